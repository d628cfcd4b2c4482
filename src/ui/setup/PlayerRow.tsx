import { useState } from 'preact/hooks';
import { messages as colorMessages } from '../components/components.messages';
import { colorName } from '../components/matColors';
import { messages } from './setup.messages';
import { MAX_NAME_LENGTH, type NameError, type PlayerRowData } from './tableForm';

interface Props {
  row: PlayerRowData;
  seat: number; // 0-based
  count: number;
  error: NameError;
  showEmpty: boolean;
  canRemove: boolean;
  onName: (name: string) => void;
  onBlur: () => void;
  onColor: () => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  /** R3: a card table has no mats: the colour is the seat's. */
  cards?: boolean;
}

/** One seat of the table: colour, name, and one menu button (move, remove) so a phone row leaves room for the name. */
export function PlayerRow({
  row,
  seat,
  count,
  error,
  showEmpty,
  canRemove,
  onName,
  onBlur,
  onColor,
  onMove,
  onRemove,
  cards = false,
}: Props) {
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
        onClick={onColor}
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
        onInput={(e) => onName(e.currentTarget.value)}
        onBlur={onBlur}
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
          onClick={() => onMove(-1)}
        >
          {m.moveUpShort}
        </button>
        <button
          type="button"
          id={`down-${row.key}`}
          aria-label={m.moveDown(who)}
          disabled={seat === count - 1}
          onClick={() => onMove(1)}
        >
          {m.moveDownShort}
        </button>
        <button type="button" aria-label={m.remove(who)} disabled={!canRemove} onClick={onRemove}>
          {m.removeShort}
        </button>
      </div>
    </li>
  );
}
