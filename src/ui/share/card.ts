// What a shared result says, as plain data: one game or a night of games, built by the screen that shares it.

/** One player's line: `wins` for a night, `result` for one game ("2 successes, 4 discs left"). */
export interface ShareRow {
  name: string;
  /** Mat colour index (src/ui/components/matColors.ts); null draws no disc rather than a colour the player never chose. */
  colour: number | null;
  /** Shown before the name; the row's position when absent. */
  place?: number;
  wins?: number;
  result?: string;
}

/** A result to share. Rows come winner first, in the order to show. */
export interface ShareCard {
  /** "Ana wins!" or "Game night". */
  title: string;
  /** When it was played, ms since the epoch. */
  when: number;
  /** Short facts after the date: "5 rounds", "23 min". */
  facts?: string[];
  standings: ShareRow[];
  /** A night's games in order, one line each: "Game 1: Ana wins". */
  games?: string[];
}
