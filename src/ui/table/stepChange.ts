// What a new list of steps tells the table (its announcement, the undo toast), worked out while the table renders the
// new steps: in an effect after the render, setting them would render the whole table a second time on every tap.
import { useRef } from 'preact/hooks';
import { findEvent } from '../../rules';
import { actionSentence, outcomeSentences } from './actionSentences';
import type { Step } from './stepEvents';
import { useTableWords } from './equipment';
import type { TableWords } from './table.messages';
import type { Toast } from './UndoToast';

export interface StepChange {
  steps: readonly Step[];
  /** What the live region says (and speech, when chosen): the last action taken, undone or redone. */
  announcement: string;
  toast: Toast | null;
  /** The step the last change added, if it added one. */
  added: Step | null;
}

/** The change from `before` to `steps`; a change that is not one step more or fewer keeps what was said. */
export function changeOf(before: StepChange, steps: readonly Step[], redone: boolean, m: TableWords): StepChange {
  const told = (s: Step) => [actionSentence(s, m), ...outcomeSentences(s, m)].join(' ');
  const added = steps[steps.length - 1];
  const removed = before.steps[before.steps.length - 1];
  if (steps.length === before.steps.length + 1 && added) {
    const toast = findEvent(added.events, 'roundAbandoned')
      ? { text: m.abandonedNote, redo: null, key: steps.length }
      : null;
    return { steps, announcement: redone ? m.redone(told(added)) : told(added), toast, added };
  }
  if (steps.length === before.steps.length - 1 && removed) {
    const undone = actionSentence(removed, m);
    return {
      steps,
      announcement: m.undone(undone),
      toast: { text: m.toastUndone(undone), redo: undone, key: -steps.length },
      added: null,
    };
  }
  return { ...before, steps, added: null };
}

/** The change the current steps made, computed once per new steps array. */
export function useStepChange(steps: readonly Step[], redone: () => boolean): StepChange {
  const m = useTableWords();
  const change = useRef<StepChange>({ steps, announcement: '', toast: null, added: null });
  if (change.current.steps !== steps) change.current = changeOf(change.current, steps, redone(), m);
  return change.current;
}
