// Player ids: random for a new player; for games saved before players had ids (schema 1), one derived
// from the name's key, so the same spelling in every old game becomes the same remembered player.
import { nameKey } from '../rules';

export const PLAYER_ID = /^[\w-]{1,100}$/;

/** Two FNV-1a hashes with different seeds: 64 bits, so two names in one device's games never meet. */
function hash(text: string, seed: number): string {
  let h = seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

export function legacyPlayerId(name: string): string {
  const key = nameKey(name);
  return `n-${hash(key, 0x811c9dc5)}${hash(key, 0x2f1b3c5d)}`;
}

/** The ids of an old table's seats; two names with one key (written two ways) still get two ids. */
export function legacySeats(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name, i) => {
    let id = legacyPlayerId(name);
    if (seen.has(id)) id = `${id}-${i}`;
    seen.add(id);
    return id;
  });
}

export function newPlayerId(): string {
  const random =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `p-${random}`;
}
