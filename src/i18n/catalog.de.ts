// Every German string of the lazy screens, in one chunk (`lang-de`, vite.config.ts) that loads on its own:
// each `x.de.ts` file under src/ is one area (src/i18n/areas.ts).
import { areasOf } from './areas';
import type { Areas } from './index';

export const catalog = areasOf<Areas>(import.meta.glob(['../**/*.de.ts', '!./**'], { eager: true, import: 'de' }));
