// The limits of what a file may bring in; the exchange format exports them and messages quote them.

/** An export file larger than this is refused before it is read. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** Moves (log plus redo) in one game: a real game has a few hundred, so this only stops a file made
 *  to freeze the tab. The table refuses a move beyond it too, so every game stays importable. */
export const MAX_MOVES_PER_GAME = 10_000;
/** "New game night" taps a file may carry: every device checks each game against each, so a file cannot slow them. */
export const MAX_BREAKS = 10_000;
/** The latest time Date can hold (ms since 1970); a stored time beyond it is damage. */
export const MAX_TIME = 8.64e15;
