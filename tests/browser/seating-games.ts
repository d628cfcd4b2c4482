// Games for the flat table's tests (issue 32), made with the engine and imported as one backup; their layouts go
// where the table keeps them, and what a page reads of the chips and of which way a text faces.
import type { Page } from 'playwright-core';
import { apply, legalActions, newGame, type Action, type GameConfig } from '../../src/rules';
import type { Edge } from '../../src/ui/table/seating';
import { importBackup } from './import-backup';

export const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eli', 'Fay'];

export interface Game {
  id: string;
  config: GameConfig;
  actions: Action[];
}

const ownSkull: Action = { type: 'flip', owner: 0, disc: 'skull' };
const ownFlower: Action = { type: 'flip', owner: 0, disc: 'flower' };

/** A round where Ana (seat 0) bids `amount` after everyone placed and all others pass, then `flips` happen. */
export function round(n: number, amount: number, flips: Action[]): Action[] {
  const passes: Action[] = Array.from({ length: n - 1 }, (_, i) => ({ type: 'pass', player: i + 1 }));
  return [{ type: 'placeFirst' }, { type: 'bid', player: 0, amount }, ...passes, ...flips];
}

/** The games whose last step asks a player to act, each for `n` players (ids `<what>-<n>`). */
export function readerGames(n: number): Game[] {
  const config: GameConfig = { players: NAMES.slice(0, n), starter: 0 };
  const game = (id: string, actions: Action[], more: Partial<GameConfig> = {}): Game => ({
    id: `${id}-${n}`,
    config: { ...config, ...more },
    actions,
  });
  return [
    game('placing', []),
    game('bidding', [{ type: 'placeFirst' }, { type: 'bid', player: 0, amount: 1 }]),
    game('challenge', round(n, 2, [])),
    // R14: Ana flips Ben's skull: Ben draws one of her discs at random.
    game('random', round(n, 2, [ownFlower, { type: 'flip', owner: 1, disc: 'skull' }])),
    // R15: Ana flips her own skull: she chooses the disc she loses.
    game('own', round(n, 1, [ownSkull])),
    // R17, R20: Ana's fourth own skull puts her out: she chooses who starts.
    game(
      'starter',
      [1, 2, 3, 4].flatMap(() => round(n, 1, [ownSkull])),
    ),
    // LC1: down to one disc, Ana receives the Last Chance disc.
    game(
      'lastchance',
      [1, 2, 3].flatMap(() => round(n, 1, [ownSkull])),
      { lastChance: true },
    ),
    // R13: Ana's second success wins the game.
    game(
      'over',
      [1, 2].flatMap(() => round(n, 1, [ownFlower])),
    ),
  ];
}

/** The export file holding `games`, each checked move by move against the engine. */
export function backupOf(games: Game[]): string {
  const sessions = games.map(({ id, config, actions }, i) => {
    let state = newGame(config);
    for (const a of actions) {
      if (!legalActions(state).some((l) => JSON.stringify(l) === JSON.stringify(a)))
        throw new Error(`${id}: ${JSON.stringify(a)} is not legal`);
      state = apply(state, a);
    }
    const at = 1795990000000 + i;
    return { id, schema: 1, created: at, updated: at, config, actions, redo: [] };
  });
  return JSON.stringify({ format: 'skull-table-sessions', version: 1, exported: '2026-11-30T01:00:00.000Z', sessions });
}

/** Imports `games` through the saved-games screen and lays each one flat with the seats at `edges`. */
export async function importFlat(page: Page, games: Game[], edges: (game: Game) => Edge[]): Promise<void> {
  await importBackup(page, 'seating.json', backupOf(games));
  const layouts = games.map((g) => [g.id, { flat: true, edges: edges(g) }] as const);
  await page.evaluate((all) => {
    for (const [id, layout] of all) localStorage.setItem(`skull-table:flat:${id}`, JSON.stringify(layout));
  }, layouts);
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Each player's chip on the table (not under the outcome), by name: its box on screen and which way it faces. */
export const chipBoxes = (page: Page) =>
  page.evaluate(() => {
    const out: Record<string, { left: number; top: number; right: number; bottom: number; turn: number }> = {};
    for (const chip of document.querySelectorAll<HTMLElement>('main .players .chip')) {
      const name = chip.querySelector('.chip-name')?.textContent?.trim();
      if (!name) continue;
      const { left, top, right, bottom } = chip.getBoundingClientRect();
      out[name] = { left, top, right, bottom, turn: (window as unknown as TurnProbe).turnOf(chip) };
    }
    return out;
  });

interface TurnProbe {
  turnOf(el: Element): number;
}

/** Defines `turnOf(el)` in the page: how far `el` reads turned clockwise from upright, in degrees (0, 90, 180, 270):
 *  its own and every ancestor's computed transform and rotation, and a writing mode that runs text down the screen. */
export async function defineTurnOf(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as TurnProbe).turnOf = (el: Element) => {
      let turn = 0;
      for (let at: Element | null = el; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.transform && style.transform !== 'none') {
          const m = new DOMMatrix(style.transform);
          turn += (Math.atan2(m.b, m.a) * 180) / Math.PI;
        }
        const rotate = /(-?[\d.]+)deg$/.exec(style.rotate ?? '');
        if (rotate) turn += Number(rotate[1]);
      }
      const mode = getComputedStyle(el).writingMode;
      if (mode.startsWith('vertical') || mode === 'sideways-rl') turn += 90;
      if (mode === 'sideways-lr') turn -= 90;
      return (((Math.round(turn) % 360) + 360) % 360) as number;
    };
  });
}

/** Which ways the visible elements whose text is exactly `text` face (each copy of a message counts). */
export const turnsOfText = (page: Page, text: string) =>
  page.evaluate((wanted) => {
    const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
    const probe = window as unknown as TurnProbe;
    return [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => norm(el.textContent) === wanted)
      .filter((el) => ![...el.children].some((c) => norm(c.textContent) === wanted)) // the innermost
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 1 && box.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
        );
      })
      .map((el) => probe.turnOf(el))
      .sort((a, b) => a - b);
  }, text);

/** Which way the first visible element matching `selector` faces, or null. */
export const turnOfFirst = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = [...document.querySelectorAll(sel)].find((e) => e.getBoundingClientRect().width > 1);
    return el ? (window as unknown as TurnProbe).turnOf(el) : null;
  }, selector);
