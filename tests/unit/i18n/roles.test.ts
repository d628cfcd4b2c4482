import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/i18n';
import { LANG_LABEL, LANG_RULES } from './langs';
import { wordsAround } from './nameSentences';
import { area } from './texts';

// The words a table reads beside a player's name: the starter's chip while everyone places (R4), and every label or
// role shown next to a name, which must fit any name.

const NAME = 'Nadia';

describe.each(LANGS)('%s: the starter places last', (lang) => {
  const table = area('table')[lang];
  const cards = area('cards')[lang];
  const practice = area('practice')[lang];
  const { placesLast } = LANG_RULES[lang];

  it('R4: the starter’s chip says so while everyone places', () => {
    expect(table.roleStarter, `${LANG_LABEL[lang]} roleStarter`).toMatch(placesLast);
  });

  it('R4: and so does the heading above the starter’s name in the controls', () => {
    expect(table.starterLabel, `${LANG_LABEL[lang]} starterLabel`).toMatch(new RegExp(placesLast.source, 'iu'));
  });

  it('R4: and so does every sentence about placing, with discs or cards', () => {
    const sentences = {
      'table.placeInstruction': table.placeInstruction(NAME),
      'table.placed': table.placed(NAME),
      'table.helpPlacing': table.helpPlacing,
      'cards.placeInstruction': cards.placeInstruction(NAME),
      'cards.placed': cards.placed(NAME),
      'cards.helpPlacing': cards.helpPlacing,
      'practice.guidePlacing': practice.guidePlacing(NAME),
    };
    expect(Object.entries(sentences).filter(([, text]) => !placesLast.test(text))).toEqual([]);
  });
});

describe.each(LANGS)('%s: a label beside a name', (lang) => {
  const table = area('table')[lang];
  // What the controls' head and the chips show beside a player's name.
  const labels = {
    turnLabel: table.turnLabel,
    challengerLabel: table.challengerLabel,
    starterLabel: table.starterLabel,
    chooserLabel: table.chooserLabel,
    roleTurn: table.roleTurn,
    roleBid: table.roleBid,
    rolePassed: table.rolePassed,
    roleChallenger: table.roleChallenger,
    roleOut: table.roleOut,
    roleStarter: table.roleStarter,
  };

  it.each(['Nadia', 'Omar'])('gives %s no gender', (name) => {
    const gendered = Object.entries(labels).filter(([, label]) =>
      wordsAround(`${label} ${name}`, name).some((w) => LANG_RULES[lang].gendered.some((form) => form.test(w))),
    );
    expect(gendered).toEqual([]);
  });
});

describe('the label checks catch', () => {
  it('a masculine role beside a name, a starter who “starts” while everyone places', () => {
    const de = LANG_RULES.de;
    expect(de.gendered.some((f) => wordsAround('Herausforderer Nadia', 'Nadia').some((w) => f.test(w)))).toBe(true);
    expect(LANG_RULES.it.placesLast.test('inizia')).toBe(false);
    expect(LANG_RULES.es.placesLast.test('empieza')).toBe(false);
  });
});
