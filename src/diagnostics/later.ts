// recordError for the first screen's code: the record's own code loads only when there is something to record.
export function recordLater(where: string, error: unknown): void {
  import('./errors').then((d) => d.recordError(where, error)).catch(() => {}); // nothing to record it in
}
