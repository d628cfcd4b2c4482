import { useEffect, useState } from 'preact/hooks';
import { forgetImport, lastImport, undoImport } from '../../session';
import { messages as sessionWords } from '../sessions/sessions.messages';
import { messages } from './receive.messages';
import './receive.css';

interface Props {
  /** Counts the imports made on this screen, so an import made here is offered too. */
  imports: number;
  /** The import was undone: the list is read again. */
  onUndone: () => void;
  say: (text: string, ok: boolean) => void;
}

/** Saved games after an import (made here, or on the receive screen): undo it whole, or keep it. Offered until Keep
 *  while the page stays open (a reload keeps the import, as it keeps a deletion), so the person can look at the
 *  statistics first; a game of the import played since is never undone (undoImport says 'changed'). */
export function ImportUndoOffer({ imports, onUndone, say }: Props) {
  const m = messages();
  const [open, setOpen] = useState(() => lastImport() !== null);
  useEffect(() => setOpen(lastImport() !== null), [imports]);
  if (!open) return null;
  const keep = () => {
    forgetImport();
    setOpen(false);
  };
  const undo = async () => {
    setOpen(false);
    const result = await undoImport();
    if (result === 'undone') say(m.importUndone, true);
    else if (result === 'changed') say(m.undoChanged, false);
    else if (result === 'failed') say(sessionWords().storageRefused, false);
    onUndone();
  };
  return (
    <div class="import-undo">
      <span>{m.importDone}</span>
      <button type="button" class="primary" onClick={undo}>
        {m.undoImport}
      </button>
      <button type="button" onClick={keep}>
        {m.keep}
      </button>
    </div>
  );
}
