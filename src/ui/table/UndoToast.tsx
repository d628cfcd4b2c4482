import { useEffect } from 'preact/hooks';
import type { TableActions } from './tableActions';
import { useTableWords } from './equipment';

export interface Toast {
  text: string;
  /** The action an undo took back: the toast offers to redo it. */
  redo: string | null;
  key: number;
}

/** A few seconds of "Undone: Ben passes · Redo", in the players' area: never over the scoreboard or the controls. */
export function UndoToast({ toast, actions }: { toast: Toast; actions: Pick<TableActions, 'redo' | 'dismissToast'> }) {
  const m = useTableWords();
  useEffect(() => {
    const t = setTimeout(() => actions.dismissToast(toast), 5000);
    return () => clearTimeout(t);
  }, [toast.key]);
  return (
    <div class="table-toast" role="status">
      {toast.text}
      {toast.redo && (
        <button type="button" class="link-button" aria-label={`${m.redoThat}: ${toast.redo}`} onClick={actions.redo}>
          {m.redoThat}
        </button>
      )}
    </div>
  );
}
