import { plural } from '../../i18n';
import type { en } from './night.en';

export const fr: typeof en = {
  home: 'Accueil',
  tonight: 'Ce soir',
  nightOf: (date: string) => `Soirée de jeu du ${date}`,
  loading: 'Lecture des parties enregistrées…',
  failed: 'Les parties enregistrées n’ont pas pu être lues.',
  empty: 'Pas encore de soirée de jeu : les parties jouées le même soir se regroupent ici.',
  standingsTitle: 'Victoires jusqu’ici',
  standing: (wins: number, played: number) =>
    `${wins} ${plural('fr', wins, 'victoire', 'victoires')} en ${played} ${plural('fr', played, 'partie terminée', 'parties terminées')}`,
  gamesTitle: 'Les parties, dans l’ordre',
  gameLine: (n: number, time: string, names: string) => `Partie ${n}, ${time} : ${names}`,
  gameWon: (name: string) => `${name} a gagné.`,
  gameOpen: 'Pas terminée.',
  openGame: 'Ouvrir',
  rematchTitle: 'Rejouer',
  rematchHint: 'Mêmes joueurs, mêmes places. Qui commence (R2) ?',
  starts: (name: string) => `${name} commence`,
  draw: 'Tirer au sort',
  drawn: (name: string) => `${name} commence.`,
  continueGame: 'Reprendre la partie non terminée',
  newEvening: 'Nouvelle soirée',
  newEveningHint: 'La prochaine partie ouvre une nouvelle soirée, quelle que soit l’heure.',
  newEveningDone: 'La prochaine partie ouvre une nouvelle soirée.',
  storageFailed: 'Cet appareil a refusé de l’enregistrer. Rien n’a changé.',
  earlierTitle: 'Soirées précédentes',
  earlierNight: (date: string, games: number) => `${date} : ${games} ${plural('fr', games, 'partie', 'parties')}`,
  shareTitle: (date: string) => `Soirée Skull, ${date}`,
  list: (names: string[]) => new Intl.ListFormat('fr', { type: 'conjunction' }).format(names),
};
