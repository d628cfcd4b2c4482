import { SUCCESSES_TO_WIN } from '../../rules';

// Issue 33: what a chip shows, drawn to be counted from across the table: one mark per disc (or card, R3) in CSS,
// sized by the layout, never a run of thin glyphs; the successes as "✿ 1/2".

interface DiscMarks {
  /** On the mat (face down), in hand, lost. */
  mat: number;
  hand: number;
  lost: number;
  /** R3: the table plays with cards: the marks are cards. */
  cards: boolean;
}

const marks = (n: number, kind: string) =>
  Array.from({ length: n }, (_, i) => <span key={`${kind}${i}`} class={`mark is-${kind}`} />);

/** A player's discs: ● on the mat, ○ in hand, a crossed ring for each lost one. */
export function Marks({ mat, hand, lost, cards }: DiscMarks) {
  return (
    <span class={`chip-marks${cards ? ' is-cards' : ''}`} aria-hidden="true">
      {marks(mat, 'mat')}
      {marks(hand, 'hand')}
      {marks(lost, 'lost')}
    </span>
  );
}

/** R11–R12, a stack during the challenge: the flowers flipped from it this round, then the discs still face down. */
export function StackMarks({ flipped, down, cards }: { flipped: number; down: number; cards: boolean }) {
  return (
    <span class={`chip-marks${cards ? ' is-cards' : ''}`} aria-hidden="true">
      {marks(flipped, 'flower')}
      {marks(down, 'mat')}
    </span>
  );
}

/** R13: the successes out of the two that win, "✿1/2"; shown once there is one. */
export function Score({ successes }: { successes: number }) {
  if (successes <= 0) return null;
  return (
    <span class="chip-score" aria-hidden="true">
      <span class="score-flower">✿</span>
      {`${successes}/${SUCCESSES_TO_WIN}`}
    </span>
  );
}

/** One success from winning: the chip is marked for the whole table. */
export const oneAway = (successes: number): boolean => successes === SUCCESSES_TO_WIN - 1;
