import { useEffect, useRef } from 'preact/hooks';
import { messages as historyMessages } from './history.messages';
import { actionSentence, outcomeSentences } from './sentences';
import { groupByRound, type Step } from './steps';
import { messages } from './table.messages';

/** H2's companion, in the menu's sheet: one sentence per action, grouped by round, newest round last. */
export function HistoryView({ steps, onClose }: { steps: Step[]; onClose: () => void }) {
  const m = messages();
  const h = historyMessages();
  const heading = useRef<HTMLHeadingElement>(null); // the sheet opens on its title
  useEffect(() => heading.current?.focus(), []);
  const groups = groupByRound(steps);
  return (
    <section class="history" aria-labelledby="history-title">
      <h2 id="history-title" ref={heading} tabIndex={-1}>
        {m.historyTitle}
      </h2>
      <button type="button" class="wide" onClick={onClose}>
        {m.backToTable}
      </button>
      {groups.length === 0 && <p>{m.historyEmpty}</p>}
      {groups.map((g, i) => (
        <section key={i} class="history-round" aria-labelledby={`round-${i}`}>
          <h3 id={`round-${i}`}>{g.abandoned ? h.roundAbandoned(g.round) : h.roundHeading(g.round)}</h3>
          <ol>
            {g.steps.map((step) => (
              <li key={step.index}>
                <p>{actionSentence(step)}</p>
                {outcomeSentences(step).map((line, j) => (
                  <p key={j} class="history-outcome">
                    {line}
                  </p>
                ))}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
