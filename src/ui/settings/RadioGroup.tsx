import type { ComponentChildren } from 'preact';
import { messages } from './settings.messages';

/** One choice of a radio group: its value, its name as shown, and the language that name is in (if not the page's). */
export interface RadioOption<V extends string> {
  value: V;
  name: string;
  lang?: string | undefined;
}

/** The settings choices made as a radio group; each one's legend and hint are the strings `<name>Title`, `<name>Hint`. */
export type RadioGroupName = 'language' | 'theme';

/**
 * A settings choice as a radio group, so the current choice is announced and keyboard-friendly: a legend, a hint every
 * option points to (`<name>-hint`), one radio per option; what follows the options (a failure note) comes as children.
 */
export function RadioGroup<V extends string>({
  name,
  options,
  chosen,
  onChoose,
  children,
}: {
  name: RadioGroupName;
  options: readonly RadioOption<V>[];
  chosen: V;
  onChoose: (value: V) => void;
  children?: ComponentChildren;
}) {
  const m = messages();
  const hintId = `${name}-hint`;
  return (
    <fieldset class="settings-choice">
      <legend>{m[`${name}Title`]}</legend>
      <p class="settings-hint" id={hintId}>
        {m[`${name}Hint`]}
      </p>
      {options.map((o) => (
        <label key={o.value} class="settings-option" lang={o.lang}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={chosen === o.value}
            aria-describedby={hintId}
            onChange={() => onChoose(o.value)}
          />
          <span>{o.name}</span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}
