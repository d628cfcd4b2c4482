// The session layer's one door: the screens (src/ui) and the statistics (src/stats) import only this file.
// tests/unit/session/door.test.ts refuses any import that goes around it.
export {
  openGame,
  startGame,
  unfinishedGameId,
  type GameController,
  type GameSnapshot,
  type SaveStatus,
  type SaveWarning,
} from './controller';
export { allSummaries, latestSession, seatingOf } from './games';
export {
  listPlayers,
  mergePlayers,
  renamePlayer,
  rememberColors,
  unmergePlayer,
  endEvening,
  type PlayerChange,
  type PlayerList,
  type PlayerProblem,
} from './playerStore';
export type { Player } from './players';
export { loadEvenings, rematch, type Evenings } from './evenings';
export {
  nightResult,
  nightStandings,
  type Night,
  type NightGame,
  type NightResult,
  type Standing,
} from './nights';
export { resolve as resolvePlayer, type Roster } from './roster';
export {
  deleteSession,
  deleteSetAside,
  exportSessions,
  exportSetAside,
  importSessions,
  listSessions,
  restoreSession,
  type ImportReport,
  type Library,
} from './library';
export { persistenceStatus, type Persistence } from './persist';
export { practiceView, type PracticeView } from './practice';
export type { QuarantineEntry, QuarantineReason, SessionSummary, StoredSession } from './record';
export type { Session } from './session';
export { MAX_IMPORT_BYTES, MAX_MOVES_PER_GAME } from './limits';
