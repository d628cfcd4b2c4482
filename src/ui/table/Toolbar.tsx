import type { ComponentChildren } from 'preact';
import type { GameSnapshot } from '../../session';
import { messages } from './table.messages';

interface Props {
  snapshot: GameSnapshot;
  onUndo: () => void;
  onRedo: () => void;
  children?: ComponentChildren;
}

/** H2: undo and redo stay one tap away at the top of the screen, with no confirmation. */
export function Toolbar({ snapshot, onUndo, onRedo, children }: Props) {
  const m = messages();
  return (
    <nav class="toolbar" aria-label={m.toolbar}>
      <button type="button" class="tool tool-undo" disabled={!snapshot.canUndo} onClick={onUndo}>
        <span class="tool-icon" aria-hidden="true" />
        {m.undo}
      </button>
      <button type="button" class="tool tool-redo" disabled={!snapshot.canRedo} onClick={onRedo}>
        <span class="tool-icon" aria-hidden="true" />
        {m.redo}
      </button>
      {children}
    </nav>
  );
}
