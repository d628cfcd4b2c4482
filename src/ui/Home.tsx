import { messages } from './app.messages';
import { href } from './route';

export function Home() {
  const m = messages();
  return (
    <main class="home">
      <h1>{m.appName}</h1>
      <p>{m.tagline}</p>
      <nav class="home-actions">
        <a class="button primary" href={href({ name: 'new' })}>{m.newGame}</a>
        <a class="button" href={href({ name: 'sessions' })}>{m.savedGames}</a>
        <a class="button" href={href({ name: 'rules', section: null })}>{m.rules}</a>
        <a class="button" href={href({ name: 'settings' })}>{m.settings}</a>
      </nav>
    </main>
  );
}
