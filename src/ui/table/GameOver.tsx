import type { GameState } from '../../rules';
import { MatToken } from '../components/MatToken';
import { FitName } from './FitName';
import type { Standing } from './standings';
import { useTableWords } from './equipment';
import type { TableWords } from './table.messages';

/** "2 successes, 4 discs left" or "out in round 4": a standing in words (screen readers, the sheet, the shared result). */
export function standingText(s: Standing, m: TableWords): string {
  return s.outRound === null ? m.standingIn(s.successes, s.discs) : m.standingOut(s.outRound);
}

/** "5 rounds · 23 min": what the game took; no duration when the record's times make none. */
export function gameFacts(rounds: number, minutes: number | null, m: TableWords): string[] {
  return minutes === null ? [m.rounds(rounds)] : [m.rounds(rounds), m.duration(minutes)];
}

/** Where the scoreboard was: who won, how, and what the game took. */
export function OverBoard({
  state,
  colors,
  byTwo,
  facts,
}: {
  state: GameState;
  colors: number[];
  byTwo: boolean;
  facts: string[];
}) {
  const m = useTableWords();
  const winner = state.winner ?? 0;
  return (
    <section class="over-board" aria-labelledby="over-title">
      <MatToken color={colors[winner] ?? winner} size="lg" />
      <div class="over-text">
        <h1 id="over-title">
          <FitName class="over-title" name={m.winsTitle(state.players[winner]?.name ?? '')} lines={2} min={18} />
        </h1>
        <p class="over-how">{byTwo ? m.byTwo : m.byLast}</p>
        <p class="over-facts">{facts.join(' · ')}</p>
      </div>
    </section>
  );
}

/** The standings, one row per player: place, colour, name, successes ✿ and discs ● (or the round they went out). */
export function StandingsList({ standings, colors }: { standings: Standing[]; colors: number[] }) {
  const m = useTableWords();
  return (
    <ol class="standings" aria-label={m.standings}>
      {standings.map((s) => (
        <li key={s.seat} class={`standing${s.winner ? ' is-winner' : ''}${s.outRound === null ? '' : ' is-out'}`}>
          <span class="standing-place">{s.place}</span>
          <MatToken color={colors[s.seat] ?? s.seat} />
          <span class="standing-body">
            <FitName class="standing-name" name={s.name} min={14} />
            <span class="standing-line">
              {s.successes > 0 && (
                <span class="chip-success" aria-hidden="true">
                  {'✿'.repeat(s.successes)}
                </span>
              )}
              {s.outRound === null ? (
                <>
                  <span class="marks" aria-hidden="true">
                    {'●'.repeat(s.discs)}
                  </span>
                  <span class="sr-only">{standingText(s, m)}</span>
                </>
              ) : (
                <span class="standing-out">{standingText(s, m)}</span>
              )}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
