// The session layer's one door: the screens (src/ui) and the statistics (src/stats) import only this file.
// tests/unit/doors.test.ts refuses any import that goes around it.
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
  type PlayerProblem,
} from './players/playerStore';
export type { Player } from './players/players';
export { loadNights, rematch, startNewNight, type NightList } from './nights/nightStore';
export {
  nightResult,
  nightStandings,
  type Night,
  type NightResult,
  type Standing,
} from './nights/nights';
export { resolve as resolvePlayer } from './players/roster';
export {
  deleteSession,
  deleteSetAside,
  exportSessions,
  exportSetAside,
  importSessions,
  listKnownSessions,
  listSessions,
  restoreSession,
  type ImportReport,
  type Library,
} from './library';
export { previewImport, type ImportRefusal, type Preview } from './merge/preview';
export { applyImport, forgetImport, lastImport, undoImport, type ImportResult } from './merge/apply';
export type { GameFate, ImportPlan, NameMatch, PlannedGame } from './merge/plan';
export { askPersistence, persistenceStatus, type Persistence } from './storage/persist';
export { practiceView } from './practice';
export type { SetAsideEntry, SetAsideReason, SessionSummary, StoredSession } from './storage/record';
export { MAX_IMPORT_BYTES, MAX_MOVES_PER_GAME } from './storage/limits';
