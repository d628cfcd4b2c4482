import type { Action, GameState } from '../../rules';
import { tableTotal } from '../../rules';
import { MatToken } from '../components/MatToken';
import { BidPicker } from './BidPicker';
import { Head } from './ControlsHead';
import { FlipControls } from './FlipControls';
import type { TableActions } from './tableActions';
import { useTableWords } from './equipment';

export interface ControlsProps {
  id: string;
  state: GameState;
  legal: Action[];
  colors: number[];
  picking: boolean;
  chosen: number | null;
  /** The table's actions; the practice round passes its own. */
  actions: Pick<TableActions, 'act' | 'pick' | 'show'>;
}

/** The pinned controls of the phase, under the thumb: only what legalActions lists. */
export function Controls(props: ControlsProps) {
  const { state, legal, colors, picking } = props;
  const { act, pick } = props.actions;
  const m = useTableWords();
  const name = (seat: number | null) => (seat === null ? '' : (state.players[seat]?.name ?? ''));
  const player = state.turn ?? 0;
  const amounts = legal.flatMap((a) => (a.type === 'bid' ? [a.amount] : []));
  const total = tableTotal(state);
  const bid = (amount: number) => act({ type: 'bid', player, amount });

  if (picking && amounts.length > 0) {
    // The bidder stays named above the amounts: the chips give way to the grid.
    return (
      <>
        <Head label={m.turnLabel} seat={player} name={name(player)} colors={colors} />
        <BidPicker
          amounts={amounts}
          allAt={total}
          allNote={m.startsChallenge}
          prompt={state.phase === 'bidding' ? m.raisePrompt : m.bidPrompt}
          onBid={bid}
          onCancel={() => pick(false)}
          focusFirst
        />
      </>
    );
  }

  switch (state.phase) {
    case 'placing':
      return (
        <>
          <Head label={m.starterLabel} seat={state.starter} name={name(state.starter)} colors={colors} />
          <p class="instruction">{m.placeInstruction(name(state.starter))}</p>
          <div class="action-row">
            <button type="button" class="primary big" data-autofocus="" onClick={() => act({ type: 'placeFirst' })}>
              {m.placedButton}
            </button>
          </div>
        </>
      );
    case 'adding': {
      const canAdd = legal.some((a) => a.type === 'add');
      return (
        <>
          <Head label={m.turnLabel} seat={player} name={name(player)} colors={colors} />
          <p class="instruction">{canAdd ? m.addingHint(name(player)) : m.emptyHand(name(player))}</p>
          <div class="action-row">
            {canAdd && (
              <button type="button" class="primary big" data-autofocus="" onClick={() => act({ type: 'add', player })}>
                {m.addDisc}
              </button>
            )}
            <button
              type="button"
              class={`big${canAdd ? '' : ' primary'}`}
              data-autofocus={canAdd ? undefined : ''}
              onClick={() => pick(true)}
            >
              {m.openBid}
            </button>
          </div>
        </>
      );
    }
    case 'bidding': {
      const raise = amounts[0];
      const canPass = legal.some((a) => a.type === 'pass');
      return (
        <>
          <Head label={m.turnLabel} seat={player} name={name(player)} colors={colors} />
          <p class="instruction">{m.biddingHint(name(player), state.bid?.amount ?? 0)}</p>
          <div class="action-row">
            {canPass && (
              <button type="button" class="big" data-autofocus="" onClick={() => act({ type: 'pass', player })}>
                {m.pass}
              </button>
            )}
            {raise !== undefined && (
              <button
                type="button"
                class="primary big"
                aria-describedby={raise === total ? 'all-note' : undefined}
                onClick={() => bid(raise)}
              >
                {m.raiseTo(raise)}
                {raise === total && (
                  <span class="all-mark" aria-hidden="true">
                    {m.allMark}
                  </span>
                )}
              </button>
            )}
          </div>
          {raise === total && (
            <p class="sr-only" id="all-note">
              {m.startsChallenge}
            </p>
          )}
          {amounts.length > 1 && (
            <button type="button" class="link-button other-amount" onClick={() => pick(true)}>
              {m.otherAmount}
            </button>
          )}
        </>
      );
    }
    case 'revealing':
      return <FlipControls {...props} />;
    case 'choosingStarter': {
      const seats = legal.flatMap((a) => (a.type === 'chooseStarter' ? [a.player] : []));
      return (
        <>
          <Head label={m.chooserLabel} seat={player} name={name(player)} colors={colors} />
          <h2 class="instruction">{m.whoStarts}</h2>
          <ul class="choice-list">
            {seats.map((seat, i) => (
              <li key={seat}>
                <button
                  type="button"
                  class="stack-option"
                  data-autofocus={i === 0 ? '' : undefined}
                  onClick={() => act({ type: 'chooseStarter', player: seat })}
                >
                  <MatToken color={colors[seat] ?? seat} />
                  <span>{name(seat)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      );
    }
    case 'over':
      // Who won and the standings fill the screen above (GameOver.tsx); here, what to do next (Home is in the menu).
      return (
        <>
          {/* The next game with the same table: who starts, in one tap (the full form is a link away there). */}
          <button
            type="button"
            class="primary big wide"
            data-autofocus=""
            onClick={() => props.actions.show('rematch')}
          >
            {m.playAgain}
          </button>
          <div class="action-row over-row">
            <button type="button" onClick={() => props.actions.show('share')}>
              {m.share}
            </button>
            <button type="button" onClick={() => props.actions.show('summary')}>
              {m.roundSummary}
            </button>
          </div>
        </>
      );
  }
}
