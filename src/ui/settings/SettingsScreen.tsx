import { href } from '../route';
import { messages } from './settings.messages';
import { PrefsNote } from './PrefsNote';
import { SETTINGS_SECTIONS } from './sections';
import './settings.css';

export default function SettingsScreen() {
  const m = messages();
  return (
    <main class="settings">
      <nav>
        <a class="settings-back" href={href({ name: 'home' })}>
          {m.home}
        </a>
      </nav>
      <h1>{m.title}</h1>
      <PrefsNote />
      {SETTINGS_SECTIONS.map(({ id, Component }) => (
        <section key={id} id={`settings-${id}`} class="settings-section">
          <Component />
        </section>
      ))}
    </main>
  );
}
