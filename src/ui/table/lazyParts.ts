// What the game screen and the new-game form show only when asked, out of the play's chunk (vite.config.ts): where
// everyone sits lying flat, and at game over sharing the result, the BG Stats link, sending the game to another phone and a rematch. All five are in the
// lazy `more` chunk, so preloading one readies them all.
import { lazyPart } from '../components/lazyPart';

export const SeatingPicture = lazyPart(() => import('../seating/SeatingPicture').then((m) => m.SeatingPicture));
export const ShareView = lazyPart(() => import('../share/ShareView').then((m) => m.default));
export const BgStatsOffer = lazyPart(() => import('../bgstats/BgStatsOffer').then((m) => m.BgStatsOffer));
export const Rematch = lazyPart(() => import('../night/Rematch').then((m) => m.Rematch));
export const SendGame = lazyPart(() => import('../receive/SendGames').then((m) => m.SendGame));

/** Fetches the table's parts ahead of the tap that shows one: at an intent to lie flat, once flat, at game over. */
export function preloadTableParts(): void {
  for (const part of [SeatingPicture, ShareView, BgStatsOffer, Rematch, SendGame]) part.preload();
}
