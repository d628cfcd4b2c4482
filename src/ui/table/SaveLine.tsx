import type { GameSnapshot, SaveStatus } from '../../session';
import { messages as saveMessages } from './save.messages';
import { messages } from './table.messages';

/** Storage state in one quiet line; a warning from the controller, worded here from its code, takes its place. */
export function SaveLine({ snapshot }: { snapshot: GameSnapshot }) {
  if (snapshot.warning) {
    return (
      <p class="save-line is-warning" role="status">
        {saveMessages()[snapshot.warning]}
      </p>
    );
  }
  const m = messages();
  const text: Record<SaveStatus, string> = {
    saved: m.saved,
    saving: m.saving,
    memory: m.memory,
    'read-only': m.readonly,
  };
  return (
    <p class={`save-line${snapshot.save === 'saved' || snapshot.save === 'saving' ? '' : ' is-warning'}`}>
      {text[snapshot.save]}
    </p>
  );
}
