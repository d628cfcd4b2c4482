import { challengeSummary } from './actionSentences';
import { groupByRound, type Step } from './stepEvents';
import { useTableWords } from './equipment';

/** One line per round played, from the engine's events: the game-over summary (on screen where it fits, else in the sheet). */
export function RoundList({ steps, class: cls }: { steps: readonly Step[]; class: string }) {
  const m = useTableWords();
  return (
    <ol class={cls}>
      {groupByRound(steps).map((g, i) => {
        const lines = g.steps.map((step) => challengeSummary(step, m)).filter((l): l is string => l !== null);
        return (
          <li key={i}>
            <strong>{g.abandoned ? m.roundAbandoned(g.round) : m.roundHeading(g.round)}</strong>{' '}
            {lines.join(' ') || m.summaryUnfinished}
          </li>
        );
      })}
    </ol>
  );
}
