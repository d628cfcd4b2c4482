import type { QuarantineEntry, QuarantineReason } from '../../session';
import { messages } from './sessions.messages';

/** Lists the stored records that could not be read; they stay untouched on the device. */
export function QuarantineReport({ entries }: { entries: QuarantineEntry[] }) {
  const m = messages();
  if (entries.length === 0) return null;
  const reasons: Record<QuarantineReason, string> = {
    corrupt: m.reasonCorrupt,
    'wrong-types': m.reasonWrongTypes,
    'newer-schema': m.reasonNewerSchema,
    'illegal-log': m.reasonIllegalLog,
  };
  return (
    <section class="quarantine" aria-labelledby="quarantine-title">
      <h2 id="quarantine-title">{m.quarantineTitle}</h2>
      <p>{m.quarantineNote(entries.length)}</p>
      <ul>
        {entries.map((q) => (
          <li key={q.id}>
            <code>{q.id}</code>
            {': '}
            {reasons[q.reason] ?? m.reasonCorrupt}
          </li>
        ))}
      </ul>
    </section>
  );
}
