import { tableTotal, type GameState } from '../../rules';
import { MatToken } from '../components/MatToken';
import { messages } from './table.messages';

/** What the whole table must always see: total, bid, and every player's mat, discs and tags. */
export function TableStatus({ state, colors }: { state: GameState; colors: number[] }) {
  const m = messages();
  const bidder = state.bid ? state.players[state.bid.player]?.name ?? '' : '';
  return (
    <section class="status" aria-label={m.seatsTitle}>
      <dl class="stats">
        <div class="stat">
          <dt>{m.tableTotal}</dt>
          <dd class="stat-big">{tableTotal(state)}</dd>
        </div>
        <div class="stat">
          <dt>{m.bid}</dt>
          <dd>
            {state.bid ? (
              <>
                <span class="stat-big">{state.bid.amount}</span> <span class="stat-by">{m.bidBy(bidder)}</span>
              </>
            ) : (
              <span class="stat-none">{m.noBid}</span>
            )}
          </dd>
        </div>
      </dl>
      <ul class="seats">
        {state.players.map((p, seat) => {
          const turn = state.turn === seat && !p.eliminated && state.phase !== 'over';
          return (
            <li key={seat} class={`seat${turn ? ' is-turn' : ''}${p.eliminated ? ' is-out' : ''}`}>
              <MatToken color={colors[seat] ?? seat} />
              <div class="seat-body">
                <p class="seat-name">
                  {p.name}
                  {turn && <span class="tag tag-turn">{m.tagTurn}</span>}
                  {state.bid?.player === seat && <span class="tag tag-bid">{m.tagBidder}</span>}
                  {p.passed && <span class="tag">{m.tagPassed}</span>}
                  {p.eliminated && <span class="tag tag-out">{m.tagOut}</span>}
                  {p.successes > 0 && <span class="tag tag-success">{m.tagSuccess}</span>}
                  {p.lastChance === 'holding' && <span class="tag tag-lc">{m.tagLastChance}</span>}
                </p>
                {!p.eliminated && (
                  <p class="seat-line">
                    {m.seatLine(p.stack, p.flipped, p.discs)}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
