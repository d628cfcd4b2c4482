// Games written as a table plays them (everyone placed, bid 1, pass, flip a flower…), made legal move by move with the
// engine and saved as a backup: the quick way to open a game at a late moment without tapping through every round.
import { apply, legalActions, newGame, type Action, type GameConfig } from '../../src/rules';

/** One move, as the table says it: a flip without an owner is on the challenger's own stack. */
export type Move =
  | 'placed'
  | 'add'
  | 'pass'
  | 'abandon'
  | { bid: number }
  | { flip: 'flower' | 'skull'; owner?: number }
  | { starter: number };

export interface ScriptedGame {
  id: string;
  config: GameConfig;
  actions: Action[];
}

/** The one legal action of `state` that `move` names; anything else (none, or two that fit) is a mistake in the script. */
function actionFor(legal: Action[], move: Move): Action {
  const fits = legal.filter((a) => {
    if (move === 'placed') return a.type === 'placeFirst';
    if (move === 'add') return a.type === 'add';
    if (move === 'pass') return a.type === 'pass';
    if (move === 'abandon') return a.type === 'abandonRound';
    if ('bid' in move) return a.type === 'bid' && a.amount === move.bid;
    if ('starter' in move) return a.type === 'chooseStarter' && a.player === move.starter;
    return a.type === 'flip' && a.disc === move.flip && (move.owner === undefined || a.owner === move.owner);
  });
  if (fits.length !== 1)
    throw new Error(`${JSON.stringify(move)} fits ${fits.length} legal actions: ${JSON.stringify(legal)}`);
  return fits[0]!;
}

/** The engine's actions for `moves` played from the start of a game of `config`. */
export function actionsOf(config: GameConfig, moves: Move[]): Action[] {
  let state = newGame(config);
  return moves.map((move) => {
    const action = actionFor(legalActions(state), move);
    state = apply(state, action);
    return action;
  });
}

/** A backup file (the export format) holding `games`, each as if last played at the moment given. */
export function scriptedBackup(games: ScriptedGame[]): string {
  const sessions = games.map(({ id, config, actions }, i) => ({
    id,
    schema: 1,
    created: 1795990000000 + i,
    updated: 1795990000000 + i,
    config,
    actions,
    redo: [],
  }));
  return JSON.stringify({ format: 'skull-table-sessions', version: 1, exported: '2026-11-30T01:00:00.000Z', sessions });
}

const HOUR = 3_600_000;
const NIGHT_TABLE: GameConfig = { players: ['Ana', 'Ben', 'Chloé'], starter: 0 };
const ANA_WINS: Move[] = [1, 2].flatMap((): Move[] => ['placed', { bid: 1 }, 'pass', 'pass', { flip: 'flower' }]);

/** A backup of two finished games of one night starting at `night` ("first", "second": Ana wins both) and a game of a
 *  night two days before ("earlier"). */
export function nightsBackup(night: number): string {
  const file = JSON.parse(
    scriptedBackup(
      ['earlier', 'first', 'second'].map((id) => ({
        id,
        config: NIGHT_TABLE,
        actions: actionsOf(NIGHT_TABLE, ANA_WINS),
      })),
    ),
  );
  const starts = [night - 48 * HOUR, night, night + HOUR];
  file.sessions.forEach((s: { created: number; updated: number }, i: number) => {
    s.created = starts[i]!;
    s.updated = starts[i]! + HOUR / 2;
  });
  return JSON.stringify(file);
}
