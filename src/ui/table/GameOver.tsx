import { findEvent, type GameState } from '../../rules';
import { MatToken } from '../components/MatToken';
import { href } from '../route';
import { messages as historyMessages } from './history.messages';
import { OutcomeCard } from './OutcomeCard';
import { challengeSummary } from './sentences';
import { groupByRound, type Step } from './steps';
import { messages } from './table.messages';

/** R13/R18: the winner, a round-by-round summary, and a rematch with the same table. */
export function GameOver({ id, state, steps, colors }: { id: string; state: GameState; steps: Step[]; colors: number[] }) {
  const m = messages();
  const h = historyMessages();
  const winner = state.winner ?? 0;
  const name = state.players[winner]?.name ?? '';
  const last = steps[steps.length - 1];
  const byTwo = last !== undefined && findEvent(last.events, 'gameOver')?.reason === 'twoSuccesses';
  const rounds = groupByRound(steps).map((g) => {
    const lines = g.steps.map(challengeSummary).filter((l): l is string => l !== null);
    return { round: g.round, abandoned: g.abandoned, text: lines.join(' ') || h.summaryUnfinished };
  });
  return (
    <>
      <div class="winner">
        <MatToken color={colors[winner] ?? winner} size="lg" />
        <div>
          <h1 class="turn-name">{m.winsTitle(name)}</h1>
          <p>{byTwo ? m.byTwo : m.byLast}</p>
        </div>
      </div>
      <OutcomeCard step={last} />
      <div class="action-stack">
        <a class="button primary wide" href={href({ name: 'new', from: id })} data-autofocus="">
          {m.playAgain}
        </a>
        <a class="button wide" href={href({ name: 'home' })}>
          {m.home}
        </a>
      </div>
      <section class="summary" aria-labelledby="summary-title">
        <h2 id="summary-title">{m.summaryTitle}</h2>
        <ol class="summary-list">
          {rounds.map((r, i) => (
            <li key={i}>
              <strong>{r.abandoned ? h.roundAbandoned(r.round) : h.roundHeading(r.round)}</strong> {r.text}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
