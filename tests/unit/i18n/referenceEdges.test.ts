import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../../src/i18n';
import { allTexts, area } from './texts';

const basics = area('basics');
const bidding = area('bidding');
const outcomes = area('outcomes');
const variants = area('variants');
const help = area('help');

// What the rules reference and the practice round must say at the rules' edges, in every language.
const EDGES: Record<
  Lang,
  { ownStackEnds: RegExp; passStays: RegExp; lcDanger: RegExp; lcOut: RegExp; offset: RegExp; matForward: RegExp }
> = {
  en: {
    ownStackEnds: /challenge ends there, even with discs of their own stack still face down/,
    passStays:
      /A pass is final for the round, but the passed player’s stack stays on their mat and can still be flipped/,
    lcDanger: /It is a risk too: a holder who becomes the challenger and fails is out of the game/,
    lcOut:
      /With Last Chance, a challenger who fails in the round they hold the Last Chance disc loses it and their last disc together/,
    offset: /slightly offset so that everyone can count them, and never rearrange a stack/,
    matForward: /Slide your mat a little forward/,
  },
  fr: {
    ownStackEnds: /le défi s’arrête là, même si des disques de sa pile sont encore face cachée/,
    passStays:
      /Passer est définitif pour la manche, mais la pile reste sur le tapis et le Challenger peut encore la retourner/,
    lcDanger: /C’est aussi un risque\u00a0: s’il devient le Challenger et échoue, il est hors jeu/,
    lcOut:
      /Avec Dernière chance, un Challenger qui échoue pendant la manche pour laquelle il a reçu ce disque le perd avec son dernier disque/,
    offset: /en les décalant un peu, pour que chacun puisse les compter, et ne réorganisez jamais une pile/,
    matForward: /Avancez un peu votre tapis/,
  },
  de: {
    ownStackEnds: /endet die Herausforderung dort, auch wenn in seinem Stapel noch Scheiben verdeckt liegen/,
    passStays: /raus aus dem Bieten; sein Stapel bleibt aber liegen und darf weiter aufgedeckt werden/,
    lcDanger: /Sie ist auch ein Risiko: Wird er Herausforderer und scheitert, ist er ausgeschieden/,
    lcOut:
      /Scheitert ein Herausforderer in der Runde, für die er die Letzte-Chance-Scheibe bekommen hat, verliert er sie und seine letzte Scheibe/,
    offset: /leicht versetzt, damit alle sie zählen können, und ordne einen Stapel nie um/,
    matForward: /Schieb dein Tableau ein Stück nach vorn/,
  },
  es: {
    ownStackEnds: /el desafío se para ahí, aunque queden discos de su pila boca abajo/,
    passStays: /Quien pasa no vuelve a apostar en la ronda, pero su pila sigue en el tapete y se puede descubrir/,
    lcDanger: /También es un riesgo: si se convierte en el retador y falla, queda fuera de la partida/,
    lcOut:
      /Con Última oportunidad, un retador que falla en la ronda en que tiene ese disco lo pierde junto con su último disco/,
    offset: /un poco desplazados para que todos puedan contarlos, y no reordenes nunca una pila/,
    matForward: /Adelanta un poco tu tapete/,
  },
  it: {
    ownStackEnds: /la sfida si ferma lì, anche se nella sua pila restano dischi coperti/,
    passStays:
      /Chi passa è fuori dalle puntate fino alla fine del round, ma la sua pila resta sul tappetino e si può ancora girare/,
    lcDanger: /È anche un rischio: se diventa lo sfidante e perde la sfida, è fuori gioco/,
    lcOut:
      /Con Ultima possibilità, uno sfidante che perde la sfida nel round in cui ha quel disco lo perde insieme al suo ultimo disco/,
    offset: /leggermente sfalsati, così tutti possono contarli, e non riordinare mai una pila/,
    matForward: /Sposta un po’ in avanti il tappetino/,
  },
};

describe.each(LANGS)('the %s rules reference at the rules’ edges', (lang) => {
  const e = EDGES[lang];
  it('R11, R12: the challenge may end inside the own stack, and other stacks come only once it is face up', () => {
    const [first, second] = bidding[lang].challengeBody.split('\n').filter((l) => /^\d\. /.test(l));
    expect(first).toMatch(e.ownStackEnds);
    expect(second).not.toBe(undefined);
  });

  it('R9: the one-screen rules say a pass is final and the passed stack stays in play', () => {
    expect(basics[lang].quickBody).toMatch(e.passStays);
  });

  it('LC1, LC4: Last Chance says its danger where it hands the disc out, and the outcomes make the exception', () => {
    const handedOut = variants[lang].lastChanceBody.split('\n')[1]!;
    expect(handedOut).toMatch(e.lcDanger);
    expect(outcomes[lang].outcomesBody).toMatch(e.lcOut);
  });

  it('R4, R9: table conduct: stacks offset and never rearranged, the mat slid forward on a pass', () => {
    expect(basics[lang].placingBody).toMatch(e.offset);
    expect(bidding[lang].biddingBody).toMatch(e.matForward);
  });

  it('R14: the practice walk-through gathers all the challenger’s discs before the draw', () => {
    const outcome = help[lang].practiceBody.split('\n').find((l) => l.startsWith('6. '))!;
    expect(outcome).toMatch(
      {
        en: /four discs, those on the mat and those in hand/,
        fr: /ceux du tapis comme ceux de sa main/,
        de: /vom Tableau und aus der Hand/,
        es: /los del tapete y los de la mano/,
        it: /quelli sul tappetino e quelli in mano/,
      }[lang],
    );
  });
});

describe('the travel set names every deck the setup offers, with its flowers and its skull (R3)', () => {
  it('Spanish: a French deck 2–10 and J, Q or K; Spanish and Italian decks ace to 7 and their figures; Skat 7–10', () => {
    const body = variants.es.travelSetBody;
    expect(body).toMatch(/baraja francesa \(52 cartas\)\*\*: flores del 2 al 10; la calavera, una J, una Q o una K/);
    expect(body).toMatch(
      /baraja española \(40 cartas\)\*\*: flores del as \(1\) al 7; la calavera, una sota, un caballo o un rey/,
    );
    expect(body).toMatch(
      /baraja italiana \(40 cartas\)\*\*: flores del as \(1\) al 7; la calavera, una sota, un caballo o un rey \(fante, cavallo o re;/,
    );
    expect(body).toMatch(/baraja de skat \(32 cartas\)\*\*: flores del 7 al 10/);
  });
  it('Italian: a French deck 2–10 and fante, donna or re; a regional deck ace to 7 and fante, cavallo or re; Skat 7–10', () => {
    const body = variants.it.travelSetBody;
    expect(body).toMatch(
      /mazzo francese \(52 carte\)\*\*: fiori dal 2 al 10; il teschio è un fante, una donna o un re/,
    );
    expect(body).toMatch(
      /mazzo spagnolo \(40 carte\)\*\*: fiori dall’asso \(1\) al 7; il teschio è una sota, un caballo o un rey/,
    );
    expect(body).toMatch(
      /mazzo regionale italiano \(40 carte\)\*\*: fiori dall’asso \(1\) al 7; il teschio è un fante, un cavallo o un re/,
    );
    expect(body).toMatch(/mazzo da skat \(32 carte\)\*\*: fiori dal 7 al 10/);
  });
});

// Words that must not come back to the rules reference and the practice round. They are still in the table's own
// files on this branch (another branch rewords those), so the check covers these two areas; the glossaries can take
// them once every dictionary agrees.
const BANNED_HERE: Record<Lang, RegExp[]> = {
  en: [/flips one disc at a time: all of/],
  fr: [/\blanc(er|e|ez) le défi\b/i, /\bDéfait\b/],
  de: [
    /\bGebot (ist )?erfüllt\b/i,
    /\bErhöhe auf eine höhere Zahl\b/,
    /\bTisch (einigt|kann|weiß)|mit deinem eigenen Tisch/,
  ],
  es: [/agujas del reloj/, /\bLa mesa (decide|puede)\b/, /tu propia mesa/],
  it: [
    /\bin cima di\b/,
    /\bsai girare\b/,
    /\b[Ii]l tavolo (decide|può)\b/,
    /\bil tuo tavolo\b/,
    /\blo mette per ultimo/,
  ],
};

describe.each(LANGS)('the %s rules reference and practice round', (lang) => {
  const texts = allTexts(lang).filter((t) => /^\/src\/(reference|ui\/practice)\//.test(t.where));

  it('reads both areas', () => {
    expect(texts.some((t) => t.where.startsWith('/src/reference/'))).toBe(true);
    expect(texts.some((t) => t.where.startsWith('/src/ui/practice/'))).toBe(true);
  });

  it('use none of the words replaced by issue 22', () => {
    const offenders = texts
      .filter((t) => BANNED_HERE[lang].some((b) => b.test(t.text)))
      .map((t) => `${t.where}: ${t.text}`);
    expect(offenders).toEqual([]);
  });

  it('cite no rule id in a sentence a player reads (R1, LC2… belong to tests and margins)', () => {
    const offenders = texts
      .filter((t) => /\b(R\d{1,2}|LC\d|H\d|P\d)\b/.test(t.text))
      .map((t) => `${t.where}: ${t.text}`);
    expect(offenders).toEqual([]);
  });
});
