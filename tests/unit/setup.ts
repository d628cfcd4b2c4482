import 'fake-indexeddb/auto';
import { configure } from '@testing-library/preact';
import { LANGS, loadFirstScreen, loadLang } from '../../src/i18n';
import '../../src/ui/app.messages';

// Components read their strings synchronously, as the app does once it has loaded the first screen's and a lazy screen
// its language's (and the rules screen its part).
await Promise.all(LANGS.flatMap((lang) => [loadFirstScreen(lang), loadLang(lang), loadLang(lang, 'rules')]));

// findBy… and waitFor wait up to 1 s by default: too short for a first render on a busy machine (another test run and
// a build loop beside). They still end as soon as what they wait for shows.
configure({ asyncUtilTimeout: 30_000 });
