import type { StepEvent } from './events';
import { clearTable } from './game';
import { activeSeats, SUCCESSES_TO_WIN } from './seats';
import type { ChallengeOutcome, GameState } from './types';

/** R12–R20, LC1–LC4: settles a finished challenge on a draft state, sets up what follows, and says so in `out`. */
export function resolveChallenge(
  s: GameState,
  result: 'success' | 'failure',
  skullOwner: number | null,
  out: StepEvent[],
): void {
  const challenger = s.challenger as number;
  const bid = s.bid!.amount; // checkState: a challenge always has its bid
  const me = s.players[challenger]!;
  const discLostBy = result === 'failure' ? (skullOwner === challenger ? 'choice' : 'random') : null; // R14, R15
  const outcome: ChallengeOutcome = {
    round: s.round,
    challenger,
    bid,
    result,
    skullOwner,
    discLostBy,
    lostLastChance: false,
    eliminated: false,
    gotLastChance: false,
    gameOver: false,
  };
  out.push({ type: 'challengeSettled', round: s.round, challenger, bid, result, skullOwner, discLostBy });
  const holders = s.players.flatMap((p, seat) => (p.lastChance === 'holding' ? [seat] : []));
  // LC3: the Last Chance disc goes back at the end of the round it was given for.
  for (const seat of holders) s.players[seat]!.lastChance = 'spent';

  if (result === 'success') {
    me.successes += 1; // R13
    out.push({ type: 'successGained', player: challenger, successes: me.successes });
    if (me.successes >= SUCCESSES_TO_WIN) s.winner = challenger;
  } else {
    const heldLastChance = holders.includes(challenger);
    me.discs = heldLastChance ? 0 : me.discs - 1; // LC4: the Last Chance disc and the final disc go together
    // Stryker disable next-line ConditionalExpression: a disc lost by choice means the skull was the challenger's own
    const remover = discLostBy === 'random' ? (skullOwner as number) : challenger;
    out.push({ type: 'discLost', player: challenger, by: discLostBy!, remover, discsLeft: me.discs });
    if (heldLastChance) {
      outcome.lostLastChance = true;
      out.push({ type: 'lastChanceLost', player: challenger });
    }
    if (me.discs === 0) {
      me.eliminated = true; // R17
      outcome.eliminated = true;
      out.push({ type: 'eliminated', player: challenger });
    } else if (s.config.lastChance === true && me.discs === 1 && me.lastChance === 'never') {
      me.lastChance = 'holding'; // LC1, LC5
      outcome.gotLastChance = true;
      out.push({ type: 'lastChanceGiven', player: challenger });
    }
    const left = activeSeats(s);
    if (left.length === 1) s.winner = left[0]!; // R18 comes before R20
  }
  for (const seat of holders)
    if (!outcome.lostLastChance || seat !== challenger) out.push({ type: 'lastChanceReturned', player: seat });

  clearTable(s);
  s.lastOutcome = outcome;
  if (s.winner !== null) {
    outcome.gameOver = true;
    s.phase = 'over';
    out.push({ type: 'gameOver', winner: s.winner, reason: result === 'success' ? 'twoSuccesses' : 'lastStanding' });
    return;
  }
  s.round += 1;
  if (!me.eliminated) {
    s.starter = challenger; // R20
    s.phase = 'placing';
    out.push({ type: 'nextStarter', player: challenger, reason: 'challenger' });
  } else if (skullOwner !== challenger && skullOwner !== null) {
    s.starter = skullOwner; // R20: the owner of the skull that eliminated the challenger
    s.phase = 'placing';
    out.push({ type: 'nextStarter', player: skullOwner, reason: 'skullOwner' });
  } else {
    s.phase = 'choosingStarter'; // R20: the self-eliminated challenger chooses
    s.turn = challenger;
    out.push({ type: 'starterToChoose', chooser: challenger });
  }
}
