// Ids and hashes the session layer makes: one random id maker and one string hash, used by games, players and the index.

/** A random id: the browser's UUID where it has one (secure contexts), else time and randomness in base 36. */
export function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The pattern every stored id (a game's, a player's) matches. */
export const STORED_ID = /^[\w-]{1,100}$/;

/** FNV-1a, 32 bits: spreads strings evenly; a second seed gives an independent hash. */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
