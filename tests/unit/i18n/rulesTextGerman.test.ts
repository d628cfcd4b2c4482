import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../../src/i18n';
import { RuleError, type RuleDetail } from '../../../src/rules';
import { errorText, ruleSentence } from '../../../src/ui/refusals/ruleErrorText';
import { area } from './texts';

const basics = area('basics').de;
const bidding = area('bidding').de;
const help = area('help').de;
const outcomes = area('outcomes').de;
const variants = area('variants').de;
const table = area('table').de;

afterEach(() => setLang('en'));

// The edges a German table could play wrong, as rulesText.test.ts checks them in English and French.
describe('the German rules text at its edges', () => {
  it('R14: the challenger mixes all their discs, mat and hand, and the skull’s owner draws one unseen into the box', () => {
    expect(outcomes.outcomesBody).toMatch(
      /sammelt alle seine Scheiben ein, die vom Tableau und die aus der Hand, und mischt sie verdeckt\. Der Besitzer dieses Totenkopfs zieht eine davon, ohne sie anzusehen/,
    );
    expect(table.failRandom('Ann', 'Bob')).toBe(
      'Bob sammelt alle eigenen Scheiben ein, vom Tableau und von der Hand, und mischt sie verdeckt. Ann zieht eine, ohne hinzusehen, und legt sie in die Schachtel.',
    );
  });

  it('R4, R5, R7, R8, R9: the quick summary has the starter placing last, clockwise turns, the bid range, no adding after a bid, and a final pass', () => {
    for (const phrase of [
      /der Startspieler legt zuletzt/,
      /im Uhrzeigersinn/,
      /von 1 bis zur Zahl aller Scheiben auf dem Tisch/,
      /legt niemand mehr eine Scheibe/,
      /für diese Runde raus aus dem Bieten/,
    ]) {
      expect(basics.quickBody).toMatch(phrase);
    }
    expect(bidding.biddingBody).toMatch(/Dieselbe oder eine niedrigere Zahl ist keine Erhöhung/);
  });

  it('R20: the help for choosing a starter states all three cases, and the starter sentences name the round by number', () => {
    expect(table.helpNextRound).toMatch(
      /der Herausforderer.*noch im Spiel.*Totenkopf eines anderen.*dessen Besitzer.*am eigenen.*wählt er/,
    );
    expect(table.whoStarts).not.toMatch(/nächste/);
    expect(table.nextStarter('Ann', 3)).toBe('Ann beginnt Runde 3.');
    expect(table.chooseStarter('Ann', 3)).toMatch(/Runde 3 beginnt\.$/);
    expect(table.chose('Ann', 'Bob')).toMatch(/dieser Runde/);
  });

  it('R12, R15: only the challenger loses a disc, chosen on their own skull, and players may show their discs after a failure', () => {
    expect(help.mistakesBody).toMatch(/beim eigenen Totenkopf des Herausforderers wählt der Herausforderer sie selbst/);
    expect(help.mistakesBody).toMatch(/nur ihr Besitzer darf sie ansehen/);
    expect(outcomes.outcomesBody).toMatch(
      /Nach einer gescheiterten Herausforderung dürfen alle ihre eigenen Scheiben zeigen/,
    );
  });

  it('R1, LC2, LC4, H1: the mat starts flower side down; Last Chance may be the first disc, costs both discs on a failure and survives an abandoned round', () => {
    expect(basics.setupBody).toMatch(/ein Tableau, mit der Blumenseite nach unten/);
    expect(variants.lastChanceBody).toMatch(/eine seiner beiden, die Letzte-Chance-Scheibe eingeschlossen/);
    expect(variants.lastChanceBody).toMatch(/verliert er die Letzte-Chance-Scheibe und seine letzte Scheibe zusammen/);
    expect(variants.lastChanceBody).toMatch(/Wird die Runde abgebrochen, behält sie ihr Besitzer/);
    expect(variants.travelSetBody).toMatch(/Sag laut „passe“/);
  });

  it('a refusal shows in German on a German screen, with du', () => {
    setLang('de');
    const detail: RuleDetail = { code: 'bid-too-low', params: { min: 4, current: 3 } };
    expect(ruleSentence(detail)).toBe(
      'Das Gebot steht bei 3: Erhöhe auf mindestens 4 oder passe; ein gleich hohes Gebot ist kein Passen.',
    );
    expect(errorText(new RuleError('bid-too-high', 'Bid at most 1: …', { max: 1 }))).toBe(
      'Biete höchstens 1: Auf dem Tisch liegt nur 1 Scheibe.',
    );
  });
});
