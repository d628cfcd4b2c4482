// After a game night, where the browser has not promised to keep the games, Home offers once to send that night to
// another phone (NightOffer.tsx). "After a game night": the latest night is over (no game in the four hours since its
// last one, or someone tapped "New game night") and one of its games was finished. "Once": the offer is remembered as
// made, by its night's start, on this device; a night that starts no later is never offered again.
import type { Night, NightList, Persistence } from '../../session';

/** The night to offer to send, or null: none is over, the browser keeps the games, or it was offered already.
 *  `offered`: the start of the last night offered (0: none yet). */
export function nightToOffer(
  list: Pick<NightList, 'nights' | 'tonight'>,
  persistence: Persistence,
  offered: number,
): Night | null {
  const last = list.nights[0];
  if (persistence === 'persistent' || list.tonight || !last || last.start <= offered) return null;
  return last.games.some((g) => g.over) ? last : null;
}

const OFFERED = 'skull-table:night-offered';

/** The night to offer now, remembered from now on as offered; null when there is none (or nowhere to remember it:
 *  blocked storage keeps no games from an earlier visit either). */
export function takeOffer(list: Pick<NightList, 'nights' | 'tonight'>, persistence: Persistence): Night | null {
  try {
    const night = nightToOffer(list, persistence, Number(localStorage.getItem(OFFERED)) || 0);
    if (night) localStorage.setItem(OFFERED, String(night.start));
    return night;
  } catch {
    return null;
  }
}
