import { ScreenHeader } from '../components/ScreenHeader';
import { messages } from './settings.messages';
import { PrefsNote } from './PrefsNote';
import { SETTINGS_SECTIONS } from './settingsSections';
import './settings.css';

export default function SettingsScreen() {
  const m = messages();
  return (
    <main class="settings">
      <ScreenHeader links={[{ to: { name: 'home' }, label: m.home }]} title={m.title} />
      <PrefsNote />
      {SETTINGS_SECTIONS.map(({ id, Component }) => (
        <section key={id} id={`settings-${id}`} class="settings-section">
          <Component />
        </section>
      ))}
    </main>
  );
}
