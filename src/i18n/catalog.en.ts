// Every English string of the lazy screens, in a chunk of its own (`lang-en`, vite.config.ts) that loads on its own,
// but for the rules reference's texts, a part of their own (`lang-en.rules`) that comes with the rules screen, and
// the app shell's (app.messages.ts). Each `x.en.ts` file under src/ is one area (src/i18n/areas.ts).
import { areasOf, lazyAreasOf } from './areas';
import type { Areas, StringsParts } from './index';

export const catalog = areasOf<Partial<Areas>>(
  import.meta.glob(['../**/*.en.ts', '!./**', '!../reference/**', '!../ui/app.*.ts'], { eager: true, import: 'en' }),
);

export const parts: StringsParts = {
  rules: () => lazyAreasOf(import.meta.glob('../reference/**/*.en.ts', { import: 'en' })),
};

/** Every lazy area's strings: each `x.messages.ts` adds its area to `Areas` (src/i18n/index.ts). */
export type Catalog = Areas;
