import { plural } from '../../i18n';
import type { en } from './stats.en';

export const fr: typeof en = {
  title: 'Statistiques',
  home: 'Accueil',
  loading: 'Lecture des parties enregistrées…',
  failed: 'Les parties enregistrées n’ont pas pu être lues.',
  empty: 'Pas encore de statistiques : elles apparaissent après une partie enregistrée.',
  intro: 'Calculées sur toutes les parties enregistrées sur cet appareil. Les manches d’entraînement ne comptent jamais.',
  playersTitle: 'Joueurs',
  colPlayer: 'Joueur',
  colGames: 'Parties',
  colWins: 'Gagnées',
  colChallenges: 'Défis réussis / tentés',
  colSkulls: 'Crânes retournés',
  colOut: 'Mis hors jeu',
  colBestBid: 'Plus gros pari réussi',
  none: '–',
  chartTitle: 'Parties gagnées et jouées',
  chartBar: (name: string, wins: number, games: number) =>
    `${name} : ${wins} ${plural('fr', wins, 'victoire', 'victoires')} en ${games} ${plural('fr', games, 'partie', 'parties')}`,
  chartLegendPlayed: 'jouées',
  chartLegendWon: 'gagnées',
  gamesTitle: 'Les parties, manche par manche',
  gameHeading: (players: string, when: string) => `${players}, ${when}`,
  gameWinner: (p: string) => `${p} a gagné.`,
  gameUnfinished: 'Pas terminée.',
  roundOf: (n: number, text: string) => `Manche ${n} : ${text}`,
  roundAbandoned: (n: number) => `Manche ${n} : abandonnée puis rejouée.`,
  successes: (n: number) => `${n} ${plural('fr', n, 'réussite', 'réussites')}`,
  list: (names: string[]) => new Intl.ListFormat('fr', { type: 'conjunction' }).format(names),
};
