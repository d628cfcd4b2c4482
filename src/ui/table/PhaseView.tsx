import type { Action, Disc, GameState } from '../../rules';
import { FlipPanel } from './FlipPanel';
import { GameOver } from './GameOver';
import { OutcomeCard } from './OutcomeCard';
import { PlacingPanel } from './PlacingPanel';
import { StarterChoice } from './StarterChoice';
import { resolvedChallenge, type Step } from './steps';
import { messages } from './table.messages';
import { TurnBanner } from './TurnBanner';
import { TurnPanel } from './TurnPanel';

interface Props {
  id: string;
  state: GameState;
  steps: Step[];
  legal: Action[];
  colors: number[];
  onAction: (action: Action) => void;
  /** New controls appeared without the game moving on (picker opened, stack chosen). */
  onRedrawn?: () => void;
}

/** The banner and the controls for the current phase; only what legalActions allows is offered. */
export function PhaseView({ id, state, steps, legal, colors, onAction, onRedrawn }: Props) {
  const m = messages();
  const last = steps[steps.length - 1];
  const name = (seat: number | null) => (seat === null ? '' : (state.players[seat]?.name ?? ''));
  const banner = (label: string, seat: number | null) => (
    <TurnBanner label={label} name={name(seat)} color={colors[seat ?? 0] ?? seat ?? 0} />
  );
  switch (state.phase) {
    case 'placing':
      return (
        <>
          <OutcomeCard step={last} />
          {banner(m.starterLabel, state.starter)}
          <PlacingPanel starter={name(state.starter)} onPlaced={() => onAction({ type: 'placeFirst' })} />
        </>
      );
    case 'adding':
    case 'bidding':
      return (
        <>
          {banner(m.turnLabel, state.turn)}
          <TurnPanel key={`${state.phase}-${state.turn}-${steps.length}`} state={state} legal={legal} onAction={onAction} onRedrawn={onRedrawn} />
        </>
      );
    case 'revealing': {
      const flip = (owner: number, disc: Disc) => onAction({ type: 'flip', owner, disc });
      return (
        <>
          {banner(m.challengerLabel, state.challenger)}
          {state.bidAtTableTotal && (
            <p class="banner-note" role="note">
              {m.bidAllBanner(name(state.challenger), state.bid?.amount ?? 0)}
            </p>
          )}
          <FlipPanel key={state.round} state={state} legal={legal} colors={colors} onFlip={flip} onRedrawn={onRedrawn} />
        </>
      );
    }
    case 'choosingStarter':
      return (
        <>
          <OutcomeCard step={last} />
          {banner(m.chooserLabel, state.turn)}
          <StarterChoice state={state} legal={legal} colors={colors} onAction={onAction} />
        </>
      );
    case 'over':
      return <GameOver id={id} state={state} steps={steps} colors={colors} />;
  }
}

/** The rules section and short summary for the help button of each phase. */
export function helpFor(state: GameState, last: Step | undefined): { section: string; summary: string } {
  const m = messages();
  switch (state.phase) {
    case 'placing':
      return last && resolvedChallenge(last)
        ? { section: 'outcomes', summary: m.helpOutcomes }
        : { section: 'placing', summary: m.helpPlacing };
    case 'adding':
      return { section: 'adding', summary: m.helpAdding };
    case 'bidding':
      return { section: 'bidding', summary: m.helpBidding };
    case 'revealing':
      return { section: 'challenge', summary: m.helpChallenge };
    case 'choosingStarter':
      return { section: 'next-round', summary: m.helpNextRound };
    case 'over':
      return { section: 'end', summary: m.helpEnd };
  }
}
