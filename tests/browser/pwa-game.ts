// Kept so tests written against this name still import: the one driver is table-driver.ts.
export { expectOnTable, play, playWinningRound, startGame, tableSummary } from './table-driver';
