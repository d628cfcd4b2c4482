import { plural } from '../../i18n';
import type { en } from './receive.en';

export const fr: typeof en = {
  title: 'Ouvrir une sauvegarde',
  home: 'Accueil',
  savedGames: 'Parties enregistrées',
  looking: 'Recherche du fichier…',
  nothing:
    'Aucun fichier n’est arrivé. Choisissez une sauvegarde de Skull Table : vous verrez ce qu’elle contient avant toute importation.',
  choose: 'Choisir un fichier',
  reading: 'Lecture du fichier…',
  holds: (file: string) => `Contenu de ${file}`,
  nothingKept: 'Rien n’est importé tant que vous n’avez pas touché Importer.',
  gamesNew: (n: number) => `${n} ${plural('fr', n, 'partie', 'parties')} que cet appareil n’a pas encore.`,
  gamesHere: (n: number) =>
    `${n} ${plural('fr', n, 'partie déjà sur cet appareil : elle ne compte qu’une fois', 'parties déjà sur cet appareil : elles ne comptent qu’une fois')}.`,
  gamesCopies: (n: number) =>
    `${n} ${plural('fr', n, 'partie a', 'parties ont')} l’identifiant d’une partie d’ici mais d’autres coups : les deux versions sont conservées.`,
  playersKnown: (n: number) => `${n} ${plural('fr', n, 'joueur déjà connu', 'joueurs déjà connus')} ici.`,
  playersNew: (names: string) => `Cet appareil ne connaissait pas encore ${names}.`,
  matchesTitle: 'Les mêmes personnes ?',
  matchesHint:
    'Chaque nom ci-dessous est aussi celui d’un joueur d’ici : les deux ne feront plus qu’un. Décochez les noms qui désignent quelqu’un d’autre.',
  sameAs: (name: string, here: string) => `${name} dans le fichier et ${here} ici sont la même personne`,
  nightsJoining: (n: number) =>
    plural(
      'fr',
      n,
      `${n} soirée de jeu coïncide avec une soirée d’ici : les deux n’en font plus qu’une.`,
      `${n} soirées de jeu coïncident avec des soirées d’ici : chacune rejoint la sienne.`,
    ),
  nightsNew: (n: number) => `${n} ${plural('fr', n, 'nouvelle soirée de jeu', 'nouvelles soirées de jeu')}.`,
  nothingNew: 'Tout ce que contient ce fichier est déjà là : l’importer ne changerait rien.',
  importButton: 'Importer',
  cancel: 'Annuler',
  close: 'Fermer',
  importing: 'Import en cours…',
  changed:
    'Les parties d’ici ont changé pendant que le fichier était ouvert : rien n’a été importé. Ouvrez de nouveau le fichier.',
  openBackup: 'Recevoir des parties d’un autre téléphone',
  importDone: 'Les parties et les joueurs du fichier sont maintenant ici.',
  undoImport: 'Annuler l’import',
  keep: 'Garder',
  importUndone:
    'L’import est annulé : les parties et les joueurs qu’il avait apportés ne sont plus là, et ce qu’il avait changé est revenu comme avant.',
  undoChanged:
    'Une des parties importées a été jouée depuis : annuler l’import ferait perdre ces coups ; rien n’a donc été annulé.',
  storageRefused: 'Le navigateur a refusé : rien n’a changé. Réessayez.',
  send: 'Envoyer à un autre téléphone',
  sentToDownloads:
    'La sauvegarde est dans vos téléchargements : envoyez ce fichier à l’autre téléphone et ouvrez-le là-bas.',
};
