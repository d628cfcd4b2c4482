import { messages } from './setup.messages';
import type { SetupActions } from './setupActions';
import { type SetupForm, starterIndex } from './setupState';
import { nameErrors } from './tableForm';

/** What stops the start, said once, and Start itself; R2: the draw takes Start's place, under the thumb that tapped
 *  it, while nobody is picked to start. */
export function StartSection({ form, actions }: { form: SetupForm; actions: SetupActions }) {
  const m = messages();
  const errors = nameErrors(form.rows.map((r) => r.name));
  const namesOk = errors.every((e) => e === null);
  return (
    <>
      {form.submitted && !namesOk && (
        <p class="field-error" role="alert">
          {m.fixErrors}
        </p>
      )}
      {form.failure && (
        <p class="field-error" role="alert">
          {form.failure}
        </p>
      )}
      {form.drawOffer && starterIndex(form) < 0 && namesOk ? (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border, padding, min-width and legend; the role names these buttons as one.
        <div class="draw-offer" role="group" aria-labelledby="no-starter">
          <button
            type="button"
            id="draw-and-start"
            class="primary wide start"
            onClick={actions.drawAndStart}
            aria-describedby="no-starter"
          >
            {m.drawAndStart}
          </button>
          <p id="no-starter">{m.noStarter}</p>
        </div>
      ) : (
        <button type="submit" class="primary wide start">
          {m.start}
        </button>
      )}
    </>
  );
}
