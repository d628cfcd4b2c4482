// Every English string of the lazy screens, in one chunk (`lang-en`, vite.config.ts) that loads on its own:
// each `x.en.ts` file under src/ is one area (src/i18n/areas.ts).
import { areasOf } from './areas';
import type { Areas } from './index';

export const catalog = areasOf<Areas>(import.meta.glob(['../**/*.en.ts', '!./**'], { eager: true, import: 'en' }));

/** Every lazy area's strings: each `x.messages.ts` adds its area to `Areas` (src/i18n/index.ts). */
export type Catalog = Areas;
