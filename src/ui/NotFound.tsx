import { Component, type ComponentChildren } from 'preact';
import { messages } from './app.messages';
import { href } from './route';

/** What an address no screen answers shows, and what a screen that failed to render leaves behind. */
export function NotFound({ broken = false }: { broken?: boolean }) {
  const m = messages();
  return (
    <main class="home">
      <h1>{broken ? m.brokenTitle : m.notFoundTitle}</h1>
      <p>{broken ? m.broken : m.notFound}</p>
      <nav class="home-actions">
        <a class="button primary" href={href({ name: 'home' })}>
          {m.home}
        </a>
      </nav>
    </main>
  );
}

/** A screen that throws while rendering shows the way home instead of a white page. */
export class ScreenBoundary extends Component<{ children: ComponentChildren }, { failed: boolean }> {
  override state = { failed: false };

  static override getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <NotFound broken /> : this.props.children;
  }
}
