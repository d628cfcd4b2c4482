// Reads and writes the roster (roster.ts) through the chosen store; a failure never stops a game.
import { emptyRoster, parseRoster, storedRoster, type Roster } from './roster';
import { sessionStore } from '../storage/sessionStore';
import { recordError } from '../../diagnostics/caughtErrors';

export async function loadRoster(): Promise<Roster> {
  try {
    return parseRoster(await (await sessionStore()).readPlayers());
  } catch (error) {
    recordError('roster.load', error);
    return emptyRoster(); // storage failed: the games still name their players
  }
}

/** False when the device refused the write (the screen says so; nothing else changed). */
export async function saveRoster(roster: Roster): Promise<boolean> {
  try {
    await (await sessionStore()).writePlayers(storedRoster(roster));
    return true;
  } catch (error) {
    recordError('roster.save', error);
    return false;
  }
}
