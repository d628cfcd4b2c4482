import { getLang } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  deleteSession,
  deleteSetAside,
  exportSessions,
  exportSetAside,
  listKnownSessions,
  listSessions,
  previewImport,
  restoreSession,
  type ImportPlan,
  type Library,
  type SessionSummary,
  type StoredSession,
} from '../../session';
import { ScreenHeader } from '../components/ScreenHeader';
import { FromAnotherPhone } from '../receive/FromAnotherPhone';
import { ImportPreview } from '../receive/ImportPreview';
import { downloadText, today } from './download';
import { importMessage } from './importMessage';
import { SetAsideReport } from './SetAsideReport';
import { SessionCard } from './SessionCard';
import { ShowMore, usePaged } from './ShowMore';
import { messages } from './sessions.messages';
import { StorageNote } from './StorageNote';
import './sessions.css';
import { recordError } from '../../diagnostics/caughtErrors';

const UNDO_MS = 6000;

interface Deleted {
  session: StoredSession;
  names: string;
}

export default function SessionsScreen() {
  const m = messages();
  // `complete`: listed in full (every record the index does not name yet read), not only as far as the index knows.
  const [library, setLibrary] = useState<(Library & { complete: boolean }) | null>(null);
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const [notice, setNotice] = useState<{ text: string; ok: boolean; count: number } | null>(null);
  // A file picked to import: what it holds is shown first, and kept only on Import (as on the receive screen).
  const [opened, setOpened] = useState<{ plan: ImportPlan; name: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const picker = useRef<HTMLInputElement>(null); // where focus returns once a file's preview is closed

  const refresh = () => listSessions().then((whole) => setLibrary({ ...whole, complete: true }));
  // Listing starts with the first render, not after the first paint: the list shows a frame sooner. The first
  // screenful is what the index knows, from one read; the whole list (records it does not name yet read, 1,000 of
  // them after an update was rolled back) follows.
  useState(() =>
    listKnownSessions().then((known) => {
      setLibrary((now) => now ?? { ...known, complete: false });
      return refresh();
    }),
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  const [shown, more] = usePaged(library !== null);

  const onDelete = async (summary: SessionSummary) => {
    const session = await deleteSession(summary.id).catch((error: unknown) => {
      recordError('sessions.delete', error);
      say(m.storageRefused, false);
      return null;
    });
    await refresh();
    if (!session) return;
    clearTimeout(timer.current);
    setDeleted({ session, names: listAnd(getLang(), summary.players) });
    timer.current = setTimeout(() => setDeleted(null), UNDO_MS);
  };

  const onUndoDelete = async () => {
    if (!deleted) return;
    clearTimeout(timer.current);
    setDeleted(null);
    const result = await restoreSession(deleted.session);
    if (result !== 'restored') say(result === 'kept-newer' ? m.keptNewer : m.restoreFailed, result === 'kept-newer');
    await refresh();
  };

  const say = (text: string, ok: boolean) => setNotice((n) => ({ text, ok, count: (n?.count ?? 0) + 1 }));
  // Storage may refuse at any moment: the person is told, and nothing escapes as an uncaught error.
  const guard = (work: () => Promise<unknown>) => () =>
    work().catch((error: unknown) => {
      recordError('sessions.action', error);
      say(m.storageRefused, false);
    });
  const onExport = (id?: string) => guard(async () => downloadText(await exportSessions(id), m.fileName(today())))();
  const onExportSetAside = guard(async () => downloadText(await exportSetAside(), m.setAsideFileName(today())));
  const onDeleteSetAside = (ids: string[]) => guard(() => deleteSetAside(ids))().then(refresh);

  const onImport = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setOpened(null);
    void guard(async () => {
      const preview = await previewImport(file);
      if (preview.ok) setOpened({ plan: preview.plan, name: file.name });
      else say(importMessage(preview), false);
    })();
  };

  return (
    <main class="sessions">
      <ScreenHeader
        links={[
          { to: { name: 'home' }, label: m.home },
          { to: { name: 'night' }, label: m.nights },
        ]}
        title={m.title}
      />
      {library && <StorageNote durable={library.durable} />}
      <div class="sessions-tools">
        <button type="button" onClick={() => onExport()} disabled={!library || library.summaries.length === 0}>
          {m.exportAll}
        </button>
        <label class="button file-picker">
          {m.importFile}
          <input ref={picker} type="file" accept="application/json,.json" onChange={onImport} />
        </label>
      </div>
      {opened && (
        <ImportPreview
          plan={opened.plan}
          name={opened.name}
          onDone={(done) => {
            setOpened(null);
            picker.current?.focus();
            say(importMessage(done), true);
            void refresh();
          }}
          onCancel={() => {
            setOpened(null);
            picker.current?.focus();
          }}
        />
      )}
      <FromAnotherPhone
        canSend={(library?.summaries.length ?? 0) > 0}
        imports={notice?.count ?? 0}
        onUndone={refresh}
        say={say}
      />
      <p
        class={`sessions-notice${notice?.ok === false ? ' is-warning' : ''}`}
        role="status"
        data-imports={notice?.count ?? 0}
      >
        {notice?.text ?? ''}
      </p>
      {library?.complete && library.summaries.length === 0 && <p class="sessions-empty">{m.empty}</p>}
      {library && library.summaries.length > 0 && (
        <ul class="session-list">
          {library.summaries.slice(0, shown).map((s) => (
            <SessionCard key={s.id} summary={s} onExport={onExport} onDelete={onDelete} />
          ))}
        </ul>
      )}
      {library && <ShowMore total={library.summaries.length} shown={shown} onMore={more} />}
      {library && <SetAsideReport entries={library.setAside} onExport={onExportSetAside} onDelete={onDeleteSetAside} />}
      <div class="toast-area" role="status">
        {deleted && (
          <div class="toast">
            <span>{m.deleted(deleted.names)}</span>
            <button type="button" class="primary" onClick={onUndoDelete}>
              {m.undo}
            </button>
          </div>
        )}
      </div>
    </main>
  );
}
