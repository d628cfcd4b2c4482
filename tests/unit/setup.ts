import 'fake-indexeddb/auto';
import { configure } from '@testing-library/preact';
import { LANGS, loadLang } from '../../src/i18n';

// Components read their strings synchronously, as the app does once a lazy screen has loaded its language.
await Promise.all(LANGS.map(loadLang));

// findBy… and waitFor wait up to 1 s by default: too short for a first render on a busy machine (another test run and
// a build loop beside). They still end as soon as what they wait for shows.
configure({ asyncUtilTimeout: 30_000 });
