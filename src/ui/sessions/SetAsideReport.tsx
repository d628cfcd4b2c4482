import { useState } from 'preact/hooks';
import type { SetAsideEntry, SetAsideReason } from '../../session';
import { messages } from './sessions.messages';
import { ShowMore, usePaged } from './ShowMore';

interface Props {
  entries: SetAsideEntry[];
  onExport: () => void;
  onDelete: (ids: string[]) => Promise<void>;
}

/** Lists the stored records that could not be read: they stay untouched until the person exports or
 *  deletes them, and deleting asks first, since it cannot be undone. */
export function SetAsideReport({ entries, onExport, onDelete }: Props) {
  const m = messages();
  const [confirming, setConfirming] = useState(false);
  const [shown, more] = usePaged(true);
  if (entries.length === 0) return null;
  const reasons: Record<SetAsideReason, string> = {
    corrupt: m.reasonCorrupt,
    'wrong-types': m.reasonWrongTypes,
    'newer-schema': m.reasonNewerSchema,
    'illegal-log': m.reasonIllegalLog,
  };
  const confirm = async () => {
    setConfirming(false);
    await onDelete(entries.map((q) => q.id));
  };
  return (
    <section class="set-aside" aria-labelledby="set-aside-title">
      <h2 id="set-aside-title">{m.setAsideTitle}</h2>
      <p>{m.setAsideNote(entries.length)}</p>
      <ul>
        {entries.slice(0, shown).map((q) => (
          <li key={q.id}>
            <code>{q.id}</code>
            {': '}
            {reasons[q.reason] ?? m.reasonCorrupt}
          </li>
        ))}
      </ul>
      <ShowMore total={entries.length} shown={shown} onMore={more} />
      <div class="sessions-tools">
        <button type="button" onClick={onExport}>
          {m.exportSetAside}
        </button>
        {!confirming && (
          <button type="button" class="session-delete" onClick={() => setConfirming(true)}>
            {m.deleteSetAside}
          </button>
        )}
      </div>
      {confirming && (
        <div class="set-aside-confirm" role="alertdialog" aria-labelledby="set-aside-confirm-text">
          <p id="set-aside-confirm-text">{m.confirmDeleteSetAside(entries.length)}</p>
          <div class="sessions-tools">
            {/* biome-ignore lint/a11y/noAutofocus: the confirmation's safe answer takes focus as it appears, as a dialog's would. */}
            <button type="button" class="primary" onClick={() => setConfirming(false)} autoFocus>
              {m.keep}
            </button>
            <button type="button" class="session-delete" onClick={confirm}>
              {m.confirmDelete}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
