/** How a one-tap action went: nothing yet, done or failed. */
export type Outcome = 'done' | 'failed' | null;

/** The status line under a settings action: says how it went, read out by a screen reader when it changes. */
export function OutcomeNote({ outcome, done, failed }: { outcome: Outcome; done: string; failed: string }) {
  return (
    <p class="settings-hint" role="status">
      {outcome === 'done' ? done : outcome === 'failed' ? failed : ''}
    </p>
  );
}
