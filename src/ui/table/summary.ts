// The one sentence that sums up a settled or abandoned round: the game-over summary and the statistics share it.
import { eventsOf, findEvent, type Step } from '../../rules';
import type { TableWords } from './table.messages';

/** A round as the summary needs it, with names already looked up (the statistics keep no seats). */
export interface RoundSummary {
  result: 'success' | 'failure' | 'abandoned';
  challenger: string | null;
  bid: number | null;
  skullOwner: string | null;
  eliminated: string[];
}

/** What this step did to its round, from the engine's events; null when it neither settled nor abandoned it. */
export function roundSummaryOf(step: Step, names: readonly string[]): RoundSummary | null {
  if (findEvent(step.events, 'roundAbandoned')) {
    return { result: 'abandoned', challenger: null, bid: null, skullOwner: null, eliminated: [] };
  }
  const settled = findEvent(step.events, 'challengeSettled');
  if (!settled) return null;
  const name = (seat: number | null) => (seat === null ? null : (names[seat] ?? ''));
  return {
    result: settled.result,
    challenger: name(settled.challenger),
    bid: settled.bid,
    skullOwner: name(settled.skullOwner),
    eliminated: eventsOf(step.events, 'eliminated').map((e) => names[e.player] ?? ''),
  };
}

/** "Carla bid 2 and hit Dan's skull. Carla is out." */
export function roundSummary(r: RoundSummary, m: TableWords): string {
  if (r.result === 'abandoned') return m.summaryAbandoned;
  const who = r.challenger ?? '';
  const bid = r.bid ?? 0;
  let line =
    r.result === 'success'
      ? m.summaryWon(who, bid)
      : r.skullOwner === r.challenger
        ? m.summaryOwnSkull(who, bid)
        : m.summarySkull(who, bid, r.skullOwner ?? '');
  for (const out of r.eliminated) line += ` ${m.summaryOut(out)}`;
  return line;
}
