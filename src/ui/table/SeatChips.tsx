import { handSize, type GameState } from '../../rules';
import { MatToken } from '../components/MatToken';
import { FitName } from './FitName';
import { messages } from './display.messages';

export type Role = 'turn' | 'bid' | 'passed' | 'challenger' | 'out' | 'starter' | null;

/** One role per phase, the one the table needs to see now. */
export function roleOf(state: GameState, seat: number): Role {
  const p = state.players[seat]!;
  if (p.eliminated) return 'out';
  switch (state.phase) {
    case 'placing':
      return state.starter === seat ? 'starter' : null;
    case 'revealing':
      return state.challenger === seat ? 'challenger' : null;
    case 'over':
      return null;
    default:
      if (state.turn === seat) return 'turn';
      if (state.bid?.player === seat) return 'bid';
      return p.passed ? 'passed' : null;
  }
}

interface Props {
  state: GameState;
  colors: number[];
  lost: number[];
  shown: number | null;
  onShow: (seat: number | null) => void;
  /** The seats this list shows (flat mode splits them by edge). */
  only?: (seat: number) => boolean;
}

/** Every player in seat order: colour, fitted name, disc marks (● mat, ○ hand, × lost, ★ Last Chance), ✿ successes, role. */
export function SeatChips({ state, colors, lost, shown, onShow, only = () => true }: Props) {
  const d = messages();
  const roles = { turn: d.roleTurn, bid: d.roleBid, passed: d.rolePassed, challenger: d.roleChallenger, out: d.roleOut, starter: d.roleStarter };
  return (
    <ul class="chips" aria-label={d.stacksTitle}>
      {state.players.map((p, seat) => {
        if (!only(seat)) return null;
        const role = roleOf(state, seat);
        const hand = p.eliminated ? 0 : Math.max(0, handSize(p)); // the Last Chance disc counts in hand until placed
        const discs = d.discs(p.stack, hand, lost[seat] ?? 0);
        const extra = [p.lastChance === 'holding' ? d.lastChanceDisc : '', p.successes > 0 ? d.successes(p.successes) : '']
          .filter(Boolean)
          .join(', ');
        return (
          <li key={seat} class={`chip${role ? ` role-${role}` : ''}`}>
            <button type="button" class="chip-button" aria-pressed={shown === seat} onClick={() => onShow(shown === seat ? null : seat)}>
              <MatToken color={colors[seat] ?? seat} />
              <span class="chip-body">
                <FitName class="chip-name" name={p.name} lines={2} min={11} />
                <span class="chip-line">
                  <span class="marks" aria-hidden="true">
                    {'●'.repeat(p.stack)}
                    {'○'.repeat(hand)}
                    {p.lastChance === 'holding' ? '★' : ''}
                    {'×'.repeat(lost[seat] ?? 0)}
                  </span>
                  {p.successes > 0 && (
                    <span class="chip-success" aria-hidden="true">
                      {'✿'.repeat(p.successes)}
                    </span>
                  )}
                  {role && <FitName class={`chip-role role-${role}`} name={roles[role]} min={11} box="parent" />}
                </span>
                <span class="sr-only">{extra ? `${discs}, ${extra}` : discs}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The full name and discs of the chip last tapped, in words, for names too long for their chip. */
export function ChipDetail({ state, lost, seat }: { state: GameState; lost: number[]; seat: number | null }) {
  const d = messages();
  const p = seat === null ? undefined : state.players[seat];
  if (!p || seat === null) return null;
  const hand = p.eliminated ? 0 : Math.max(0, handSize(p)); // the Last Chance disc counts in hand until placed
  return <p class="chip-detail">{d.fullName(p.name, d.discs(p.stack, hand, lost[seat] ?? 0))}</p>;
}
