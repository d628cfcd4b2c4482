import { useEffect, useState } from 'preact/hooks';
import { messages } from './pwa.messages';
import { usePlaying } from './playing';
import { currentOffer, onUpdateOffer, type ApplyUpdate } from './updateOffer';
import './update-prompt.css';

/** A non-blocking banner: the new version only loads when the player taps Reload, so no game is cut off; while a game
 *  is going on (the table's mark, playing.ts) it waits, shown nowhere, until the game is over or left. */
export function UpdatePrompt() {
  const held = usePlaying();
  const [offer, setOffer] = useState<ApplyUpdate | null>(currentOffer);
  const [dismissed, setDismissed] = useState(false);
  useEffect(
    () =>
      onUpdateOffer((next) => {
        setOffer(() => next);
        setDismissed(false);
      }),
    [],
  );
  const m = messages();
  // The live region stays in the page, so screen readers announce the prompt when it fills in; no status
  // role, so it never competes with a screen's own status line.
  return (
    <div class="update-region" aria-live="polite" data-offer={offer ? (held ? 'held' : 'shown') : undefined}>
      {offer && !dismissed && !held && (
        <div class="update-prompt">
          <span>{m.updateAvailable}</span>
          <button type="button" class="primary" onClick={offer}>
            {m.reload}
          </button>
          <button type="button" onClick={() => setDismissed(true)}>
            {m.later}
          </button>
        </div>
      )}
    </div>
  );
}
