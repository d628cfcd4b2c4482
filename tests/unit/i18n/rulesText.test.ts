import { describe, expect, it } from 'vitest';
import { area } from './texts';

const basics = area('basics');
const examples = area('examples');
const help = area('help');
const outcomes = area('outcomes');
const variants = area('variants');
const setup = area('setup');
const table = area('table');

// The edges a table could play wrong, checked in both languages wherever a phrase can show it.
describe('the rules text at its edges', () => {
  it('R14: the challenger mixes all their discs, mat and hand, and the skull’s owner draws one unseen into the box', () => {
    expect(outcomes.en.outcomesBody).toMatch(
      /gathers all their discs, those on the mat and those in hand, and mixes them face down\. The owner of that skull draws one without looking/,
    );
    expect(outcomes.fr.outcomesBody).toMatch(
      /rassemble tous ses disques, ceux du tapis comme ceux de sa main, et les mélange face cachée\. Le propriétaire de ce crâne en tire un sans le regarder/,
    );
    expect(table.en.failRandom('Ann', 'Bob')).toBe(
      'Bob gathers all their discs, from the mat and the hand, and mixes them face down. Ann draws one without looking and puts it in the box.',
    );
    expect(table.fr.failRandom('Ann', 'Bob')).toMatch(
      /^Bob rassemble tous ses disques, ceux du tapis et ceux de la main, .*Ann en tire un sans regarder et le met dans la boîte\.$/,
    );
  });

  it('R4, R5, R7, R8: the quick summary has the starter placing last, clockwise turns, the bid range and no adding after a bid', () => {
    for (const [lang, starterLast, clockwise, range, noAdd] of [
      [
        'en',
        /the starter places last/,
        /clockwise/,
        /from 1 up to the table total/,
        /Once anyone has bid, nobody adds a disc/,
      ],
      [
        'fr',
        /le joueur qui commence la manche pose en dernier/,
        /dans le sens des aiguilles d’une montre/,
        /de 1 jusqu’au total de la table/,
        /Dès que quelqu’un a parié, plus personne n’ajoute de disque/,
      ],
    ] as const) {
      const quick = (lang === 'en' ? basics.en : basics.fr).quickBody;
      for (const phrase of [starterLast, clockwise, range, noAdd]) expect(quick, lang).toMatch(phrase);
    }
  });

  it('R20: the help for choosing a starter states all three cases, and no sentence under the new heading says "next round"', () => {
    expect(table.en.helpNextRound).toMatch(
      /the challenger.*still in the game.*another player’s skull.*that skull’s owner.*their own skull.*they choose/,
    );
    expect(table.fr.helpNextRound).toMatch(
      /le Challenger.*encore en jeu.*crâne d’un autre joueur.*propriétaire de ce crâne.*propre crâne.*il choisit/,
    );
    for (const m of [table.en, table.fr]) expect(m.whoStarts).not.toMatch(/next|suivante/);
    expect(table.en.nextStarter('Ann', 3)).toBe('Ann starts round 3.');
    expect(table.fr.nextStarter('Ann', 3)).toBe('Ann commence la manche 3.');
    expect(table.en.chooseStarter('Ann', 3)).toMatch(/round 3\.$/);
    expect(table.fr.chooseStarter('Ann', 3)).toMatch(/la manche 3\.$/);
    expect(table.en.chose('Ann', 'Bob')).toMatch(/this round/);
    expect(table.fr.chose('Ann', 'Bob')).toMatch(/cette manche/);
  });

  it('R12, R15: the mistakes section does not say the owner only takes a disc, and lets players show their own discs after a failure', () => {
    expect(help.en.mistakesBody).not.toMatch(/only take a disc/);
    expect(help.en.mistakesBody).toMatch(/on the challenger’s own skull, the challenger chooses it/);
    expect(help.fr.mistakesBody).toMatch(/sur son propre crâne, le Challenger le choisit/);
    expect(help.en.mistakesBody).toMatch(/only its owner may look at it/);
    expect(help.fr.mistakesBody).toMatch(/seul son propriétaire peut le regarder/);
    expect(help.en.mistakesBody).toMatch(
      /After a failure, players may show their own discs if they wish: it changes nothing/,
    );
    expect(help.fr.mistakesBody).toMatch(
      /Après un échec, chacun peut montrer ses propres disques s’il le souhaite\u00a0: cela ne change rien/,
    );
  });

  it('LC2, LC4, H1: Last Chance names its disc first, may be the initial disc, names the next starter and survives an abandoned round', () => {
    const [enFirst, frFirst] = [variants.en.lastChanceBody.split('\n')[1]!, variants.fr.lastChanceBody.split('\n')[1]!];
    expect(enFirst.indexOf('Last Chance disc')).toBeLessThan(enFirst.search(/\bit\b/));
    expect(frFirst.indexOf('disque Dernière chance')).toBeLessThan(frFirst.search(/\bl’a\b/));
    expect(variants.en.lastChanceBody).toMatch(/either of their two discs, the Last Chance disc included/);
    expect(variants.fr.lastChanceBody).toMatch(
      /l’un ou l’autre de ses deux disques, y compris le disque Dernière chance/,
    );
    expect(variants.en.lastChanceBody).toMatch(
      /who starts next: the owner of the skull that stopped them, or a player of their choice/,
    );
    expect(variants.fr.lastChanceBody).toMatch(
      /qui commence ensuite\u00a0: le propriétaire du crâne qui l’a arrêté, ou le joueur de son choix/,
    );
    expect(variants.en.lastChanceBody).toMatch(/If the round is abandoned, the holder keeps it/);
    expect(variants.fr.lastChanceBody).toMatch(/Si la manche est abandonnée, celui qui le détient le garde/);
  });

  it('R3: the travel set says which cards, that suits do not matter, the pile as mat, successes, a spoken pass, lost cards, and no Last Chance', () => {
    const patterns = {
      en: [
        /One deck .* backs look the same/,
        /three number cards as their flowers and one face card as their skull/,
        /52-card deck\*\*: flowers 2 to 10; the skull a jack, queen or king/,
        /Suits do not matter, nor which numbers or which face card/,
        /may look at their own hand/,
        /face-down pile takes the place of the mat/,
        /keep successes in the app, or on paper/,
        /Say “pass” aloud/,
        /lost card goes face down on a discard pile/,
        /Last Chance is not used with cards/,
      ],
      fr: [
        /Un seul jeu de cartes .* dos soient identiques/,
        /trois cartes numérotées pour ses fleurs et une figure pour son crâne/,
        /52 cartes\*\*\u00a0: fleurs du 2 au 10\u202f; crâne\u00a0: un valet, une dame ou un roi/,
        /Ni la couleur, ni la valeur des cartes numérotées, ni la figure choisie n’ont d’importance/,
        /regarder sa propre main/,
        /pile face cachée de chaque joueur remplace le tapis/,
        /réussites dans l’application, ou sur papier/,
        /«\u00a0je passe\u00a0» à voix haute/,
        /carte perdue va face cachée sur la défausse/,
        /Dernière chance ne se joue pas avec des cartes/,
      ],
    };
    for (const p of patterns.en) expect(variants.en.travelSetBody).toMatch(p);
    for (const p of patterns.fr) expect(variants.fr.travelSetBody).toMatch(p);
    expect(setup.en.lastChanceHint).toMatch(/Not used with the playing-card travel set/);
    expect(setup.fr.lastChanceHint).toMatch(/Ne se joue pas avec la version de voyage/);
  });

  it('R1: the mat starts flower side down, whatever the edition', () => {
    expect(basics.en.setupBody).toMatch(/a mat, flower side down/);
    expect(basics.fr.setupBody).toMatch(/un tapis, côté fleur contre la table/);
  });

  it('H1, H2: house remedies say they are not printed rules, and cover a bid out of range', () => {
    expect(help.en.mistakesBody).toMatch(/\*\*House remedies\.\*\* These are not printed rules/);
    expect(help.fr.mistakesBody).toMatch(/\*\*Solutions maison\.\*\* Ce ne sont pas des règles imprimées/);
    expect(help.en.mistakesBody).toMatch(/corrected by the same player before the next player acts/);
    expect(help.fr.mistakesBody).toMatch(/corrigé par le même joueur avant que le suivant ne joue/);
  });

  it('R12, R15, R20, LC1–LC4: worked examples cover a success in one’s own stack, one’s own skull, a player out, and Last Chance', () => {
    for (const body of [examples.en.examplesBody, examples.fr.examplesBody]) {
      expect(body.split('\n').filter((l) => l.startsWith('**'))).toHaveLength(4);
    }
    expect(examples.en.examplesBody).toMatch(
      /Omar has three discs on his mat, bids 2, .*the bid is reached and the challenge stops/,
    );
    expect(examples.en.examplesBody).toMatch(/a flower, then her own skull\. She picks one of her discs in secret/);
    expect(examples.en.examplesBody).toMatch(
      /Nadia, whose skull stopped him, starts the next round\. On his own skull, he would have chosen the starter/,
    );
    expect(examples.en.examplesBody).toMatch(/Lou’s top disc: a flower, as everyone knew/);
    expect(examples.en.examplesBody).toMatch(/practice round/);
    expect(examples.fr.examplesBody).toMatch(/manche d’entraînement/);
  });

  it('the practice walk-through is the project’s own: its names and moves differ from the usual guide example', () => {
    for (const body of [help.en.practiceBody, help.fr.practiceBody]) {
      expect(body).not.toMatch(/\b(Ana|Ben|Chloé|Dev)\b/);
    }
    expect(basics.en.quickBody + outcomes.en.outcomesBody).not.toMatch(/stays out for the rest of the game/);
    expect(variants.en.lastChanceBody).not.toMatch(/for the next round only\. Everyone knows it is a flower/);
  });
});
