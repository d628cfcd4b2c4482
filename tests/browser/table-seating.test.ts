// Issue 32: a table seated at any edges of a device lying flat finds its chips clockwise (seen from above) and still,
// and reads every message addressed to a player, and the controls of whoever acts, from that player's seat.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en as words } from '../../src/ui/table/table.en';
import { EDGE_TURN, type Edge } from '../../src/ui/table/seating';
import { snap, useBrowser } from './browser';
import {
  type Box,
  chipBoxes,
  defineTurnOf,
  importFlat,
  NAMES,
  readerGames,
  turnOfFirst,
  turnsOfText,
} from './seating-games';
import { flip, play, settled } from './table-driver';

const browser = useBrowser();

interface Table {
  width: number;
  height: number;
  edges: Edge[];
}

async function openTable(table: Table, what: string[]): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: table.width, height: table.height },
    locale: 'en-US',
    colorScheme: 'dark',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await defineTurnOf(page);
  const n = table.edges.length;
  const games = readerGames(n).filter((g) => what.some((w) => g.id === `${w}-${n}`));
  await importFlat(page, games, () => table.edges);
  return page;
}

async function open(page: Page, id: string): Promise<void> {
  await page.goto(`${page.url().replace(/#.*$/, '')}#/game/${id}`);
  await page.locator('main[data-actions]').waitFor();
  await settled(page);
}

const tag = (table: Table) => `${table.width}x${table.height}-${table.edges.length}p`;
const centre = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });

/** The edge of the screen a chip is nearest to, for the screen's size across it. */
function nearestEdge(b: Box, width: number, height: number): Edge {
  const { x, y } = centre(b);
  const gaps: [Edge, number][] = [
    ['near', (height - y) / height],
    ['far', y / height],
    ['left', x / width],
    ['right', (width - x) / width],
  ];
  return gaps.sort((a, c) => a[1] - c[1])[0]![0];
}

const CLOCKWISE: Table[] = [
  { width: 768, height: 1024, edges: ['near', 'left', 'far', 'right'] },
  { width: 1024, height: 768, edges: ['near', 'left', 'far', 'far', 'right'] },
  { width: 768, height: 1024, edges: ['near', 'near', 'left', 'far', 'far', 'right'] },
  { width: 1024, height: 768, edges: ['right', 'near', 'near', 'left', 'far', 'far'] },
  { width: 390, height: 844, edges: ['near', 'near', 'far', 'far'] },
  { width: 360, height: 640, edges: ['far', 'near', 'near', 'near', 'far'] },
];

describe('seated as people sit', () => {
  it.each(CLOCKWISE.map((t) => [tag(t), t] as const))(
    '%s: each player’s chip at their edge, facing them, the turns going clockwise round the table',
    async (_, table) => {
      const page = await openTable(table, ['placing']);
      const n = table.edges.length;
      await open(page, `placing-${n}`);
      await snap(page, `seating-clockwise-${tag(table)}`);
      const boxes = await chipBoxes(page);
      const names = NAMES.slice(0, n);
      expect(Object.keys(boxes).sort()).toEqual([...names].sort());
      const chips = names.map((name) => boxes[name]!);
      // Seen from above, each next player is further round clockwise: the turns go once round the table.
      const angles = chips.map((b) => {
        const { x, y } = centre(b);
        return (Math.atan2(y - table.height / 2, x - table.width / 2) * 180) / Math.PI;
      });
      const steps = angles.map((a, i) => (((angles[(i + 1) % n]! - a) % 360) + 360) % 360);
      expect({
        turns: Math.round(steps.reduce((sum, s) => sum + s, 0)) / 360,
        edges: chips.map((b) => nearestEdge(b, table.width, table.height)),
        facing: chips.map((b) => b.turn),
      }).toEqual({ turns: 1, edges: table.edges, facing: table.edges.map((e) => EDGE_TURN[e]) });
      await page.context().close();
    },
  );
});

const STILL: Table[] = [
  { width: 768, height: 1024, edges: ['near', 'near', 'left', 'far', 'far', 'right'] },
  { width: 1024, height: 768, edges: ['near', 'left', 'far', 'far', 'right'] },
  { width: 390, height: 844, edges: ['near', 'near', 'far', 'far'] },
];

describe('a still table', () => {
  it.each(STILL.map((t) => [tag(t), t] as const))(
    '%s: no chip moves more than 3 px through a round, whoever acts',
    async (_, table) => {
      const page = await openTable(table, ['placing']);
      const n = table.edges.length;
      await open(page, `placing-${n}`);
      const first = await chipBoxes(page);
      const moved: string[] = [];
      const look = async (step: string) => {
        await settled(page);
        await snap(page, `seating-still-${tag(table)}-${step}`);
        const now = await chipBoxes(page);
        for (const [name, b] of Object.entries(first)) {
          const at = now[name];
          if (!at) moved.push(`${step}: ${name} gone`);
          else if ((['left', 'top', 'right', 'bottom'] as const).some((k) => Math.abs(at[k] - b[k]) > 3))
            moved.push(`${step}: ${name} ${JSON.stringify(b)} → ${JSON.stringify(at)}`);
        }
      };
      await play(page, 'Everyone has placed');
      await look('adding');
      await play(page, 'Add a disc'); // Ana adds; Ben's turn
      await look('adding-ben');
      await page.getByRole('button', { name: 'Bid…', exact: true }).click();
      await page.locator('.bid-grid').waitFor();
      await look('picker');
      await play(page, 'Bid 2');
      await look('bidding');
      for (let i = 2; i < n; i++) await play(page, 'Pass');
      await look('bidding-last');
      await play(page, 'Pass'); // Ana passes: Ben challenges
      await look('challenge');
      await play(page, 'Flower');
      await look('challenge-opponents');
      await flip(page, 'Skull', 'Cleo');
      await page.locator('.outcome-moment').waitFor();
      await page.locator('.moment-continue').click();
      await page.locator('.outcome-moment').waitFor({ state: 'detached' });
      await look('next-round');
      expect(moved).toEqual([]);
      await page.context().close();
    },
  );
});

/** Where Ana (seat 0) and Ben (seat 1), the players the messages name, sit; the others fill the ring. */
const READERS: Table[] = [
  { width: 768, height: 1024, edges: ['left', 'right', 'near', 'near'] },
  { width: 1024, height: 768, edges: ['far', 'right', 'near', 'left'] },
  { width: 390, height: 844, edges: ['far', 'far', 'near', 'near'] },
];

describe('every message faces the people it speaks to', () => {
  it.each(READERS.map((t) => [tag(t), t] as const))(
    '%s: the outcome, the starter choice, the Last Chance, the winner and the controls face their readers',
    async (_, table) => {
      const page = await openTable(table, [
        'placing',
        'bidding',
        'challenge',
        'random',
        'own',
        'starter',
        'lastchance',
        'over',
      ]);
      const n = table.edges.length;
      const [ana, ben] = [EDGE_TURN[table.edges[0]!], EDGE_TURN[table.edges[1]!]];
      const wrong: string[] = [];
      /** Some visible copy of `text` faces `turn`. */
      const faces = async (what: string, text: string, turn: number) => {
        const turns = await turnsOfText(page, text);
        if (!turns.includes(turn)) wrong.push(`${what}: "${text}" faces ${turns.join(', ') || 'nowhere'}, not ${turn}`);
      };
      const controlFaces = async (what: string, selector: string, turn: number) => {
        const got = await turnOfFirst(page, selector);
        if (got !== turn) wrong.push(`${what}: ${selector} faces ${got}, not ${turn}`);
      };
      const outcome = async (id: string) => {
        await open(page, `${id}-${n}`);
        await page.locator('.outcome-moment').waitFor();
        await snap(page, `seating-reader-${tag(table)}-${id}`);
      };

      await open(page, `placing-${n}`);
      await controlFaces('the starter places', '.controls [data-autofocus]', ana);
      await open(page, `bidding-${n}`);
      await controlFaces('Ben bids', '.controls [data-autofocus]', ben);
      await page.locator('.other-amount').click();
      await page.locator('.bid-grid').waitFor();
      await snap(page, `seating-reader-${tag(table)}-picker`);
      await controlFaces('Ben’s amounts', '.bid-grid button', ben);
      await open(page, `challenge-${n}`);
      await controlFaces('Ana flips', '.flip.flower', ana);

      await outcome('random');
      await faces('R14 to the skull’s owner', words.failRandom('Ben', 'Ana'), ben);
      await faces('R14 to the challenger', words.failRandom('Ben', 'Ana'), ana);
      await outcome('own');
      await faces('R15', words.failChoice('Ana'), ana);
      await outcome('lastchance');
      await faces('LC1', words.gotLastChance('Ana', 4), ana);
      await outcome('starter');
      await faces('R20 in the outcome', words.chooseStarter('Ana', 5), ana);
      await page.locator('.moment-continue').click();
      await page.locator('.choice-list').waitFor();
      await snap(page, `seating-reader-${tag(table)}-choose-starter`);
      await controlFaces('R20: Ana chooses who starts', '.choice-list button', ana);
      await outcome('over');
      await faces('R13 in the outcome', words.successWin('Ana'), ana);
      await page.locator('.moment-continue').click();
      await page.locator('.standings').waitFor();
      await snap(page, `seating-reader-${tag(table)}-over`);
      await faces('the winner', words.winsTitle('Ana'), ana);
      expect(wrong).toEqual([]);
      await page.context().close();
    },
  );
});
