import { useState } from 'preact/hooks';
import { askPersistence, exportSessions, persistenceStatus, type Persistence } from '../../session';
import { useLoaded } from '../components/useLoaded';
import { href } from '../route';
import { downloadText, today } from '../sessions/download';
import { type Outcome, OutcomeNote } from './OutcomeNote';
import { messages } from './settings.messages';
import { recordError } from '../../diagnostics/caughtErrors';

/** Whether the browser promises to keep the games (and, where it has not, asking it to), a one-tap backup, and the way
 *  to the statistics. */
export function StorageSection() {
  const m = messages();
  const [read, reread] = useLoaded(persistenceStatus, 'settings.persistence');
  const status: Persistence | null =
    read.status === 'ready' ? read.value : read.status === 'failed' ? 'unsupported' : null;
  // The browser's answer when the person asked (Firefox asks them; Chromium and Safari decide: installed apps are kept).
  const [refused, setRefused] = useState(false);
  const ask = async () => {
    setRefused((await askPersistence(true)) !== 'persistent');
    await reread();
  };
  const [exported, setExported] = useState<Outcome>(null);
  const exportAll = async () => {
    try {
      downloadText(await exportSessions(), m.fileName(today()));
      setExported('done');
    } catch (error) {
      recordError('settings.export', error);
      setExported('failed');
    }
  };
  const note =
    status === null
      ? m.checking
      : status === 'persistent'
        ? m.persistent
        : status === 'best-effort'
          ? m.bestEffort
          : m.unsupported;
  return (
    <fieldset class="settings-choice">
      <legend>{m.storageTitle}</legend>
      <p class="settings-hint" data-persistence={status ?? 'checking'}>
        {note}
      </p>
      <div class="settings-actions">
        {status === 'best-effort' && (
          <button type="button" onClick={ask}>
            {m.askKeep}
          </button>
        )}
        <button type="button" onClick={exportAll}>
          {m.exportAll}
        </button>
        <a class="button" href={href({ name: 'stats' })}>
          {m.statistics}
        </a>
      </div>
      <p class="settings-hint" role="status">
        {refused ? m.askRefused : ''}
      </p>
      <OutcomeNote outcome={exported} done={m.exported} failed={m.exportFailed} />
    </fieldset>
  );
}
