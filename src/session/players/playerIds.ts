// Player ids: random for a new player; for games saved before players had ids (schema 1), one derived
// from the name's key, so the same spelling in every old game becomes the same remembered player.
import { nameKey } from '../../rules';
import { fnv1a, randomId } from '../storage/ids';

/** Two hashes with different seeds: 64 bits, so two names in one device's games never meet. */
export function legacyPlayerId(name: string): string {
  const key = nameKey(name);
  return `n-${fnv1a(key).toString(36)}${fnv1a(key, 0x2f1b3c5d).toString(36)}`;
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
  return `p-${randomId()}`;
}
