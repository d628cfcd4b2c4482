import { Hint } from './Hint';

/** A checkbox with its label and the hint that explains it, folded behind "?" (read with it by screen readers). */
export function Toggle({
  id,
  checked,
  label,
  hint,
  disabled = false,
  onChange,
}: {
  id: string;
  checked: boolean;
  label: string;
  hint: string;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div class="toggle">
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
