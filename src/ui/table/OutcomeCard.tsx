import { actionSentence, outcomeSentences } from './sentences';
import { findEvent } from '../../rules';
import { abandonedRound, type Step } from './steps';
import { messages } from './table.messages';

/** After a challenge settles (or a round is abandoned): what happened and what the table does now. */
export function OutcomeCard({ step }: { step: Step | undefined }) {
  const m = messages();
  if (!step) return null;
  if (abandonedRound(step)) {
    return (
      <section class="outcome" aria-label={m.outcomeTitle}>
        <p>{m.abandonedNote}</p>
      </section>
    );
  }
  const lines = outcomeSentences(step);
  if (lines.length === 0) return null;
  const settled = findEvent(step.events, 'challengeSettled');
  return (
    <section class={`outcome ${settled?.result === 'success' ? 'is-success' : 'is-failure'}`} aria-labelledby="outcome-title">
      <h2 id="outcome-title">{m.outcomeTitle}</h2>
      <p class="outcome-flip">{actionSentence(step)}</p>
      <ul class="outcome-lines">
        {lines.map((line, i) => (
          <li key={i} class={i === 0 ? 'outcome-main' : ''}>
            {line}
          </li>
        ))}
      </ul>
    </section>
  );
}
