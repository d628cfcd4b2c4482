import { deName } from '../../i18n/nameGrammar';
import { plural } from '../../i18n';
import type { en } from './players.en';

export const fr: typeof en = {
  empty: 'Pas encore de joueurs : toute personne qui joue une partie enregistrée apparaît ici.',
  intro: 'Tous ceux qui ont joué sur cet appareil.',
  record: (finished: number, wins: number) =>
    `${finished} ${plural('fr', finished, 'partie terminée', 'parties terminées')}, ${wins} ${plural('fr', wins, 'victoire', 'victoires')}`,
  unfinished: (n: number) => `, ${n} ${plural('fr', n, 'non terminée', 'non terminées')}`,
  rename: (who: string) => `Renommer ${who}`,
  renameShort: 'Renommer',
  newName: (who: string) => `Nouveau nom pour ${who}`,
  save: 'Enregistrer',
  cancel: 'Fermer',
  mergeShort: 'Fusionner…',
  merge: (who: string) => `Fusionner ${who} avec un autre joueur`,
  mergeInto: (who: string) => `Compter toutes les parties ${deName(who)} pour`,
  mergeConfirm: 'Fusionner',
  mergeHint: 'Pour un nom saisi de deux façons. Vous pouvez annuler la fusion tant que vous restez sur cet écran.',
  merged: (from: string, into: string) => `Les parties ${deName(from)} comptent désormais pour ${into}.`,
  undo: 'Annuler',
  unmerged: (who: string) => `${who} a de nouveau sa propre fiche.`,
  renamed: (who: string) => `Nouveau nom : ${who}.`,
  errTooLong: (max: number) => `${max} ${plural('fr', max, 'caractère', 'caractères')} au plus.`,
  errTaken: 'Un autre joueur porte déjà ce nom : fusionnez plutôt les deux.',
  errSameGame: 'Ces deux joueurs ont joué la même partie, ce sont donc deux personnes : impossible de les fusionner.',
  errUnknown: 'Ce joueur n’est plus dans la liste.',
  errStorage: 'Cet appareil a refusé de l’enregistrer. Rien n’a changé.',
  home: 'Accueil',
  loading: 'Lecture des parties enregistrées…',
  failed: 'Les parties enregistrées n’ont pas pu être lues.',
  playersTitle: 'Joueurs',
  newGame: 'Nouvelle partie',
  errEmpty: 'Saisissez un nom.',
  errInvisible: 'Utilisez des lettres, des chiffres, des espaces ou des émojis, pas de caractères invisibles.',
};
