import type { en } from './comfort.en';

export const fr: typeof en = {
  themeTitle: 'Apparence',
  themeHint: '« Suivre le système » passe du clair au sombre avec votre appareil.',
  themeSystem: 'Suivre le système',
  themeLight: 'Clair',
  themeDark: 'Sombre',
  themeBlack: 'Noir profond (économise la batterie des écrans OLED)',
  awakeTitle: 'Écran',
  awakeLabel: 'Garder l’écran allumé pendant une partie',
  awakeHint: 'Le téléphone ne s’assombrit pas et ne se verrouille pas tant qu’une partie est ouverte.',
  awakeMissing: 'Ce navigateur ne sait pas garder l’écran allumé ; ce réglage est sans effet ici.',
  announceTitle: 'Son et toucher',
  speakLabel: 'Lire à voix haute les paris, les passes et les résultats',
  speakHint: 'Utilise la voix de l’appareil, dans la langue de l’application.',
  speakMissing: 'Ce navigateur n’a pas de voix ; rien ne sera lu ici.',
  vibrateLabel: 'Vibrer brièvement à chaque appui',
  vibrateMissing: 'Cet appareil ne peut pas vibrer depuis le navigateur.',
  storageTitle: 'Parties enregistrées',
  persistent: 'Les parties sont enregistrées sur cet appareil et le navigateur a accepté de les garder.',
  bestEffort:
    'Les parties sont enregistrées sur cet appareil, mais le navigateur peut les effacer s’il manque de place. Exportez une sauvegarde de temps en temps.',
  unsupported: 'Ce navigateur ne dit pas s’il gardera les parties. Exportez une sauvegarde de temps en temps.',
  checking: 'Vérification du stockage…',
  exportAll: 'Exporter une sauvegarde de toutes les parties',
  fileName: (date: string) => `skull-table-parties-${date}.json`,
  exported: 'Le fichier de sauvegarde a été enregistré.',
  exportFailed: 'La sauvegarde n’a pas pu être faite.',
  statistics: 'Statistiques',
  prefsBlocked:
    'Cet appareil refuse d’enregistrer les réglages : vos choix valent jusqu’à la fermeture de l’application.',
};
