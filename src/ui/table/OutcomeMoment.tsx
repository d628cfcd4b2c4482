import { useLayoutEffect, useRef } from 'preact/hooks';
import { findEvent } from '../../rules';
import { actionSentence, outcomeSentences } from './actionSentences';
import type { Step } from './stepEvents';
import { useTapGuard } from './tapGuard';
import { useTableWords } from './equipment';

/** R12–R20, LC: after the deciding flip, a full-screen card the whole table can read; one tap continues, once the double-tap guard lets go. */
export function OutcomeMoment({ step, onContinue }: { step: Step; onContinue: () => void }) {
  const m = useTableWords();
  const card = useRef<HTMLDivElement>(null);
  // Focus moves before the frame is drawn: the frame that shows this is the one the tap settles in.
  useLayoutEffect(() => card.current?.focus(), []);
  // The second tap of the double tap on the deciding flip lands here: it must not dismiss what nobody has read yet.
  const guard = useTapGuard(card, 'shown');
  const continueIfSettled = () => {
    if (!guard.settling()) onContinue();
  };
  const settled = findEvent(step.events, 'challengeSettled');
  const success = settled?.result === 'success';
  const lines = outcomeSentences(step, m);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap anywhere on the card continues, on purpose; keys press the Continue button inside, whose click bubbles here.
    <div
      class={`outcome-moment ${success ? 'is-success' : 'is-failure'}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="moment-title"
      aria-describedby="moment-lines"
      tabIndex={-1}
      ref={card}
      onClick={continueIfSettled}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region: tabIndex lets a keyboard scroll it (axe's scrollable-region-focusable). */}
      <div class="moment-body" tabIndex={0}>
        <p class="moment-icon" aria-hidden="true">
          {success ? '✿' : '☠'}
        </p>
        <h2 id="moment-title" class="moment-title">
          {actionSentence(step, m)}
        </h2>
        <ul id="moment-lines" class="moment-lines">
          {lines.map((line, i) => (
            <li key={i} class={i === 0 ? 'moment-main' : ''}>
              {line}
            </li>
          ))}
        </ul>
      </div>
      {/* Its click bubbles to the card, which continues once. */}
      <button type="button" class="primary big moment-continue">
        {m.continue}
      </button>
    </div>
  );
}
