import { MAX_NAME_LENGTH } from '../../rules';
import { MAX_IMPORT_BYTES, MAX_MOVES_PER_GAME, type ImportRefusal, type ImportReport } from '../../session';
import { messages } from './sessions.messages';

/** One plain paragraph telling what an import did, or why it changed nothing. */
export function importMessage(report: ImportReport | ImportRefusal): string {
  const m = messages();
  if (report.ok) return m.imported(report.added, report.copies, report.skipped);
  const n = (report.index ?? 0) + 1;
  const why = {
    'too-big': m.tooBig(MAX_IMPORT_BYTES / (1024 * 1024)),
    'not-json': m.notJson,
    foreign: m.foreign,
    'newer-version': m.newerVersion,
    'no-sessions': m.noSessions,
    'invalid-session': m.invalidSession(n),
    'illegal-moves': m.illegalMoves(n),
    'newer-session': m.newerSession(n),
    'long-name': m.longName(n, MAX_NAME_LENGTH),
    'bad-name': m.badName(n),
    'too-many-moves': m.tooManyMoves(n, MAX_MOVES_PER_GAME),
    'bad-player': m.badPlayer(n, MAX_NAME_LENGTH),
    'duplicate-id': m.duplicateId(n, (report.first ?? 0) + 1),
    'bad-breaks': m.badBreaks,
    storage: m.storageFailed,
  }[report.problem];
  return `${m.refused} ${why}`;
}
