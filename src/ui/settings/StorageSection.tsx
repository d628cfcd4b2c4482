import { useEffect, useState } from 'preact/hooks';
import { exportSessions, persistenceStatus, type Persistence } from '../../session';
import { href } from '../route';
import { downloadText, today } from '../sessions/download';
import { type Outcome, OutcomeNote } from './OutcomeNote';
import { messages } from './settings.messages';
import { recordError } from '../../diagnostics/errors';

/** Whether the browser promises to keep the games, a one-tap backup, and the way to the statistics. */
export function StorageSection() {
  const m = messages();
  const [status, setStatus] = useState<Persistence | null>(null);
  const [exported, setExported] = useState<Outcome>(null);
  useEffect(() => {
    let live = true;
    persistenceStatus()
      .then((s) => live && setStatus(s))
      .catch((error: unknown) => {
        recordError('settings.persistence', error);
        if (live) setStatus('unsupported');
      });
    return () => {
      live = false;
    };
  }, []);
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
