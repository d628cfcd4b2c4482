import { messages } from './app.messages';

/** A screen whose code or strings did not arrive: what happened, and the ways out (the games are in storage). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const m = messages();
  return (
    <main class="home">
      <h1>{m.screenFailedTitle}</h1>
      {/* An alert, so a screen reader says it without the focus moving. */}
      <p role="alert">{m.screenFailed}</p>
      <nav class="home-actions">
        <button type="button" class="primary" onClick={onRetry}>
          {m.tryAgain}
        </button>
        <button type="button" onClick={() => location.reload()}>
          {m.reload}
        </button>
      </nav>
    </main>
  );
}
