import { plural } from '../../i18n';
import type { en } from './sessions.en';

export const fr: typeof en = {
  title: 'Parties enregistrées',
  home: 'Accueil',
  deviceNote:
    'Vos parties sont enregistrées seulement dans ce navigateur, sur cet appareil : effacer les données de site du navigateur les supprime. Un fichier d’export est votre sauvegarde : gardez-le, et importez-le ici ou sur un autre appareil.',
  persistent: 'Ce navigateur gardera ces parties jusqu’à ce que vous les supprimiez.',
  bestEffort: 'Ce navigateur peut effacer ces parties si l’appareil manque de place : exportez-les de temps en temps.',
  unsupported: 'Ce navigateur ne dit pas combien de temps il les garde : exportez-les de temps en temps.',
  unavailable:
    'Ce navigateur ne permet pas d’enregistrer les parties (navigation privée ?) : elles durent tant que la page reste ouverte. Exportez-les pour les garder.',
  empty: 'Aucune partie enregistrée pour l’instant. Une partie s’enregistre ici dès son début.',
  exportAll: 'Exporter toutes les parties',
  importFile: 'Importer un fichier',
  open: 'Ouvrir',
  rematch: 'Rejouer',
  exportOne: 'Exporter',
  remove: 'Supprimer',
  undo: 'Restaurer',
  showMore: (n: number) => `Afficher ${n} ${plural('fr', n, 'partie de plus', 'parties de plus')}`,
  players: (names: string) => names,
  inRound: (round: number) => `Manche ${round}`,
  won: (name: string) => `${name} a gagné`,
  lastPlayed: (when: string) => `Dernier coup : ${when}`,
  successes: (name: string, n: number) => `${name} : ${n} ${plural('fr', n, 'réussite', 'réussites')}`,
  deleted: (names: string) => `Partie avec ${names} supprimée.`,
  imported: (added: number, copies: number, skipped: number) =>
    [
      `${added} ${plural('fr', added, 'partie importée', 'parties importées')}.`,
      copies > 0
        ? `${copies} ${plural('fr', copies, 'partie dont l’identifiant existait déjà ici a été ajoutée comme copie', 'parties dont l’identifiant existait déjà ici ont été ajoutées comme copies')}.`
        : '',
      skipped > 0 ? `${skipped} ${plural('fr', skipped, 'partie était déjà là', 'parties étaient déjà là')}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  refused: 'Rien n’a été importé et rien n’a changé ici :',
  tooBig: (mb: number) => `le fichier dépasse ${mb} Mo.`,
  notJson: 'le fichier n’est pas un export de Skull Table (ce n’est pas du JSON).',
  foreign: 'le fichier n’est pas un export de Skull Table.',
  newerVersion: 'le fichier vient d’une version plus récente de Skull Table : mettez d’abord l’application à jour.',
  noSessions: 'le fichier ne contient aucune partie.',
  invalidSession: (n: number) => `la partie numéro ${n} du fichier est endommagée.`,
  illegalMoves: (n: number) => `dans la partie numéro ${n} du fichier, les coups enfreignent les règles.`,
  newerSession: (n: number) =>
    `la partie numéro ${n} du fichier vient d’une version plus récente : mettez d’abord l’application à jour.`,
  longName: (n: number, max: number) =>
    `la partie numéro ${n} du fichier a un nom de joueur de plus de ${max} ${plural('fr', max, 'caractère', 'caractères')} ; un nom en a ${max} au plus.`,
  badName: (n: number) =>
    `la partie numéro ${n} du fichier a un nom avec des caractères invisibles, ou deux noms qui ne diffèrent qu’en apparence.`,
  tooManyMoves: (n: number, max: number) =>
    `la partie numéro ${n} du fichier a plus de ${new Intl.NumberFormat('fr').format(max)} coups, le maximum pour une partie.`,
  nights: 'Soirées de jeu',
  badPlayer: (n: number, max: number) =>
    `le joueur numéro ${n} de la liste des joueurs du fichier est endommagé, en double, ou porte un nom que le formulaire de nouvelle partie refuserait (vide, caractères invisibles, plus de ${max} ${plural('fr', max, 'caractère', 'caractères')}).`,
  duplicateId: (n: number, first: number) => `les parties numéro ${first} et ${n} du fichier ont le même identifiant.`,
  badBreaks: 'les dates de soirées de jeu du fichier sont endommagées.',
  storageFailed: 'le navigateur a refusé d’enregistrer les parties.',
  storageRefused: 'Le navigateur a refusé : rien n’a changé. Réessayez.',
  keptNewer:
    'Cette partie a été enregistrée de nouveau dans un autre onglet entre-temps : cette version plus récente est gardée.',
  restoreFailed: 'Le navigateur a refusé de restaurer la partie.',
  exportSetAside: 'Les exporter telles quelles',
  deleteSetAside: 'Supprimer les parties illisibles',
  confirmDeleteSetAside: (n: number) =>
    `Supprimer définitivement ${n} ${plural('fr', n, 'partie illisible', 'parties illisibles')} ? C’est irréversible.`,
  confirmDelete: 'Les supprimer définitivement',
  keep: 'Les garder',
  setAsideFileName: (date: string) => `skull-table-illisibles-${date}.json`,
  setAsideTitle: 'Parties illisibles',
  setAsideNote: (n: number) =>
    `${n} ${plural('fr', n, 'partie enregistrée n’a pas pu être lue et a été mise', 'parties enregistrées n’ont pas pu être lues et ont été mises')} de côté. ${plural('fr', n, 'Elle reste intacte', 'Elles restent intactes')} sur cet appareil ; les autres parties ne sont pas touchées.`,
  reasonCorrupt: 'les données sont endommagées',
  reasonWrongTypes: 'les données n’ont pas la bonne forme',
  reasonNewerSchema: 'elle a été enregistrée par une version plus récente de l’application',
  reasonIllegalLog: 'ses coups enfreignent les règles',
  fileName: (date: string) => `skull-table-parties-${date}.json`,
};
