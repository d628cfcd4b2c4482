import { plural } from '../../i18n';
import type { en } from './share.en';

export const it: typeof en = {
  title: 'Condividi il risultato',
  hint: 'Creato su questo dispositivo: niente viene inviato finché non scegli dove.',
  share: 'Condividi',
  download: 'Scarica',
  app: 'Skull Table',
  wins: (n: number) => `${n} ${plural('it', n, 'vittoria', 'vittorie')}`,
  row: (place: number, name: string, result: string) => `${place}. ${name}${result ? `: ${result}` : ''}`,
  gamesTitle: 'Partite:',
  shared: 'Condiviso.',
  sharedText: 'Condiviso come testo.',
  copied: 'Copiato: incollalo nella tua chat.',
  downloaded: 'Immagine e testo scaricati.',
  cancelled: 'Non condiviso.',
  failed: 'Qui non si può condividere, copiare né scaricare.',
};
