import { plural } from '../i18n';
import type { en } from './share.en';

export const fr: typeof en = {
  title: 'Partager le résultat',
  hint: 'Une image et un texte faits sur cet appareil. Rien n’est envoyé tant que vous n’avez pas choisi où.',
  share: 'Partager',
  download: 'Télécharger',
  app: 'Skull Table',
  wins: (n: number) => `${n} ${plural('fr', n, 'victoire', 'victoires')}`,
  row: (place: number, name: string, result: string) => `${place}. ${name}${result ? `\u00a0: ${result}` : ''}`,
  gamesTitle: 'Parties :',
  fileName: 'skull-table-resultat',
  shared: 'Partagé.',
  sharedText: 'Partagé en texte : cet appareil ne sait pas partager l’image.',
  copied: 'Le résultat est copié : collez-le dans votre discussion.',
  downloaded: 'L’image et le texte sont dans vos téléchargements.',
  cancelled: 'Pas partagé.',
  failed: 'Cet appareil n’a pu ni partager, ni copier, ni télécharger le résultat.',
};
