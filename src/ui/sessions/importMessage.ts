import type { ImportReport } from '../../session';
import { messages } from './sessions.messages';

/** One plain paragraph telling what an import did, or why it changed nothing. */
export function importMessage(report: ImportReport): string {
  const m = messages();
  if (report.ok) return m.imported(report.added, report.copies, report.skipped);
  const why = {
    'too-big': m.tooBig,
    'not-json': m.notJson,
    foreign: m.foreign,
    'newer-version': m.newerVersion,
    'no-sessions': m.noSessions,
    'invalid-session': m.invalidSession((report.index ?? 0) + 1),
    'long-name': m.longName((report.index ?? 0) + 1),
    storage: m.storageFailed,
  }[report.problem];
  return `${m.refused} ${why}`;
}
