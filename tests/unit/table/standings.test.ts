// The game-over standings: winner, then successes, discs left and order of elimination (R13, R17, R18), ties sharing a place.
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../../src/i18n/langs';
import { apply, newGame, replaySteps, type Action, type GameConfig } from '../../../src/rules';
import { durationMinutes, roundsPlayed, standingsOf } from '../../../src/ui/table/standings';

/** Plays one round the engine accepts: `challenger` ends up challenging and flips `discs` in order (own stack first). */
function round(config: GameConfig, log: Action[], challenger: number, discs: ('flower' | 'skull')[]): Action[] {
  const out = [...log];
  let s = replaySteps(config, out).at(-1)?.after ?? newGame(config);
  const push = (a: Action) => {
    s = apply(s, a);
    out.push(a);
  };
  if (s.phase === 'choosingStarter') push({ type: 'chooseStarter', player: challenger });
  push({ type: 'placeFirst' });
  while (s.phase === 'adding' || s.phase === 'bidding') {
    const turn = s.turn!;
    const amount = (s.bid?.amount ?? 0) + 1;
    if (turn === challenger && s.bid?.player !== challenger) push({ type: 'bid', player: turn, amount });
    else if (s.phase === 'adding') push({ type: 'bid', player: turn, amount: 1 });
    else push({ type: 'pass', player: turn });
  }
  for (const disc of discs) {
    const own = s.players[challenger]!;
    const owner =
      own.flipped < own.stack
        ? challenger
        : s.players.findIndex((p, seat) => seat !== challenger && p.flipped < p.stack);
    push({ type: 'flip', owner, disc });
  }
  return out;
}

function game(config: GameConfig, rounds: [number, ('flower' | 'skull')[]][]) {
  const log = rounds.reduce<Action[]>((acc, [who, discs]) => round(config, acc, who, discs), []);
  const steps = replaySteps(config, log);
  return { steps, state: steps.at(-1)!.after };
}

const four: GameConfig = { players: ['Ann', 'Bob', 'Cat', 'Dan'], starter: 0 };
const places = (rows: { name: string; place: number }[]) => rows.map((r) => `${r.place} ${r.name}`);

describe('standings', () => {
  it('R13: the winner comes first; players equal on every count share a place, in seat order', () => {
    const { steps, state } = game(four, [
      [0, ['flower']],
      [0, ['flower']],
    ]);
    expect(state.phase).toBe('over');
    const rows = standingsOf(state, steps);
    expect(places(rows)).toEqual(['1 Ann', '2 Bob', '2 Cat', '2 Dan']);
    expect(rows[0]).toMatchObject({ winner: true, successes: 2, discs: 4, outRound: null });
  });

  it('R13, R14: more successes rank higher than more discs left, and more discs higher than fewer', () => {
    // Bob raises and wins a challenge, Dan raises and hits his own skull, then Ann wins twice.
    const { steps, state } = game(four, [
      [1, ['flower', 'flower']],
      [3, ['skull']],
      [0, ['flower', 'flower']],
      [0, ['flower']],
    ]);
    expect(state.winner).toBe(0);
    const rows = standingsOf(state, steps);
    expect(places(rows)).toEqual(['1 Ann', '2 Bob', '3 Cat', '4 Dan']);
    expect(rows.map((r) => [r.successes, r.discs])).toEqual([
      [2, 4],
      [1, 4],
      [0, 4],
      [0, 3],
    ]);
  });

  it('R17, R18: a player still in ranks above the eliminated, and the later eliminated above the earlier', () => {
    const three: GameConfig = { players: ['Ann', 'Bob', 'Cat'], starter: 2 };
    const skulls = (seat: number) =>
      Array.from({ length: 4 }, (): [number, ('flower' | 'skull')[]] => [seat, ['skull']]);
    const { steps, state } = game(three, [...skulls(2), ...skulls(0)]);
    expect(state.winner).toBe(1); // R18: Bob is the last one left
    const rows = standingsOf(state, steps);
    expect(places(rows)).toEqual(['1 Bob', '2 Ann', '3 Cat']);
    expect(rows.map((r) => r.outRound)).toEqual([null, 8, 4]);
    expect(roundsPlayed(steps)).toBe(8);
  });

  it('R13: a winner by successes is first even with fewer discs than another player', () => {
    const { steps, state } = game(four, [
      [0, ['skull']],
      [0, ['flower']],
      [0, ['flower']],
    ]);
    const rows = standingsOf(state, steps);
    expect(rows[0]).toMatchObject({ name: 'Ann', place: 1, discs: 3 });
    expect(places(rows).slice(1)).toEqual(['2 Bob', '2 Cat', '2 Dan']);
  });

  it('H1: an abandoned round is not a round played; settled ones are', () => {
    const log: Action[] = [{ type: 'placeFirst' }, { type: 'bid', player: 0, amount: 1 }, { type: 'abandonRound' }];
    const steps = replaySteps(four, [...log, ...round(four, [], 0, ['flower']).slice(0)]);
    expect(roundsPlayed(steps)).toBe(1);
  });
});

describe('duration', () => {
  it('whole minutes from the record’s creation to its last change', () => {
    expect(durationMinutes(0, 29_000)).toBe(0);
    expect(durationMinutes(0, 31_000)).toBe(1);
    expect(durationMinutes(1_000, 1_000 + 83 * 60_000 + 10_000)).toBe(83);
  });
  it('no duration when the clock went backwards or a time is missing', () => {
    expect(durationMinutes(10_000, 0)).toBeNull();
    expect(durationMinutes(Number.NaN, 0)).toBeNull();
  });
});

describe('game-over words', () => {
  it('the duration reads in minutes, then hours and minutes', async () => {
    const { tableWords } = await import('../../../src/ui/table/equipment');
    const d = tableWords('discs');
    expect([0, 1, 23, 60, 83, 605].map(d.duration)).toEqual([
      '< 1 min',
      '1 min',
      '23 min',
      '1 h 0 min',
      '1 h 23 min',
      '10 h 5 min',
    ]);
    expect([d.rounds(1), d.rounds(5)]).toEqual(['1 round', '5 rounds']);
  });

  it('R13, R17: the shared card of a finished game names the winner first, with places, colours and results', async () => {
    const { gameCard } = await import('../../../src/ui/table/shareCard');
    const { tableWords } = await import('../../../src/ui/table/equipment');
    const three: GameConfig = { players: ['Ann', 'Bob', 'Cat'], starter: 2 };
    const skulls = (seat: number) =>
      Array.from({ length: 4 }, (): [number, ('flower' | 'skull')[]] => [seat, ['skull']]);
    const { steps, state } = game(three, [...skulls(2), ...skulls(0)]);
    const session = {
      id: 'g',
      schema: 2,
      created: 0,
      updated: 95 * 60_000,
      config: three,
      actions: steps.map((s) => s.action),
      redo: [],
      seats: ['p-ann', 'p-bob', 'p-cat'],
    };
    const snapshot = { session, state, steps, canUndo: true, canRedo: false, save: 'saved' as const, warning: null };
    const { card } = gameCard(snapshot, [4, 5, 0], tableWords('discs'));
    expect(card).toEqual({
      title: 'Bob wins!',
      when: 0,
      facts: ['8 rounds', '1 h 35 min'],
      standings: [
        { name: 'Bob', colour: 5, place: 1, result: '4 discs left' },
        { name: 'Ann', colour: 4, place: 2, result: 'out in round 8' },
        { name: 'Cat', colour: 0, place: 3, result: 'out in round 4' },
      ],
    });
  });

  it('R13, R17: the shared game reads in each language (title, rounds, duration, standings)', async () => {
    const { setLang } = await import('../../../src/i18n');
    const { gameCard } = await import('../../../src/ui/table/shareCard');
    const { tableWords } = await import('../../../src/ui/table/equipment');
    const { shareText } = await import('../../../src/ui/share/text');
    const three: GameConfig = { players: ['Ann', 'Bob', 'Cat'], starter: 2 };
    const skulls = (seat: number) =>
      Array.from({ length: 4 }, (): [number, ('flower' | 'skull')[]] => [seat, ['skull']]);
    const { steps, state } = game(three, [...skulls(2), ...skulls(0)]);
    const session = {
      id: 'g',
      schema: 2,
      created: Date.UTC(2026, 10, 30, 20),
      updated: Date.UTC(2026, 10, 30, 21, 35),
      config: three,
      actions: [],
      redo: [],
      seats: ['p-ann', 'p-bob', 'p-cat'],
    };
    const snapshot = { session, state, steps, canUndo: true, canRedo: false, save: 'saved' as const, warning: null };
    const expected: Record<Lang, string[]> = {
      en: [
        'Bob wins!',
        'Nov 30, 2026 · 8 rounds · 1 h 35 min',
        '',
        '1. Bob: 4 discs left',
        '2. Ann: out in round 8',
        '3. Cat: out in round 4',
        '',
        '— Skull Table',
      ],
      fr: [
        'Bob gagne\u202f!',
        '30 nov. 2026 · 8 manches · 1 h 35 min',
        '',
        '1. Bob\u00a0: 4 disques restants',
        '2. Ann\u00a0: hors jeu à la manche 8',
        '3. Cat\u00a0: hors jeu à la manche 4',
        '',
        '— Skull Table',
      ],
      de: [
        'Bob gewinnt!',
        '30.11.2026 · 8 Runden · 1 h 35 min',
        '',
        '1. Bob: 4 Scheiben übrig',
        '2. Ann: in Runde 8 ausgeschieden',
        '3. Cat: in Runde 4 ausgeschieden',
        '',
        '— Skull Table',
      ],
      es: [
        '¡Bob gana!',
        '30 nov 2026 · 8 rondas · 1 h 35 min',
        '',
        '1. Bob: quedan 4 discos',
        '2. Ann: fuera de la partida en la ronda 8',
        '3. Cat: fuera de la partida en la ronda 4',
        '',
        '— Skull Table',
      ],
      it: [
        'Vince Bob!',
        '30 nov 2026 · 8 round · 1 h 35 min',
        '',
        '1. Bob: 4 dischi rimasti',
        '2. Ann: fuori gioco al round 8',
        '3. Cat: fuori gioco al round 4',
        '',
        '— Skull Table',
      ],
    };
    try {
      for (const lang of LANGS) {
        await setLang(lang);
        expect(shareText(gameCard(snapshot, [0, 1, 2], tableWords('discs')).card).split('\n'), lang).toEqual(
          expected[lang],
        );
      }
    } finally {
      await setLang('en');
    }
  });
});
