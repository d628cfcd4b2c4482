// R3, R12: a card sentence takes what its disc twin takes, and says the same about it: flipOwnFirst is given the
// bid (Controls.tsx), so the card screen must count flowers towards the bid, not cards left in the pile.
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../../src/i18n/langs';
import { de as cardsDe } from '../../../src/ui/table/cards.de';
import { en as cardsEn } from '../../../src/ui/table/cards.en';
import { es as cardsEs } from '../../../src/ui/table/cards.es';
import { fr as cardsFr } from '../../../src/ui/table/cards.fr';
import { it as cardsIt } from '../../../src/ui/table/cards.it';
import { de as tableDe } from '../../../src/ui/table/table.de';
import { en as tableEn } from '../../../src/ui/table/table.en';
import { es as tableEs } from '../../../src/ui/table/table.es';
import { fr as tableFr } from '../../../src/ui/table/table.fr';
import { it as tableIt } from '../../../src/ui/table/table.it';

const twins: Record<Lang, [cards: typeof cardsEn, table: typeof tableEn]> = {
  en: [cardsEn, tableEn],
  fr: [cardsFr, tableFr],
  de: [cardsDe, tableDe],
  es: [cardsEs, tableEs],
  it: [cardsIt, tableIt],
};
const stopClause = (sentence: string) => sentence.slice(sentence.lastIndexOf(';'));

describe('R12: the card challenger stops where the disc challenger stops', () => {
  for (const lang of LANGS) {
    const [cards, table] = twins[lang];
    it(`${lang}: flipOwnFirst(bid) says the bid's flowers, with one flower and with several`, () => {
      for (const bid of [1, 3]) {
        expect(stopClause(cards.flipOwnFirst(bid))).toBe(stopClause(table.flipOwnFirst(bid)));
        expect(cards.flipOwnFirst(bid)).toContain(String(bid));
      }
    });
  }
});
