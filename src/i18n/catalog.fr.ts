// Every French string of the lazy screens, in one chunk (`lang-fr`, vite.config.ts) that loads on its own:
// each `x.fr.ts` file under src/ is one area (src/i18n/areas.ts).
import { areasOf } from './areas';
import type { Areas } from './index';

export const catalog = areasOf<Areas>(import.meta.glob(['../**/*.fr.ts', '!./**'], { eager: true, import: 'fr' }));
