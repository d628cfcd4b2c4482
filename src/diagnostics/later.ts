// recordError for the first screen's code: the record's own code loads only when there is something to record. When
// it cannot load (the very files that failed), the errors wait in this page until a later load brings it.
const pending: Array<{ where: string; error: unknown; at: Date }> = [];

export function recordLater(where: string, error: unknown): void {
  pending.push({ where, error, at: new Date() });
  void flushLater();
}

/** Records what waits, once the record's code can load (lazy.tsx calls it after a screen loads). */
export function flushLater(): Promise<void> {
  if (pending.length === 0) return Promise.resolve();
  return import('./caughtErrors')
    .then((d) => {
      for (const e of pending.splice(0)) d.recordError(e.where, e.error, e.at);
    })
    .catch(() => {}); // still unreachable: they wait for the next try
}
