import type { Disc } from '../../rules';
import { messages as cardWords } from './cards.messages';
import type { ControlsProps } from './Controls';
import { Head } from './ControlsHead';
import { useEquipment, useTableWords } from './equipment';

/** R11–R12: the count never leaves the screen; Flower / Skull name the stack they flip, and in a card game (R3)
 *  which card each is. */
export function FlipControls({ state, legal, colors, chosen, actions }: ControlsProps) {
  const m = useTableWords();
  const card = useEquipment() === 'cards' ? cardWords() : null;
  const challenger = state.challenger ?? 0;
  const owners = [...new Set(legal.flatMap((a) => (a.type === 'flip' ? [a.owner] : [])))];
  const own = owners.includes(challenger);
  const target = own
    ? challenger
    : owners.length === 1
      ? owners[0]!
      : chosen !== null && owners.includes(chosen)
        ? chosen
        : null;
  const me = state.players[challenger]!;
  const question =
    target === null ? m.chooseOpponent : own ? m.whatOwn : m.whatOther(state.players[target]?.name ?? '');
  const flip = (disc: Disc) => target !== null && actions.act({ type: 'flip', owner: target, disc });
  return (
    <>
      <Head label={m.challengerLabel} seat={challenger} name={me.name} colors={colors}>
        <p class="flip-count">{m.flowersCount(state.flowersShown, state.bid?.amount ?? 0)}</p>
      </Head>
      {state.bidAtTableTotal && state.flowersShown === 0 && (
        <p class="instruction">{m.bidAllBanner(me.name, state.bid?.amount ?? 0)}</p>
      )}
      <p class="instruction">{own ? m.flipOwnFirst(state.bid?.amount ?? 0) : question}</p>
      {target !== null && (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border, padding, min-width and legend; the role names these buttons as one.
        <div class="flip-buttons" role="group" aria-label={question}>
          <button type="button" class="flip flower big" data-autofocus="" onClick={() => flip('flower')}>
            <span class="flip-icon" aria-hidden="true" />
            <FlipWord word={m.flower} card={card?.cardFlower} />
          </button>
          <button type="button" class="flip skull big" onClick={() => flip('skull')}>
            <span class="flip-icon" aria-hidden="true" />
            <FlipWord word={m.skull} card={card?.cardSkull} />
          </button>
        </div>
      )}
    </>
  );
}

/** The face a button records, and under it, at a card table, the card that shows it. */
function FlipWord({ word, card }: { word: string; card: string | undefined }) {
  if (card === undefined) return <>{word}</>;
  return (
    <span class="flip-word">
      {word}
      <span class="flip-card">
        <span class="sr-only">: </span>
        {card}
      </span>
    </span>
  );
}
