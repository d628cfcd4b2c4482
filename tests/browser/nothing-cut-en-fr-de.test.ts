// Issue 33: nothing cut, nothing overlapping (nothing-cut.ts) in English, French and German.
import { nothingCut } from './nothing-cut';

nothingCut({ en: 'en-US', fr: 'fr-FR', de: 'de-DE' });
