import { bgStatsLink, type BgStatsPlay } from './bgStats';
import { messages } from './bgstats.messages';

/** At game over, in the share sheet: says where the tap leads, and builds the link only then. */
export function BgStatsOffer({ play }: { play: BgStatsPlay }) {
  const m = messages();
  return (
    <div class="bgstats-offer">
      <p class="hint">{m.hint}</p>
      <button type="button" onClick={() => window.open(bgStatsLink(play), '_blank', 'noopener')}>
        {m.logPlay}
      </button>
    </div>
  );
}
