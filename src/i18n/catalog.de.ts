// Every German string of the lazy screens, in a chunk of its own (`lang-de`, vite.config.ts) that loads on its own,
// but for the rules reference's texts, a part of their own (`lang-de.rules`) that comes with the rules screen, and
// the app shell's (app.messages.ts). Each `x.de.ts` file under src/ is one area (src/i18n/areas.ts).
import { areasOf, lazyAreasOf } from './areas';
import type { Areas, StringsParts } from './index';

export const catalog = areasOf<Partial<Areas>>(
  import.meta.glob(['../**/*.de.ts', '!./**', '!../reference/**', '!../ui/app.*.ts'], { eager: true, import: 'de' }),
);

export const parts: StringsParts = {
  rules: () => lazyAreasOf(import.meta.glob('../reference/**/*.de.ts', { import: 'de' })),
};
