import { useState } from 'preact/hooks';
import { exportSessions, persistenceStatus, type Persistence } from '../../session';
import { useLoaded } from '../components/useLoaded';
import { href } from '../route';
import { downloadText, today } from '../sessions/download';
import { type Outcome, OutcomeNote } from './OutcomeNote';
import { messages } from './settings.messages';
import { recordError } from '../../diagnostics/caughtErrors';

/** Whether the browser promises to keep the games, a one-tap backup, and the way to the statistics. */
export function StorageSection() {
  const m = messages();
  const [read] = useLoaded(persistenceStatus, 'settings.persistence');
  const status: Persistence | null =
    read.status === 'ready' ? read.value : read.status === 'failed' ? 'unsupported' : null;
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
        <button type="button" onClick={exportAll}>
          {m.exportAll}
        </button>
        <a class="button" href={href({ name: 'stats' })}>
          {m.statistics}
        </a>
      </div>
      <OutcomeNote outcome={exported} done={m.exported} failed={m.exportFailed} />
    </fieldset>
  );
}
