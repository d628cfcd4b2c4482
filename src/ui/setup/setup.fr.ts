import { deName } from '../../i18n/names';
import { plural } from '../../i18n';
import type { en } from './setup.en';

export const fr: typeof en = {
  title: 'Nouvelle partie',
  rematchTitle: 'Rejouer',
  back: 'Accueil',
  playersTitle: 'Joueurs',
  playersHint: 'Saisissez les joueurs dans le sens des aiguilles d’une montre autour de la table, de 3 à 6.',
  nameLabel: (seat: number) => `Nom du joueur à la place ${seat}`,
  namePlaceholder: (seat: number) => `Joueur ${seat}`,
  colorButton: (who: string, color: string) => `Couleur du tapis ${deName(who)} : ${color}. Changer de couleur`,
  seatName: (seat: number) => `place ${seat}`,
  moveUp: (who: string) => `Déplacer ${who} vers le haut`,
  moveDown: (who: string) => `Déplacer ${who} vers le bas`,
  remove: (who: string) => `Retirer ${who}`,
  rowMenu: (who: string) => `Options de la place ${deName(who)}`,
  rowMenuIcon: '⋮',
  moveUpShort: 'Vers le haut',
  moveDownShort: 'Vers le bas',
  removeShort: 'Retirer',
  recentTitle: 'Joueurs des parties précédentes',
  recentHint: 'Touchez un joueur pour l’installer à la prochaine place libre.',
  sameTable: 'Mêmes joueurs que la dernière fois',
  sameTableHint: (names: string) => `Installe ${names} aux mêmes places que la dernière fois.`,
  managePlayers: 'Renommer ou fusionner des joueurs',
  noStarter: 'Personne n’est encore choisi pour commencer.',
  drawAndStart: 'Tirer au sort et commencer',
  addPlayer: 'Ajouter un joueur',
  errEmpty: 'Saisissez un nom.',
  errRepeated: 'Un autre joueur porte déjà ce nom.',
  errTooLong: (n: number, max: number) =>
    `${max} ${plural('fr', max, 'caractère', 'caractères')} au plus (actuellement ${n}).`,
  errInvisible: 'Utilisez des lettres, des chiffres, des espaces ou des émojis, pas de caractères invisibles.',
  lastChanceLabel: 'Variante Dernière chance',
  lastChanceHint:
    'Un Challenger réduit à un disque par un échec reçoit le disque Dernière chance, une fleur connue de tous, pour la manche suivante ; une fois par partie. En cas d’échec comme Challenger dans cette manche, il perd les deux disques et se retrouve hors jeu. Ne se joue pas avec la version de voyage en cartes.',
  starterTitle: 'Qui commence ?',
  starterHint: 'Touchez le joueur qui commence la première manche, ou tirez-le au sort.',
  starterOption: (who: string) => who,
  draw: 'Tirer au sort',
  drawing: 'Tirage…',
  drawResult: (who: string) => `${who} commence.`,
  start: 'Commencer la partie',
  fixErrors: 'Certains noms doivent être corrigés avant de commencer.',
  colorClash: (who: string, holder: string) =>
    `${holder} a déjà la couleur de tapis préférée ${deName(who)} à cette table : ${who} joue une autre couleur cette partie et garde sa préférée. Touchez un tapis pour en changer.`,
};
