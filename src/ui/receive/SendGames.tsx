import { useState } from 'preact/hooks';
import { recordError } from '../../diagnostics/caughtErrors';
import { exportSessions } from '../../session';
import { messages } from './receive.messages';
import { backupFileName, localDay, sendBackup, type SendOutcome } from './sendBackup';
import './receive.css';

interface Props {
  /** The games the file holds (one game, a night's); every game when omitted. */
  ids?: readonly string[];
  fileName: string;
  label: string;
  /** The button takes the screen's width, as its neighbours do. */
  wide?: boolean;
  disabled?: boolean;
}

/** Every "Send … to another phone": a button that hands the games' backup file to the share sheet, else to the
 *  downloads, and says where it went (nothing when the person saw the share sheet). */
export function SendGames({ ids, fileName, label, wide, disabled }: Props) {
  const m = messages();
  const [outcome, setOutcome] = useState<SendOutcome | 'sending' | null>(null);
  const send = async () => {
    setOutcome('sending');
    let done: SendOutcome = 'failed';
    try {
      done = await sendBackup(await exportSessions(ids), fileName);
    } catch (error) {
      recordError('send.export', error);
    }
    setOutcome(done);
  };
  return (
    <>
      <button
        type="button"
        class={wide ? 'wide' : undefined}
        disabled={disabled || outcome === 'sending'}
        onClick={send}
      >
        {label}
      </button>
      <p aria-live="polite" class={`send-note${outcome === 'failed' ? ' is-warning' : ''}`}>
        {outcome === 'downloaded' ? m.sentToDownloads : outcome === 'failed' ? m.storageRefused : ''}
      </p>
    </>
  );
}

/** One game as a file for another phone, named by its day and its players (the game over's share sheet). */
export function SendGame({
  id,
  created,
  players,
  label,
}: {
  id: string;
  created: number;
  players: readonly string[];
  label: string;
}) {
  return <SendGames ids={[id]} fileName={backupFileName(localDay(created), players)} label={label} />;
}
