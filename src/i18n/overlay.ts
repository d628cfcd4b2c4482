// R3: a card twin's sentences laid over the disc dictionary of the same area, same keys (the table's, the practice
// round's, the rules reference's).

// One merged dictionary per pair (a language switch brings new ones): a render asks for its strings many times, and a
// tap must not copy a hundred keys each time.
const merged = new WeakMap<object, { over: object; both: object }>();

/** `base` with each of `over`'s sentences in place of its own. */
export function overlaid<T extends object>(base: T, over: object): T {
  let entry = merged.get(base);
  if (entry?.over !== over) {
    entry = { over, both: { ...base, ...over } };
    merged.set(base, entry);
  }
  return entry.both as T;
}
