import { Component } from 'preact';
import { handSize, type GameState } from '../../rules';
import { MatToken } from '../components/MatToken';
import { Marks, oneAway, Score } from './ChipMarks';
import { FitName } from './FitName';
import { useEquipment, useTableWords } from './equipment';
import type { TableWords } from './table.messages';

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
  lost: readonly number[];
  shown: number | null;
  onShow: (seat: number | null) => void;
  /** The seats this list shows, in this order (flat mode lists each edge's, clockwise); all in seat order if unset. */
  seats?: readonly number[];
}

interface ChipProps {
  seat: number;
  name: string;
  color: number;
  stack: number;
  hand: number;
  lost: number;
  holding: boolean;
  successes: number;
  role: Role;
  pressed: boolean;
  onShow: (seat: number | null) => void;
  /** The table's words: one object per language and equipment, so it changes no chip's props. */
  words: TableWords;
  /** R3: the marks are cards. */
  cards: boolean;
}

/** One player's chip; its props are plain values, so a tap redraws only the chips it changed (preact/compat's memo
 *  would bring compat's global hooks with it). */
class Chip extends Component<ChipProps> {
  override shouldComponentUpdate(next: ChipProps): boolean {
    return (Object.keys(next) as Array<keyof ChipProps>).some((k) => next[k] !== this.props[k]);
  }
  override render() {
    return chip(this.props);
  }
}

function chip({
  seat,
  name,
  color,
  stack,
  hand,
  lost,
  holding,
  successes,
  role,
  pressed,
  onShow,
  words: m,
  cards,
}: ChipProps) {
  const roles = {
    turn: m.roleTurn,
    bid: m.roleBid,
    passed: m.rolePassed,
    challenger: m.roleChallenger,
    out: m.roleOut,
    starter: m.roleStarter,
  };
  const near = oneAway(successes);
  const said = [
    m.discs(stack, hand, lost),
    holding ? m.lastChanceDisc : '',
    successes > 0 ? m.successes(successes) : '',
    near ? m.oneAway : '',
  ].filter(Boolean);
  return (
    <li class={`chip${role ? ` role-${role}` : ''}${near ? ' is-one-away' : ''}`}>
      <button type="button" class="chip-button" aria-pressed={pressed} onClick={() => onShow(pressed ? null : seat)}>
        <MatToken color={color} />
        <span class="chip-body">
          <FitName class="chip-name" name={name} lines={2} min={11} />
          <span class="chip-line">
            {/* LC: the Last Chance disc is one of the marks in hand; the star says which, beside them. */}
            <Marks mat={stack} hand={hand} lost={lost} cards={cards} />
            {holding && (
              <span class="chip-badge lc-badge" aria-hidden="true">
                ★
              </span>
            )}
            {role && <FitName class={`chip-role role-${role}`} name={roles[role]} lines={2} min={13} box="parent" />}
            <Score successes={successes} />
          </span>
          <span class="sr-only">{said.join(', ')}</span>
        </span>
      </button>
    </li>
  );
}

/** Every player in seat order: colour, fitted name, disc marks (● mat, ○ hand, ⊘ lost), the Last Chance badge ★, the
 *  role, and the successes "✿1/2". */
export function SeatChips({ state, colors, lost, shown, onShow, seats }: Props) {
  const m = useTableWords();
  const cards = useEquipment() === 'cards';
  return (
    <ul class="chips" aria-label={m.seatsTitle}>
      {(seats ?? state.players.map((_, seat) => seat)).map((seat) => {
        const p = state.players[seat]!;
        return (
          <Chip
            key={seat}
            seat={seat}
            name={p.name}
            color={colors[seat] ?? seat}
            stack={p.stack}
            hand={p.eliminated ? 0 : Math.max(0, handSize(p))} // the Last Chance disc counts in hand until placed
            lost={lost[seat] ?? 0}
            holding={p.lastChance === 'holding'}
            successes={p.successes}
            role={roleOf(state, seat)}
            pressed={shown === seat}
            onShow={onShow}
            words={m}
            cards={cards}
          />
        );
      })}
    </ul>
  );
}

/** The full name and discs of the chip last tapped, in words, for names too long for their chip. */
export function ChipDetail({ state, lost, seat }: { state: GameState; lost: readonly number[]; seat: number | null }) {
  const m = useTableWords();
  const p = seat === null ? undefined : state.players[seat];
  if (!p || seat === null) return null;
  const hand = p.eliminated ? 0 : Math.max(0, handSize(p)); // the Last Chance disc counts in hand until placed
  return <p class="chip-detail">{m.fullName(p.name, m.discs(p.stack, hand, lost[seat] ?? 0))}</p>;
}
