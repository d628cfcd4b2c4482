import { useState } from 'preact/hooks';
import { messages } from './setup.messages';

/** An explanation folded behind a tap (issue 33: names, starter and Start fit one screen): "?" beside what it
 *  explains, the text below it when opened. Screen readers hear it with its control at once (aria-describedby reads
 *  a hidden text too). */
export function Hint({ id, text, about }: { id: string; text: string; about: string }) {
  const m = messages();
  const [open, setOpen] = useState(false);
  return (
    <>
      {text && (
        <button
          type="button"
          class="hint-toggle"
          aria-expanded={open}
          aria-controls={id}
          aria-label={m.explain(about)}
          onClick={() => setOpen(!open)}
        >
          ?
        </button>
      )}
      <p id={id} class="hint folded-hint" hidden={!open || !text}>
        {text}
      </p>
    </>
  );
}
