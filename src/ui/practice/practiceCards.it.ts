import { plural } from '../../i18n';
import type { en } from './practiceCards.en';

export const it: typeof en = {
  intro: 'Un round giocato solo per imparare. Nessuno vince una sfida, nessuno perde una carta e non si salva niente.',
  guidePlacing: (starter: string) => `Ognuno mette una carta coperta; ${starter} la mette alla fine.`,
  guideAdding: (p: string) =>
    `${p}: aggiungi una carta in cima alla tua pila, o apri le puntate dicendo quanti fiori puoi girare.`,
  guideBidding: (p: string) =>
    `${p}: rilancia a un numero più alto, o passa. Chi passa è fuori dalle puntate di questo round, ma la sua pila resta in gioco.`,
  guideRevealingOwn: (p: string, bid: number) =>
    `${p}: gira la carta in cima alla tua pila. Fermati a un teschio, o appena ${plural('it', bid, 'compare', 'compaiono')} ${bid} ${plural('it', bid, 'fiore', 'fiori')}.`,
  guideOwnStackMayEnd: 'Puoi raggiungere la puntata già nella tua pila: allora il resto rimane coperto.',
  guideRevealingOthers: (p: string, bid: number) =>
    `${p}: la tua pila è tutta scoperta. Gira la carta coperta in cima a un’altra pila qualsiasi, anche di chi ha passato. Fermati a un teschio, o appena ${plural('it', bid, 'compare', 'compaiono')} ${bid} ${plural('it', bid, 'fiore', 'fiori')}.`,
  endSuccess: (p: string) => `Nessuna sfida vinta per ${p}: un round di prova non ne fa vincere.`,
  endFailure: (p: string) => `Sulla pila degli scarti non va niente: ${p} tiene tutte le sue carte.`,
  endTable: 'Il tavolo, invariato',
  endNote:
    'Ognuno riprende in mano le carte della propria pila. Non si salva niente: il tavolo qui sotto è com’era prima del round.',
};
