// Issue 33: nothing cut, nothing overlapping (nothing-cut.ts) in Spanish and Italian.
import { nothingCut } from './nothing-cut';

nothingCut({ es: 'es-ES', it: 'it-IT' });
