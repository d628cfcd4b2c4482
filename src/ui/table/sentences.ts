// Readable sentences for what each action did and what a settled challenge means for the table.
import { messages } from './history.messages';
import { lastChanceReturned, resolvedChallenge, type Step } from './steps';

const nameOf = (step: Step, seat: number): string => step.before.players[seat]?.name ?? '';

/** One sentence for the action itself (history, live region). */
export function actionSentence(step: Step): string {
  const m = messages();
  const { action, before, after } = step;
  const name = (seat: number) => nameOf(step, seat);
  switch (action.type) {
    case 'placeFirst':
      return m.placed(name(before.starter));
    case 'add':
      return m.added(name(action.player), after.players[action.player]?.stack ?? 0);
    case 'bid':
      return after.bidAtTableTotal ? m.bidAll(name(action.player), action.amount) : m.bid(name(action.player), action.amount);
    case 'pass':
      return m.passed(name(action.player));
    case 'flip': {
      const challenger = before.challenger ?? 0;
      const bid = before.bid?.amount ?? 0;
      const shown = before.flowersShown + 1;
      if (action.owner === challenger) {
        return action.disc === 'flower' ? m.flipOwnFlower(name(challenger), shown, bid) : m.flipOwnSkull(name(challenger));
      }
      return action.disc === 'flower'
        ? m.flipFlower(name(challenger), name(action.owner), shown, bid)
        : m.flipSkull(name(challenger), name(action.owner));
    }
    case 'chooseStarter':
      return m.chose(name(before.turn ?? 0), name(action.player));
    case 'abandonRound':
      return m.abandoned;
  }
}

/** What the table must do after a settled challenge, in order; empty for other steps. */
export function outcomeSentences(step: Step): string[] {
  const o = step.after.lastOutcome;
  if (!resolvedChallenge(step) || !o) return [];
  const m = messages();
  const name = (seat: number) => nameOf(step, seat);
  const who = name(o.challenger);
  const lines: string[] = [];
  if (o.result === 'success') {
    lines.push(o.gameOver ? m.successWin(who) : m.success(who));
  } else {
    // An eliminated challenger has nothing left to choose or draw from: their last disc simply goes.
    if (o.lostLastChance) lines.push(m.lostLastChance(who));
    else if (o.eliminated) lines.push(m.lastDiscGone(who));
    else lines.push(o.discLostBy === 'choice' ? m.failChoice(who) : m.failRandom(name(o.skullOwner ?? 0), who));
    if (o.eliminated) lines.push(m.eliminated(who));
    if (o.gotLastChance) lines.push(m.gotLastChance(who, step.after.round));
  }
  for (const seat of lastChanceReturned(step)) lines.push(m.returnLastChance(name(seat)));
  if (o.gameOver) {
    if (o.result === 'failure' && step.after.winner !== null) lines.push(m.lastStanding(name(step.after.winner)));
    return lines;
  }
  lines.push(m.takeBack);
  // Named by number: the table's heading has already moved on to the round being started.
  if (step.after.phase === 'choosingStarter') lines.push(m.chooseStarter(who, step.after.round));
  else lines.push(m.nextStarter(name(step.after.starter), step.after.round));
  return lines;
}

/** One line per settled or abandoned round, for the game-over summary. */
export function challengeSummary(step: Step): string | null {
  const m = messages();
  if (step.action.type === 'abandonRound') return m.summaryAbandoned;
  const o = step.after.lastOutcome;
  if (!resolvedChallenge(step) || !o) return null;
  const who = nameOf(step, o.challenger);
  let line =
    o.result === 'success'
      ? m.summaryWon(who, o.bid)
      : o.skullOwner === o.challenger
        ? m.summaryOwnSkull(who, o.bid)
        : m.summarySkull(who, o.bid, nameOf(step, o.skullOwner ?? 0));
  if (o.eliminated) line += ` ${m.summaryOut(who)}`;
  return line;
}
