import { variantAllowed, variantApplies, type VariantKey, type Variants } from '../../rules';
import { errorText } from '../refusals/ruleErrorText';
import { messages } from './setup.messages';
import type { SetupActions } from './setupActions';
import { conflictOf, type SetupForm } from './setupState';
import { Hint } from './Hint';
import { Toggle } from './Toggle';
import { type ChoiceControl, FORM_VARIANTS, type ToggleControl, VARIANT_CONTROLS } from './variantControls';
import './variants.css';

/** What one variant's control shows, from the engine: its value, which values may be chosen, the note said there. */
interface VariantView {
  key: VariantKey;
  value: Variants[VariantKey];
  allowed: (value: Variants[VariantKey]) => boolean;
  /** Why another variant gave way to this choice, or why the engine refuses it at this table (R3). */
  note: string;
}

function viewOf(form: SetupForm, key: VariantKey): VariantView {
  const m = messages();
  const dropped = form.dropped?.by === key ? form.dropped.keys : [];
  const conflict = conflictOf(form);
  const notes = dropped.flatMap((k) => {
    const word = VARIANT_CONTROLS[k].dropped;
    return word ? [m[word]] : [];
  });
  if (conflict?.variant === key) notes.push(errorText(conflict.refusal));
  return {
    key,
    value: form.variants[key],
    allowed: (value) => variantAllowed(form.variants, key, value),
    note: notes.join(' '),
  };
}

/** R3, LC1: every variant that applies to this table, drawn from its description (variantControls.ts). */
export function VariantSection({ form, actions }: { form: SetupForm; actions: SetupActions }) {
  return (
    <>
      {FORM_VARIANTS.filter((key) => variantApplies(form.variants, key)).map((key) => {
        const control = VARIANT_CONTROLS[key] as ToggleControl | ChoiceControl<string>;
        return control.kind === 'toggle' ? (
          <VariantToggle key={key} control={control} view={viewOf(form, key)} actions={actions} />
        ) : (
          <VariantChoice key={key} control={control} view={viewOf(form, key)} actions={actions} />
        );
      })}
    </>
  );
}

interface ControlProps<C> {
  control: C;
  view: VariantView;
  actions: SetupActions;
}

function VariantToggle({ control, view, actions }: ControlProps<ToggleControl>) {
  const m = messages();
  const on = view.value === true;
  return (
    <Toggle
      id={control.id}
      checked={on}
      disabled={!view.allowed(!on)}
      label={m[control.label]}
      hint={m[control.hint]}
      onChange={(value) => actions.choose(view.key, value)}
    />
  );
}

/** One value of a few, chosen before the first round, side by side; the chosen value's hint folded behind "?", and the
 *  note below them. */
function VariantChoice({ control, view, actions }: ControlProps<ChoiceControl<string>>) {
  const m = messages();
  const hint = control.hints[view.value as string];
  return (
    <fieldset class={`variant-choice ${control.id}`} aria-describedby={`${control.id}-hint`}>
      <legend>{m[control.label]}</legend>
      <Hint key={view.value as string} id={`${control.id}-hint`} text={hint ? m[hint] : ''} about={m[control.label]} />
      <div class="variant-options">
        {Object.entries(control.options).map(([value, word]) => (
          <label class="variant-option" key={value}>
            <input
              type="radio"
              name={control.id}
              value={value}
              checked={view.value === value}
              disabled={!view.allowed(value as Variants[VariantKey])}
              onChange={() => actions.choose(view.key, value as Variants[VariantKey])}
            />
            <span class="radio-mark" aria-hidden="true" />
            <span>{m[word]}</span>
          </label>
        ))}
      </div>
      <p class={`hint variant-note ${control.id}-note`} role="status">
        {view.note}
      </p>
    </fieldset>
  );
}
