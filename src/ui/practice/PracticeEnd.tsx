import { useState } from 'preact/hooks';
import { findEvent, type GameState } from '../../rules';
import { href } from '../route';
import { outcomeSentences, actionSentence } from '../table/actionSentences';
import type { Step } from '../table/stepEvents';
import { ChipDetail, SeatChips } from '../table/SeatChips';
import { useEquipment, useTableWords } from '../table/equipment';
import { practiceWords } from './practiceCards.messages';

interface Props {
  step: Step;
  table: GameState;
  colors: number[];
  onAgain: () => void;
}

/** H3: explains what the challenge would have done, and shows the table untouched. */
export function PracticeEnd({ step, table, colors, onAgain }: Props) {
  const m = practiceWords(useEquipment());
  const words = useTableWords();
  const [shown, setShown] = useState<number | null>(null);
  const o = step.after.lastOutcome;
  const challenger = step.before.players[o?.challenger ?? 0]?.name ?? '';
  return (
    <>
      <section
        class={`outcome practice-end is-${findEvent(step.events, 'challengeSettled')?.result ?? 'success'}`}
        aria-labelledby="practice-end-title"
      >
        <h2 id="practice-end-title">{m.endTitle}</h2>
        <p class="outcome-flip">{actionSentence(step, words)}</p>
        <ul class="outcome-lines">
          {outcomeSentences(step, words).map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </section>
      <section class="practice-end-note" aria-labelledby="practice-note-title">
        <h2 id="practice-note-title" data-autofocus="" tabIndex={-1}>
          {m.endPracticeTitle}
        </h2>
        <p class="practice-note">{o?.result === 'success' ? m.endSuccess(challenger) : m.endFailure(challenger)}</p>
        <p>{m.endNote}</p>
      </section>
      <h2>{m.endTable}</h2>
      <SeatChips state={table} colors={colors} lost={[]} shown={shown} onShow={setShown} />
      <ChipDetail state={table} lost={[]} seat={shown} />
      <div class="action-row practice-actions">
        <button type="button" class="primary" onClick={onAgain}>
          {m.again}
        </button>
        <a class="button" href={href({ name: 'new' })}>
          {m.realGame}
        </a>
      </div>
    </>
  );
}
