import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { OnScreen } from '../components/OnScreen';
import { actionSentence, outcomeSentences } from './actionSentences';
import { groupByRound, type RoundGroup, type Step } from './stepEvents';
import type { TableActions } from './tableActions';
import { useTableWords } from './equipment';

// Rounds are rendered in chunks of about this many actions, each only while it is near the screen.
const CHUNK = 40;
const EAGER_CHUNKS = 2;
const ROW_PX = 56;
const HEADING_PX = 48;

interface Chunk {
  first: number; // index of its first round among all rounds, for unique heading ids
  groups: RoundGroup[];
  actions: number;
}

function chunked(groups: RoundGroup[]): Chunk[] {
  const chunks: Chunk[] = [];
  groups.forEach((g, i) => {
    const last = chunks[chunks.length - 1];
    if (last && last.actions < CHUNK) {
      last.groups.push(g);
      last.actions += g.steps.length;
    } else chunks.push({ first: i, groups: [g], actions: g.steps.length });
  });
  return chunks;
}

/** H2's companion, in the menu's sheet: one sentence per action, grouped by round, newest round last. */
export function HistoryView({ steps, actions }: { steps: readonly Step[]; actions: Pick<TableActions, 'closeSheet'> }) {
  const m = useTableWords();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves before the frame is drawn: the frame that shows this is the one the tap settles in.
  useLayoutEffect(() => heading.current?.focus(), []);
  const chunks = useMemo(() => chunked(groupByRound(steps)), [steps]);
  return (
    <section class="history" aria-labelledby="history-title">
      <h2 id="history-title" ref={heading} tabIndex={-1}>
        {m.historyTitle}
      </h2>
      <button type="button" class="wide" onClick={actions.closeSheet}>
        {m.backToTable}
      </button>
      {chunks.length === 0 && <p>{m.historyEmpty}</p>}
      {chunks.map((c, k) => (
        <OnScreen key={c.first} eager={k < EAGER_CHUNKS} estimate={c.actions * ROW_PX + c.groups.length * HEADING_PX}>
          {() =>
            c.groups.map((g, j) => (
              <section key={c.first + j} class="history-round" aria-labelledby={`round-${c.first + j}`}>
                <h3 id={`round-${c.first + j}`}>{g.abandoned ? m.roundAbandoned(g.round) : m.roundHeading(g.round)}</h3>
                <ol>
                  {g.steps.map((step) => (
                    <li key={step.index}>
                      <p>{actionSentence(step, m)}</p>
                      {outcomeSentences(step, m).map((line, i) => (
                        <p key={i} class="history-outcome">
                          {line}
                        </p>
                      ))}
                    </li>
                  ))}
                </ol>
              </section>
            ))
          }
        </OnScreen>
      ))}
    </section>
  );
}
