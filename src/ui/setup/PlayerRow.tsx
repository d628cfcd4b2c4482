import { useState } from 'preact/hooks';
import { messages as colorMessages } from '../components/components.messages';
import { colorName } from '../components/matColors';
import { messages } from './setup.messages';
import type { SetupActions } from './setupActions';
import { MAX_NAME_LENGTH, type NameError, type PlayerRowData } from './tableForm';

/** What one seat's row shows. */
export interface SeatView {
  row: PlayerRowData;
  index: number; // 0-based
  count: number;
  error: NameError;
  /** An empty name is flagged once its field was left or Start was tapped. */
  showEmpty: boolean;
  canRemove: boolean;
  /** R3: a card table has no mats: the colour is the seat's. */
  cards: boolean;
}

type RowActions = Pick<SetupActions, 'type' | 'leave' | 'recolour' | 'move' | 'remove'>;

/** One seat of the table: colour, name, and one menu button (move, remove) so a phone row leaves room for the name. */
export function PlayerRow({ seat: view, actions }: { seat: SeatView; actions: RowActions }) {
  const { row, index: seat, count, error, showEmpty, canRemove, cards } = view;
  const m = messages();
  const c = colorMessages();
  const [open, setOpen] = useState(false);
  const color = colorName(row.color);
  const who = row.name.trim() || m.seatName(seat + 1);
  const shown = error && (error.kind !== 'empty' || showEmpty) ? error : null;
  const text =
    shown === null
      ? ''
      : shown.kind === 'empty'
        ? m.errEmpty
        : shown.kind === 'repeated'
          ? m.errRepeated
          : shown.kind === 'invisible'
            ? m.errInvisible
            : m.errTooLong(shown.length, MAX_NAME_LENGTH);
  const inputId = `name-${row.key}`;
  const menuId = `menu-${row.key}`;
  return (
    <li class="player-row">
      <button
        type="button"
        class={`swatch mat-${color}`}
        aria-label={(cards ? m.colorButtonCards : m.colorButton)(who, c.colorName(color))}
        onClick={() => actions.recolour(row.key)}
      >
        {c.colorLetter(color)}
      </button>
      <label class="sr-only" for={inputId}>
        {m.nameLabel(seat + 1)}
      </label>
      <input
        id={inputId}
        class="name-input"
        type="text"
        autocomplete="off"
        enterkeyhint="next"
        value={row.name}
        placeholder={m.namePlaceholder(seat + 1)}
        aria-invalid={shown ? 'true' : undefined}
        aria-describedby={shown ? `${inputId}-error` : undefined}
        onInput={(e) => actions.type(row.key, e.currentTarget.value)}
        onBlur={() => actions.leave(row.key)}
      />
      <button
        type="button"
        class="icon"
        aria-label={m.rowMenu(who)}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {m.rowMenuIcon}
      </button>
      {shown && (
        <p class="field-error" id={`${inputId}-error`}>
          {text}
        </p>
      )}
      <div class="row-menu" id={menuId} hidden={!open}>
        <button
          type="button"
          id={`up-${row.key}`}
          aria-label={m.moveUp(who)}
          disabled={seat === 0}
          onClick={() => actions.move(seat, -1)}
        >
          {m.moveUpShort}
        </button>
        <button
          type="button"
          id={`down-${row.key}`}
          aria-label={m.moveDown(who)}
          disabled={seat === count - 1}
          onClick={() => actions.move(seat, 1)}
        >
          {m.moveDownShort}
        </button>
        <button type="button" aria-label={m.remove(who)} disabled={!canRemove} onClick={() => actions.remove(row.key)}>
          {m.removeShort}
        </button>
      </div>
    </li>
  );
}
