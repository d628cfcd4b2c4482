import 'fake-indexeddb/auto';
import { LANGS, loadLang } from '../../src/i18n';

// Components read their strings synchronously, as the app does once a lazy screen has loaded its language.
await Promise.all(LANGS.map(loadLang));
