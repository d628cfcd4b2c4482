// Readable sentences for what each action did and what a settled challenge means for the table.
// Every consequence comes from the engine's events: nothing here decides a rule.
import { findEvent } from '../../rules';
import type { Step } from './stepEvents';
import { roundSummary, roundSummaryOf } from './summary';
import type { TableWords } from './table.messages';

const nameOf = (step: Step, seat: number): string => step.before.players[seat]?.name ?? '';

/** One sentence for the action itself (history, live region). */
export function actionSentence(step: Step, m: TableWords): string {
  const { action, before, after } = step;
  const name = (seat: number) => nameOf(step, seat);
  switch (action.type) {
    case 'placeFirst':
      return m.placed(name(before.starter));
    case 'add':
      return m.added(name(action.player), after.players[action.player]?.stack ?? 0);
    case 'bid':
      return findEvent(step.events, 'challengeStarted')?.atTableTotal
        ? m.bidAll(name(action.player), action.amount)
        : m.bid(name(action.player), action.amount);
    case 'pass':
      return m.passed(name(action.player));
    case 'flip': {
      const challenger = before.challenger ?? 0;
      const bid = before.bid?.amount ?? 0;
      const shown = before.flowersShown + 1;
      if (action.owner === challenger) {
        return action.disc === 'flower'
          ? m.flipOwnFlower(name(challenger), shown, bid)
          : m.flipOwnSkull(name(challenger));
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

/** What the table must do after a settled challenge, in the engine's order; empty for other steps. */
export function outcomeSentences(step: Step, m: TableWords): string[] {
  if (!findEvent(step.events, 'challengeSettled')) return [];
  const name = (seat: number) => nameOf(step, seat);
  const ev = step.events;
  const lines: string[] = [];
  for (const e of ev) {
    switch (e.type) {
      case 'successGained':
        lines.push(findEvent(ev, 'gameOver') ? m.successWin(name(e.player)) : m.success(name(e.player)));
        break;
      case 'discLost': {
        // An eliminated challenger has nothing left to choose or draw from: their last disc simply goes.
        const who = name(e.player);
        if (findEvent(ev, 'lastChanceLost')) lines.push(m.lostLastChance(who));
        else if (e.discsLeft === 0) lines.push(m.lastDiscGone(who));
        else lines.push(e.by === 'choice' ? m.failChoice(who) : m.failRandom(name(e.remover), who));
        break;
      }
      case 'eliminated':
        lines.push(m.eliminated(name(e.player)));
        break;
      case 'lastChanceGiven':
        lines.push(m.gotLastChance(name(e.player), step.after.round));
        break;
      case 'lastChanceReturned':
        lines.push(m.returnLastChance(name(e.player)));
        break;
      case 'gameOver':
        if (e.reason === 'lastStanding') lines.push(m.lastStanding(name(e.winner)));
        break;
      case 'nextStarter':
        // Named by number: the table's heading has already moved on to the round being started.
        lines.push(m.takeBack, m.nextStarter(name(e.player), step.after.round));
        break;
      case 'starterToChoose':
        lines.push(m.takeBack, m.chooseStarter(name(e.chooser), step.after.round));
        break;
      default:
        break;
    }
  }
  return lines;
}

/** One line per settled or abandoned round, for the game-over summary. */
export function challengeSummary(step: Step, m: TableWords): string | null {
  const summary = roundSummaryOf(
    step,
    step.before.players.map((p) => p.name),
  );
  return summary && roundSummary(summary, m);
}
