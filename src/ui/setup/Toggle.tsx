import { Hint } from './Hint';

/** A checkbox with its label and the hint that explains it, folded behind "?" (read with it by screen readers);
 *  `onIntent`: a pointer down on it or focus in it, ahead of the change (to fetch what turning it on shows). */
export function Toggle({
  id,
  checked,
  label,
  hint,
  disabled = false,
  onChange,
  onIntent,
}: {
  id: string;
  checked: boolean;
  label: string;
  hint: string;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  onIntent?: () => void;
}) {
  return (
    <div class="toggle" onPointerDown={onIntent} onFocusIn={onIntent}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-describedby={`${id}-hint`}
      />
      <label for={id}>{label}</label>
      <Hint id={`${id}-hint`} text={hint} about={label} />
    </div>
  );
}
