import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import type { en } from './night.en';

export const fr: typeof en = {
  tonight: 'Ce soir',
  nightOf: (date: string) => `Soirée de jeu du ${date}`,
  empty: 'Pas encore de soirée de jeu : les parties jouées le même soir se regroupent ici.',
  standingsTitle: 'Victoires jusqu’ici',
  standing: (wins: number, played: number) =>
    `${wins} ${plural('fr', wins, 'victoire', 'victoires')} en ${played} ${plural('fr', played, 'partie terminée', 'parties terminées')}`,
  gamesTitle: 'Les parties, dans l’ordre',
  gameLine: (n: number, time: string, names: string) => `Partie ${n}, ${time} : ${names}`,
  gameWon: (name: string) => `${name} a gagné.`,
  gameOpen: 'Non terminée.',
  openGame: 'Ouvrir',
  rematchTitle: 'Rejouer',
  rematchHint: 'Mêmes joueurs, mêmes places. Qui commence ?',
  starts: (name: string) => `${name} commence`,
  continueGame: 'Reprendre la partie non terminée',
  newNight: 'Nouvelle soirée',
  newNightHint: 'La prochaine partie ouvre une nouvelle soirée, quelle que soit l’heure.',
  newNightDone: 'La prochaine partie ouvre une nouvelle soirée.',
  earlierTitle: 'Soirées précédentes',
  earlierNight: (date: string, games: number) => `${date} : ${games} ${plural('fr', games, 'partie', 'parties')}`,
  shareTitle: (date: string) => `Soirée Skull, ${date}`,
  shareNight: 'Partager la soirée',
  close: 'Fermer',
  home: 'Accueil',
  loading: 'Lecture des parties enregistrées…',
  failed: 'Les parties enregistrées n’ont pas pu être lues.',
  list: (names: string[]) => listAnd('fr', names),
  errStorage: 'Cet appareil a refusé de l’enregistrer. Rien n’a changé.',
  drawResult: (who: string) => `${who} commence.`,
  draw: 'Tirer au sort',
  sendNight: 'Envoyer la soirée à un autre téléphone',
  fileWord: 'soirée',
  offerTitle: 'Garder une copie de la dernière soirée',
  offerText: (date: string) =>
    `Ses parties (${date}) ne sont que dans ce navigateur, qui peut les effacer faute de place. Envoyez-les à un autre téléphone ou gardez le fichier.`,
};
