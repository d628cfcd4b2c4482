// A language's strings are every `x.<lang>.ts` file beside its screen, found by the build (import.meta.glob in
// catalog.<lang>.ts): a new area is its five language files and its `x.messages.ts` getter, nothing else.

/**
 * The areas' dictionaries a language's glob found, by area name (the file's name without `.<lang>.ts`):
 * '../ui/table/table.fr.ts' → 'table'. Two areas with one name would hide each other: refused.
 */
export function areasOf<T>(files: Record<string, unknown>): T {
  const areas: Record<string, unknown> = {};
  for (const [path, strings] of Object.entries(files)) {
    const name = /([^/]+)\.[a-z]{2}\.ts$/.exec(path)?.[1];
    if (!name || name in areas) throw new Error(`Strings area ${path} has no name of its own`);
    areas[name] = strings;
  }
  return areas as T;
}

/** `areasOf` for a glob's lazy imports: each file fetched (one chunk per part, vite.config.ts), then named. */
export async function lazyAreasOf<T>(files: Record<string, () => Promise<unknown>>): Promise<T> {
  const loaded = await Promise.all(Object.entries(files).map(async ([path, load]) => [path, await load()] as const));
  return areasOf<T>(Object.fromEntries(loaded));
}
