import { useEffect, useState } from 'preact/hooks';
import { forgetImport, lastImport, undoImport } from '../../session';
import { href } from '../route';
import { today } from '../sessions/download';
import { messages } from './receive.messages';
import { backupFileName } from './sendBackup';
import { SendGames } from './SendGames';
import './receive.css';

interface Props {
  /** Whether there are games to send. */
  canSend: boolean;
  /** Counts the imports made on Saved games, so an import made there is offered too. */
  imports: number;
  /** The import was undone: the list is read again. */
  onUndone: () => void;
  say: (text: string, ok: boolean) => void;
}

/** Saved games' part of moving games between phones: every game sent as a backup file (the share sheet, else the
 *  downloads), the way to a backup's preview (the receive screen), and after an
 *  import (made there or on the receive screen) its undo. The undo is offered until Keep while the page stays open (a
 *  reload keeps the import, as it keeps a deletion), so the person can look at the statistics first; a game of the
 *  import played since is never undone (undoImport says 'changed'). */
export function FromAnotherPhone({ canSend, imports, onUndone, say }: Props) {
  const m = messages();
  const [open, setOpen] = useState(() => lastImport() !== null);
  useEffect(() => setOpen(lastImport() !== null), [imports]);
  const keep = () => {
    forgetImport();
    setOpen(false);
  };
  const undo = async () => {
    setOpen(false);
    const result = await undoImport();
    if (result === 'undone') say(m.importUndone, true);
    else if (result === 'changed') say(m.undoChanged, false);
    else if (result === 'failed') say(m.storageRefused, false);
    onUndone();
  };
  return (
    <>
      <div class="sessions-tools">
        <SendGames fileName={backupFileName(today())} label={m.send} disabled={!canSend} />
        <a class="button" href={href({ name: 'receive' })}>
          {m.openBackup}
        </a>
      </div>
      {open && (
        <div class="import-undo">
          <span>{m.importDone}</span>
          <button type="button" class="primary" onClick={undo}>
            {m.undoImport}
          </button>
          <button type="button" onClick={keep}>
            {m.keep}
          </button>
        </div>
      )}
    </>
  );
}
