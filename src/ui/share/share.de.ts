import { plural } from '../../i18n';
import type { en } from './share.en';

export const de: typeof en = {
  title: 'Ergebnis teilen',
  hint: 'Auf diesem Gerät erstellt: Nichts wird gesendet, bevor du wählst, wohin.',
  share: 'Teilen',
  download: 'Speichern',
  app: 'Skull Table',
  wins: (n: number) => `${n} ${plural('de', n, 'Sieg', 'Siege')}`,
  row: (place: number, name: string, result: string) => `${place}. ${name}${result ? `: ${result}` : ''}`,
  gamesTitle: 'Partien:',
  shared: 'Geteilt.',
  sharedText: 'Als Text geteilt.',
  copied: 'Kopiert: Füge es in deinen Chat ein.',
  downloaded: 'Bild und Text gespeichert.',
  cancelled: 'Nicht geteilt.',
  failed: 'Teilen, Kopieren und Speichern sind hier nicht möglich.',
};
