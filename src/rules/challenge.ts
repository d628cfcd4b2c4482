import { clearTable } from './game';
import { activeSeats } from './seats';
import type { ChallengeOutcome, GameState } from './types';

/** R12–R20, LC1–LC4: settles a finished challenge on a draft state and sets up what follows. */
export function resolveChallenge(s: GameState, result: 'success' | 'failure', skullOwner: number | null): void {
  const challenger = s.challenger as number;
  const bid = s.bid?.amount ?? 0;
  const me = s.players[challenger]!;
  const outcome: ChallengeOutcome = {
    round: s.round,
    challenger,
    bid,
    result,
    skullOwner,
    discLostBy: null,
    lostLastChance: false,
    eliminated: false,
    gotLastChance: false,
    gameOver: false,
  };
  const heldLastChance = me.lastChance === 'holding';
  // LC3: the Last Chance disc goes back at the end of the round it was given for.
  for (const p of s.players) if (p.lastChance === 'holding') p.lastChance = 'spent';

  if (result === 'success') {
    me.successes += 1; // R13
    if (me.successes >= 2) s.winner = challenger;
  } else {
    outcome.discLostBy = skullOwner === challenger ? 'choice' : 'random'; // R14, R15
    if (heldLastChance) {
      me.discs = 0; // LC4: the Last Chance disc and the final disc go together
      outcome.lostLastChance = true;
    } else {
      me.discs -= 1;
    }
    if (me.discs === 0) {
      me.eliminated = true; // R17
      outcome.eliminated = true;
    } else if (s.config.lastChance === true && me.discs === 1 && me.lastChance === 'never') {
      me.lastChance = 'holding'; // LC1, LC5
      outcome.gotLastChance = true;
    }
    const left = activeSeats(s);
    if (left.length === 1) s.winner = left[0]!; // R18 comes before R20
  }

  clearTable(s);
  s.lastOutcome = outcome;
  if (s.winner !== null) {
    outcome.gameOver = true;
    s.phase = 'over';
    return;
  }
  s.round += 1;
  if (!me.eliminated) {
    s.starter = challenger; // R20
    s.phase = 'placing';
  } else if (skullOwner !== challenger && skullOwner !== null) {
    s.starter = skullOwner; // R20: the owner of the skull that eliminated the challenger
    s.phase = 'placing';
  } else {
    s.phase = 'choosingStarter'; // R20: the self-eliminated challenger chooses
    s.turn = challenger;
  }
}
