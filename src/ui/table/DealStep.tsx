import { useLayoutEffect, useRef } from 'preact/hooks';
import type { GameSnapshot } from '../../session';
import { href } from '../route';
import { messages } from './cards.messages';
import './deal.css';

const key = (id: string) => `skull-table:dealt:${id}`;

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

/** R3: how a card table sets up, once at the start of a card game, linked to the reference's travel-set section. */
export function DealStep({ onDone }: { onDone: () => void }) {
  const m = messages();
  const card = useRef<HTMLDivElement>(null);
  // Focus moves before the frame is drawn: the frame that shows this is the one the tap settles in.
  useLayoutEffect(() => card.current?.focus(), []);
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
      <div class="moment-body" tabIndex={0}>
        <h2 id="deal-title" class="moment-title">
          {m.dealTitle}
        </h2>
        <ul class="moment-lines deal-lines">
          <li>{m.dealFlowers}</li>
          <li>{m.dealSkull}</li>
          <li>{m.dealRegional}</li>
          <li>{m.dealCheck}</li>
          <li>{m.dealPaper}</li>
        </ul>
      </div>
      <div class="deal-foot">
        <a class="deal-rules" href={href({ name: 'rules', section: 'travel-set' })}>
          {m.dealRules}
        </a>
        <button type="button" class="primary big moment-continue" data-autofocus="" onClick={onDone}>
          {m.dealDone}
        </button>
      </div>
    </div>
  );
}
