import { useEffect, useState } from 'preact/hooks';
import { persistenceStatus, type Persistence } from '../../session';
import { messages } from './sessions.messages';

/** Plain words about where games live, and whether the browser promised to keep them. */
export function StorageNote({ durable }: { durable: boolean }) {
  const m = messages();
  const [persistence, setPersistence] = useState<Persistence | null>(null);
  useEffect(() => {
    void persistenceStatus().then(setPersistence);
  }, []);
  const status = !durable
    ? m.unavailable
    : persistence === 'persistent'
      ? m.persistent
      : persistence === 'best-effort'
        ? m.bestEffort
        : persistence === 'unsupported'
          ? m.unsupported
          : null;
  return (
    <div class="storage-note">
      <p>{m.deviceNote}</p>
      {status && (
        <p
          class={`storage-status${durable && persistence === 'persistent' ? '' : ' is-warning'}`}
          data-persistence={durable ? persistence : 'memory'}
        >
          {status}
        </p>
      )}
    </div>
  );
}
