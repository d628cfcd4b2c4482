import type { GameSnapshot } from '../../session';
import { messages } from './table.messages';

/** Storage state in one quiet line; a warning from the controller takes its place when there is one. */
export function SaveLine({ snapshot }: { snapshot: GameSnapshot }) {
  const m = messages();
  if (snapshot.warning) {
    return (
      <p class="save-line is-warning" role="status">
        {snapshot.warning}
      </p>
    );
  }
  const text = { saved: m.saved, saving: m.saving, memory: m.memory, readonly: m.readonly }[snapshot.save];
  return (
    <p class={`save-line${snapshot.save === 'saved' || snapshot.save === 'saving' ? '' : ' is-warning'}`}>{text}</p>
  );
}
