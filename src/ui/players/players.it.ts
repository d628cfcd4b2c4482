import { plural } from '../../i18n';
import type { en } from './players.en';

export const it: typeof en = {
  empty: 'Ancora nessun giocatore: chi gioca una partita salvata compare qui.',
  intro: 'Tutti quelli che hanno giocato su questo dispositivo.',
  record: (finished: number, wins: number) =>
    `${finished} ${plural('it', finished, 'partita conclusa', 'partite concluse')}, ${wins} ${plural('it', wins, 'vittoria', 'vittorie')}`,
  unfinished: (n: number) => `, ${n} ${plural('it', n, 'non conclusa', 'non concluse')}`,
  rename: (who: string) => `Rinomina ${who}`,
  renameShort: 'Rinomina',
  newName: (who: string) => `Nuovo nome per ${who}`,
  save: 'Salva',
  cancel: 'Chiudi',
  mergeShort: 'Unisci…',
  merge: (who: string) => `Unisci ${who} a un altro giocatore`,
  mergeInto: (who: string) => `Conta tutte le partite di ${who} per`,
  mergeConfirm: 'Unisci',
  mergeHint: 'Per un nome scritto in due modi. Puoi annullare finché resti in questa schermata.',
  merged: (from: string, into: string) => `Le partite di ${from} ora contano per ${into}.`,
  undo: 'Annulla',
  unmerged: (who: string) => `${who} ha di nuovo una scheda a parte.`,
  renamed: (who: string) => `Nuovo nome: ${who}.`,
  errTooLong: (max: number) => `Al massimo ${max} ${plural('it', max, 'carattere', 'caratteri')}.`,
  errTaken: 'Un altro giocatore ha già questo nome: unisci piuttosto i due.',
  errSameGame: 'Questi due hanno giocato nella stessa partita, quindi sono due persone: non si possono unire.',
  errUnknown: 'Questo giocatore non è più nella lista.',
  errStorage: 'Questo dispositivo non ha permesso di salvarlo. Non è cambiato nulla.',
};
