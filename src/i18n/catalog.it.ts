// Every Italian string of the lazy screens, in a chunk of its own (`lang-it`, vite.config.ts) that loads on its own,
// but for the rules reference's texts, a part of their own (`lang-it.rules`) that comes with the rules screen, and
// the app shell's (app.messages.ts). Each `x.it.ts` file under src/ is one area (src/i18n/areas.ts).
import { areasOf, lazyAreasOf } from './areas';
import type { Areas, StringsParts } from './index';

export const catalog = areasOf<Partial<Areas>>(
  import.meta.glob(['../**/*.it.ts', '!./**', '!../reference/**', '!../ui/app.*.ts'], { eager: true, import: 'it' }),
);

export const parts: StringsParts = {
  rules: () => lazyAreasOf(import.meta.glob('../reference/**/*.it.ts', { import: 'it' })),
};
