import { useLayoutEffect, useRef } from 'preact/hooks';
import { findEvent } from '../../rules';
import { actionSentence, outcomeSentences } from './actionSentences';
import type { Edge } from './seating';
import type { Step } from './stepEvents';
import { useTapGuard } from './tapGuard';
import { useTableWords } from './equipment';

interface Props {
  step: Step;
  /** The edges people sit at (flat on the table), each read from its own side; the near edge alone when upright. */
  edges?: readonly Edge[];
  onContinue: () => void;
}

/** R12–R20, LC: after the deciding flip, a full-screen card the whole table can read; one tap continues, once the
 *  double-tap guard lets go. Flat on the table, its words show once per edge someone sits at, turned to that edge. */
export function OutcomeMoment({ step, edges = ['near'], onContinue }: Props) {
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
  const upright = edges.length === 1 && edges[0] === 'near';
  // The first copy is the one assistive technology reads; the others repeat it for the eyes only.
  const words = (copy: boolean) => (
    <>
      <h2 id={copy ? undefined : 'moment-title'} class="moment-title">
        {actionSentence(step, m)}
      </h2>
      <ul id={copy ? undefined : 'moment-lines'} class="moment-lines">
        {lines.map((line, i) => (
          <li key={i} class={i === 0 ? 'moment-main' : ''}>
            {line}
          </li>
        ))}
      </ul>
    </>
  );
  const icon = (
    <p class="moment-icon" aria-hidden="true">
      {success ? '✿' : '☠'}
    </p>
  );
  // Its click bubbles to the card, which continues once.
  const go = (
    <button type="button" class="primary big moment-continue">
      {m.continue}
    </button>
  );
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap anywhere on the card continues, on purpose; keys press the Continue button inside, whose click bubbles here.
    <div
      class={`outcome-moment ${success ? 'is-success' : 'is-failure'}${upright ? '' : ` is-copies${edges.map((e) => ` has-${e}`).join('')}`}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="moment-title"
      aria-describedby="moment-lines"
      tabIndex={-1}
      ref={card}
      onClick={continueIfSettled}
    >
      {upright ? (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region: tabIndex lets a keyboard scroll it (axe's scrollable-region-focusable). */}
          <div class="moment-body" tabIndex={0}>
            {icon}
            {words(false)}
          </div>
          {go}
        </>
      ) : (
        <>
          {edges.map((edge, i) => (
            <div key={edge} class={`moment-copy copy-${edge}`} aria-hidden={i === 0 ? undefined : 'true'}>
              <div class="moment-body" tabIndex={i === 0 ? 0 : undefined}>
                {words(i > 0)}
              </div>
            </div>
          ))}
          <div class="moment-middle">
            {icon}
            {go}
          </div>
        </>
      )}
    </div>
  );
}
