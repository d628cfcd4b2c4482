// "Share the night": the night as the plain result the share module takes, and as its card; and the name of its file
// for another phone.
import { formatWhen } from '../../i18n/dates';
import { nightResult, type NightList, type Night, type NightResult, type Standing } from '../../session';
import { backupFileName, localDay } from '../receive/sendBackup';
import type { ShareCard } from '../share/card';
import { messages } from './night.messages';

export function nightDate(night: Night): string {
  return formatWhen(night.start, 'longDate');
}

/** The night's title (in the current language), standings with wins, and games in order, as plain data. */
export function nightShare(night: Night, nightList: NightList): NightResult {
  return nightResult(night, nightList.roster, nightList.players, messages().shareTitle(nightDate(night)));
}

/** The card to share: wins with shared places, each game's winner in order. `when` is NaN: the title has the date. */
export function nightCard(r: NightResult): ShareCard {
  const m = messages();
  return {
    title: r.title,
    when: NaN,
    standings: r.standings.map((s) => ({ name: s.name, colour: s.color, wins: s.wins, place: s.place })),
    games: r.games.map((g, i) => `${i + 1}. ${g.winner === null ? m.gameOpen : m.gameWon(g.winner)}`),
  };
}

/** "skull-table-2026-12-02-night-ana-ben-chloe.json": the night's day, the word in the person's language, the
 *  players most wins first. */
export const nightFileName = (night: Night, standings: readonly Standing[]): string =>
  backupFileName(localDay(night.start), [messages().fileWord, ...standings.map((s) => s.name)]);
