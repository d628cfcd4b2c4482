import { useLayoutEffect, useRef } from 'preact/hooks';
import { variantsOf, type Deck, type GameConfig } from '../../rules';
import { loadNights, seatingOf, type GameSnapshot } from '../../session';
import { useLoaded } from '../components/useLoaded';
import { href } from '../route';
import type { en as CardWords } from './cards.en';
import { messages } from './cards.messages';
import './deal.css';

const key = (id: string) => `skull-table:dealt:${id}`;

function dealt(id: string): boolean {
  try {
    return localStorage.getItem(key(id)) === '1';
  } catch {
    return false;
  }
}

/** R3: true when a card game has not begun and its table has not been through the deal yet (it shows once, even
 *  after a reload). */
export function firstDeal(id: string, { session, state }: GameSnapshot): boolean {
  if (state.config.equipment !== 'cards' || session.actions.length > 0) return false;
  try {
    return localStorage.getItem(key(id)) !== '1';
  } catch {
    return true;
  }
}

/** The deal is done: it does not show again for this game on this device (the table's `dealt` action). */
export function markDealt(id: string): void {
  try {
    localStorage.setItem(key(id), '1');
  } catch {
    // Private mode: the step shows again next time, which is harmless.
  }
}

const sameSeats = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((s) => b.includes(s));

/** R3: the night's previous game was dealt on this device, to the same players, from the same deck: this deal is
 *  only everyone taking their cards back (a rematch, "Same table as last time"). */
export async function sameCardsAsLastGame(id: string, config: GameConfig, seats: readonly string[]): Promise<boolean> {
  const games = (await loadNights()).tonight?.games ?? [];
  const at = games.findIndex((g) => g.id === id);
  const previous = at > 0 ? games[at - 1] : undefined;
  if (!previous || !dealt(previous.id)) return false;
  const last = await seatingOf(previous.id);
  return (
    last !== null &&
    last.config.equipment === 'cards' &&
    variantsOf(last.config).deck === variantsOf(config).deck &&
    sameSeats(last.seats, seats)
  );
}

type DealLine = Extract<keyof typeof CardWords, `deal${string}`>;

/** Each deck's flowers and skull, in the deal's words. */
const DECK_LINES: { [D in Deck]: readonly [DealLine, DealLine] } = {
  standard: ['dealFlowersStandard', 'dealSkullStandard'],
  spanish: ['dealFlowersSpanish', 'dealSkullSpanish'],
  italian: ['dealFlowersItalian', 'dealSkullItalian'],
  skat: ['dealFlowersSkat', 'dealSkullSkat'],
};

/** R3: how a card table sets up, for the deck it has, once at the start of a card game; a table that dealt the same
 *  cards for the night's previous game reads one line, with the whole list a tap away. */
export function DealStep({ id, snapshot, onDone }: { id: string; snapshot: GameSnapshot; onDone: () => void }) {
  const m = messages();
  const { config } = snapshot.state;
  const [again] = useLoaded(() => sameCardsAsLastGame(id, config, snapshot.session.seats), 'deal.previous');
  const card = useRef<HTMLDivElement>(null);
  // Focus moves before the frame is drawn: the frame that shows this is the one the tap settles in.
  useLayoutEffect(() => card.current?.focus(), []);
  const [flowers, skull] = DECK_LINES[variantsOf(config).deck];
  const steps = (
    <ul class="moment-lines deal-lines">
      <li>{m[flowers]}</li>
      <li>{m[skull]}</li>
      <li>{m.dealCheck}</li>
      <li>{m.dealPaper}</li>
    </ul>
  );
  return (
    <div
      class="outcome-moment deal-step is-success"
      role="dialog"
      aria-modal="true"
      aria-labelledby="deal-title"
      tabIndex={-1}
      ref={card}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region: tabIndex lets a keyboard scroll it (axe's scrollable-region-focusable). */}
      <div class="moment-body" tabIndex={0} aria-busy={again.status === 'loading'}>
        <h2 id="deal-title" class="moment-title">
          {m.dealTitle}
        </h2>
        {again.status === 'loading' ? null : again.status === 'ready' && again.value ? (
          <>
            <p class="deal-same">{m.dealSame}</p>
            <details class="deal-all">
              <summary>{m.dealAllSteps}</summary>
              {steps}
            </details>
          </>
        ) : (
          steps
        )}
      </div>
      <div class="deal-foot">
        <a class="deal-rules" href={href({ name: 'rules', section: 'travel-set', equipment: 'cards' })}>
          {m.dealRules}
        </a>
        <button type="button" class="primary big moment-continue" data-autofocus="" onClick={onDone}>
          {m.dealDone}
        </button>
      </div>
    </div>
  );
}
