import { tableTotal, type GameState } from '../../rules';
import { FitName } from './FitName';
import { useTableWords } from './equipment';

/** Round figures the whole table asks about, always in the same place: the bid and its holder, the table total. */
export function Scoreboard({ state, copy = false }: { state: GameState; copy?: boolean }) {
  const m = useTableWords();
  const round = m.round(state.round);
  const holder = state.bid ? (state.players[state.bid.player]?.name ?? '') : m.noBid;
  return (
    <section
      class={`scoreboard${copy ? ' is-copy' : ''}`}
      aria-label={copy ? undefined : m.scoreboard}
      aria-hidden={copy ? 'true' : undefined}
    >
      <div class="score score-bid">
        <span class="score-label">{m.bidShort}</span>
        <span class="score-num stat-big">{state.bid ? state.bid.amount : ''}</span>
      </div>
      <p class="score-holder">
        <FitName class="holder-name" name={holder} lines={2} min={12} />
      </p>
      <div class="score score-total">
        <span class="score-label">{m.tableShort}</span>
        <span class="score-num stat-big">{tableTotal(state)}</span>
      </div>
      {copy || state.phase === 'over' ? <p class="round-title">{round}</p> : <h1 class="round-title">{round}</h1>}
    </section>
  );
}
