import { plural } from '../../i18n';
import type { en } from './share.en';

export const fr: typeof en = {
  title: 'Partager le résultat',
  hint: 'Créé sur cet appareil : rien n’est envoyé tant que vous n’avez pas choisi où.',
  share: 'Partager',
  download: 'Télécharger',
  app: 'Skull Table',
  wins: (n: number) => `${n} ${plural('fr', n, 'victoire', 'victoires')}`,
  row: (place: number, name: string, result: string) => `${place}. ${name}${result ? `\u00a0: ${result}` : ''}`,
  gamesTitle: 'Parties :',
  shared: 'Partagé.',
  sharedText: 'Partagé en texte.',
  copied: 'Copié : collez-le dans votre discussion.',
  downloaded: 'Image et texte téléchargés.',
  cancelled: 'Pas partagé.',
  failed: 'Impossible de partager, copier ou télécharger ici.',
};
