// The shared result as plain text, for chats that take no picture (and beside the picture where they do).
import { formatWhen } from '../../i18n/dates';
import type { ShareCard, ShareRow } from './card';
import { messages } from './share.messages';

/** "30 Nov 2026", or nothing when the time cannot be a date. */
const dateOf = (when: number): string => formatWhen(when, 'date');

/** What a row says after the name: a night's wins, then the game result. */
export function rowResult(row: ShareRow): string {
  const s = messages();
  return [row.wins === undefined ? '' : s.wins(row.wins), row.result ?? ''].filter(Boolean).join(', ');
}

/** The subtitle: date and facts. */
export function subtitleOf(card: ShareCard): string {
  return [dateOf(card.when), ...(card.facts ?? [])].filter(Boolean).join(' · ');
}

export function shareText(card: ShareCard): string {
  const s = messages();
  const rows = card.standings.map((row, i) => s.row(row.place ?? i + 1, row.name, rowResult(row)));
  const games = card.games?.length ? ['', s.gamesTitle, ...card.games] : [];
  const sub = subtitleOf(card); // none for a night: its title has the date
  return [card.title, ...(sub ? [sub] : []), '', ...rows, ...games, '', `— ${s.app}`].join('\n');
}
