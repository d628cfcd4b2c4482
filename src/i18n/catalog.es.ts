// Every Spanish string of the lazy screens, in one chunk (`lang-es`, vite.config.ts) that loads on its own:
// each `x.es.ts` file under src/ is one area (src/i18n/areas.ts).
import { areasOf } from './areas';
import type { Areas } from './index';

export const catalog = areasOf<Areas>(import.meta.glob(['../**/*.es.ts', '!./**'], { eager: true, import: 'es' }));
