import type { Night, Standing } from '../../session';
import { SendGames } from '../receive/SendGames';
import { messages } from './night.messages';
import { nightFileName } from './nightShare';

/** "Send the night to another phone": the night's games in one file named by its day and its players (the night view
 *  and Home's offer after a night). */
export function SendNight({ night, standings }: { night: Night; standings: readonly Standing[] }) {
  return (
    <SendGames
      ids={night.games.map((g) => g.id)}
      fileName={nightFileName(night, standings)}
      label={messages().sendNight}
      wide
    />
  );
}
