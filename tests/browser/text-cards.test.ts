// Every outcome card and the rules reference, in English and French, shot for people to read aloud.
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, PHONE, snap } from './browser';
import { actionsOf, scriptedBackup, type Move } from './scripted-games';
import { settled } from './table-driver';
import { importBackup } from './import-backup';

type Lang = 'en' | 'fr';

// The controls a player taps, by their visible names in each language.
const WORDS = {
  en: {
    placed: 'Everyone has placed',
    open: 'Bid…',
    bid: (n: number) => `Bid ${n}`,
    pass: 'Pass',
    flower: 'Flower',
    skull: 'Skull',
    abandon: 'Abandon round',
    lastChance: 'Last Chance variant',
    start: 'Start the game',
    rules: 'Rules',
  },
  fr: {
    placed: 'Tout le monde a posé',
    open: 'Parier…',
    bid: (n: number) => `Parier ${n}`,
    pass: 'Passer',
    flower: 'Fleur',
    skull: 'Crâne',
    abandon: 'Abandonner la manche',
    lastChance: 'Variante Dernière chance',
    start: 'Commencer la partie',
    rules: 'Règles',
  },
} as const;

// What each card must say, checked so a shot never shows a sentence the rules contradict.
const EXPECT: Record<Lang, Record<string, RegExp[]>> = {
  en: {
    success: [/Success! Ann flips their mat to its flower side\./, /Ann starts round 2\./],
    'failure-other': [
      /Ann gathers all their discs, from the mat and the hand, and mixes them face down\. Bob draws one without looking and puts it in the box\./,
      /Ann starts round 3\./,
    ],
    'failure-own': [/Ann chooses one of their own discs in secret and puts it in the box, face down\./],
    'last-chance': [/Ann is down to one disc and receives the Last Chance disc, a flower, for round 5 only\./],
    'out-next-starter': [
      /Ann puts the Last Chance disc and their last disc in the box\./,
      /Ann is out of the game: their mat leaves the table\./,
      /Bob starts round 6\./,
    ],
    abandoned: [/The round was abandoned: every disc goes back, and the same player starts again\./],
    'choose-starter': [/Bob is out of the game and chooses who starts round 10\./],
    'game-over': [/Success! Cat has two successes and wins the game\./],
  },
  fr: {
    success: [/Réussite\u202f! Ann retourne son tapis côté fleur\./, /Ann commence la manche 2\./],
    'failure-other': [
      /Ann rassemble tous ses disques, ceux du tapis et ceux de la main, et les mélange face cachée\. Bob en tire un sans regarder et le met dans la boîte\./,
      /Ann commence la manche 3\./,
    ],
    'failure-own': [/Ann choisit en secret un de ses disques et le met dans la boîte, face cachée\./],
    'last-chance': [
      /Ann n’a plus qu’un disque et reçoit le disque Dernière chance, une fleur, pour la manche 5 seulement\./,
    ],
    'out-next-starter': [
      /Ann met le disque Dernière chance et son dernier disque dans la boîte\./,
      /Ann est hors jeu\u00a0: son tapis quitte la table\./,
      /Bob commence la manche 6\./,
    ],
    abandoned: [/La manche a été abandonnée\u00a0: chacun reprend ses disques, et le même joueur recommence\./],
    'choose-starter': [/Bob est hors jeu et choisit qui commence la manche 10\./],
    'game-over': [/Réussite\u202f! Cat a deux réussites et gagne la partie\./],
  },
};

const browser = useBrowser();

async function open(lang: Lang): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'dark' });
  await context.addInitScript((l) => localStorage.setItem('skull-table:lang', l), lang);
  return context.newPage();
}

function driver(page: Page, lang: Lang) {
  const w = WORDS[lang];
  const count = () => page.locator('main').getAttribute('data-actions');
  const play = async (name: string) => {
    // Taps wait for the double-tap guard to let go, checked every frame (a click's own retries back off to 500 ms).
    await settled(page);
    // The outcome fills the screen until the table taps Continue.
    const moment = page.locator('.outcome-moment .moment-continue');
    if (await moment.count()) {
      await moment.click();
      await settled(page);
    }
    const before = await count();
    await page.getByRole('button', { name, exact: true }).click();
    await page.waitForFunction((n) => document.querySelector('main')?.getAttribute('data-actions') !== n, before);
  };
  return {
    play,
    placed: () => play(w.placed),
    bid: async (n: number) => {
      await settled(page);
      if (await page.getByRole('button', { name: w.open, exact: true }).count())
        await page.getByRole('button', { name: w.open, exact: true }).click();
      await play(w.bid(n));
    },
    pass: async (times: number) => {
      for (let i = 0; i < times; i++) await play(w.pass);
    },
    flip: async (disc: 'flower' | 'skull', owner?: string) => {
      await settled(page);
      if (owner)
        await page
          .locator('.stack-options')
          .getByRole('button', { name: new RegExp(`^\\S? ?${owner}\\s?:`) })
          .click();
      await play(w[disc]);
    },
  };
}

/** Shoots the screen under the card and checks the card says what the rules say. */
async function card(page: Page, lang: Lang, name: string, said: string[]): Promise<void> {
  const section = page.locator('.outcome-moment, .table-toast').first();
  await section.waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `text-outcome-${name}-${lang}`);
  const text = (await section.innerText()).replace(/\s*\n\s*/g, '\n');
  for (const pattern of EXPECT[lang][name] ?? []) expect(text, `${lang} ${name}`).toMatch(pattern);
  said.push(`## ${name}\n${text}\n`);
}

const [ANN, BOB, CAT] = [0, 1, 2];
/** A round: everyone places, the one to act bids, `passes` players pass, then the flips. */
const round = (bid: number, passes: number, ...flips: Move[]): Move[] => [
  'placed',
  { bid },
  ...Array<Move>(passes).fill('pass'),
  ...flips,
];
const skullOwn = { flip: 'skull' } as const;
const flowerOwn = { flip: 'flower' } as const;

/** One game with Last Chance, part by part, each ending on the card named. */
const PARTS: Array<[string, Move[]]> = [
  // R13: Ann wins a challenge inside her own stack.
  ['success', round(1, 3, flowerOwn)],
  // R14: a skull on Bob's stack; Bob draws from all of Ann's discs.
  ['failure-other', round(2, 3, flowerOwn, { flip: 'skull', owner: BOB })],
  // R15 twice, then LC1: Ann is down to one disc.
  ['failure-own', round(1, 3, skullOwn)],
  ['last-chance', round(1, 3, skullOwn)],
  // LC4, R20: Ann fails on Bob's skull with the Last Chance disc in hand; Bob starts.
  ['out-next-starter', round(2, 3, flowerOwn, { flip: 'skull', owner: BOB })],
  // H1: an abandoned round.
  ['abandoned', ['placed', 'abandon']],
  // R15 three times, LC1, then LC4 on his own skull: Bob chooses who starts (R20).
  ['choose-starter', [1, 2, 3, 4].flatMap(() => round(1, 2, skullOwn))],
  // R13: two successes win.
  ['game-over', [{ starter: CAT }, ...round(1, 1, flowerOwn), ...round(1, 1, flowerOwn)]],
];
const CONFIG = { players: ['Ann', 'Bob', 'Cat', 'Dan'], starter: ANN, lastChance: true };

/** For each card but the first, the game one move before it (ids `card-<name>`): the test plays that last move. */
function cardBackup(): string {
  const games = PARTS.slice(1).map(([name], i) => {
    const moves = PARTS.slice(0, i + 2).flatMap(([, part]) => part);
    return { id: `card-${name}`, config: CONFIG, actions: actionsOf(CONFIG, moves.slice(0, -1)) };
  });
  return scriptedBackup(games);
}

it.each(['en', 'fr'] as const)(
  'every outcome card reads as the rules say, in %s (R13–R20, LC1–LC4, H1)',
  async (lang) => {
    const page = await open(lang);
    const w = WORDS[lang];
    const g = driver(page, lang);
    const said: string[] = [];
    await page.goto(`${inject('baseURL')}#/new`);
    for (let i = 0; i < CONFIG.players.length; i++) await page.getByRole('textbox').nth(i).fill(CONFIG.players[i]!);
    await page.getByRole('checkbox', { name: w.lastChance, exact: true }).check();
    await page.locator('.starter-seats').getByRole('button', { name: 'Ann', exact: true }).click();
    await page.getByRole('button', { name: w.start }).click();
    await page.locator('main[data-actions]').waitFor();

    // The first round is tapped through in this language, from the new-game form on.
    await g.placed();
    await g.bid(1);
    await g.pass(3);
    await g.flip('flower');
    await card(page, lang, 'success', said);

    // Every later card: the same game opened from a backup one move before the card, and that move tapped. Tapping
    // through whole games with Last Chance is table-three.test.ts's (LC1–LC4, R15, R18, R20) and table-four's (R13).
    await importBackup(page, 'cards.json', cardBackup());
    await expect.poll(() => page.locator('.sessions-notice').getAttribute('class')).not.toContain('is-warning');
    for (const [name, moves] of PARTS.slice(1)) {
      await page.goto(`${inject('baseURL')}#/game/card-${name}`);
      await page.locator('main[data-actions]').waitFor();
      const last = moves.at(-1)!;
      if (last === 'abandon') {
        // H1 is in the menu, and asks for a confirmation.
        await settled(page);
        await page.locator('.menu-button').click();
        await page.getByRole('button', { name: w.abandon, exact: true }).click();
        await g.play(lang === 'en' ? 'Abandon the round' : 'Abandonner la manche');
      } else if (typeof last === 'object' && 'flip' in last) {
        await g.flip(last.flip, last.owner === undefined ? undefined : CONFIG.players[last.owner]);
      } else throw new Error(`no tap for ${JSON.stringify(last)}`);
      await card(page, lang, name, said);
    }
    mkdirSync('screenshots', { recursive: true });
    writeFileSync(`screenshots/text-outcome-cards-${lang}.md`, said.join('\n'));
    await page.context().close();
  },
  240_000,
);

it.each(['en', 'fr'] as const)('the whole rules reference, in %s', async (lang) => {
  const page = await open(lang);
  await page.goto(`${inject('baseURL')}#/rules`);
  await page.getByRole('heading', { level: 1, name: WORDS[lang].rules }).waitFor();
  await expect.poll(() => page.locator('section.reference-section').count()).toBe(14);
  await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
  await snap(page, `text-reference-${lang}`);
  // One shot per section too: the whole page is too long to read on one image.
  for (const id of await page.locator('section.reference-section').evaluateAll((all) => all.map((s) => s.id))) {
    await page.locator(`#${id}`).screenshot({ path: `screenshots/text-reference-${lang}-${id}.png` });
  }
  await page.context().close();
});
