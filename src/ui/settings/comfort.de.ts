import type { en } from './comfort.en';

export const de: typeof en = {
  themeTitle: 'Darstellung',
  themeHint: '„Wie das System“ wechselt mit deinem Gerät zwischen hell und dunkel.',
  themeSystem: 'Wie das System',
  themeLight: 'Hell',
  themeDark: 'Dunkel',
  themeBlack: 'Echtes Schwarz (spart Akku bei OLED)',
  awakeTitle: 'Bildschirm',
  awakeLabel: 'Bildschirm während einer Partie anlassen',
  awakeHint: 'Das Handy wird nicht dunkel und sperrt sich nicht, solange eine Partie offen ist.',
  awakeMissing: 'Dieser Browser kann den Bildschirm nicht anlassen; hier wirkt die Einstellung nicht.',
  announceTitle: 'Ton und Berührung',
  speakLabel: 'Gebote, Passen und Ergebnisse vorlesen',
  speakHint: 'Nutzt die Stimme des Geräts, in der Sprache der App.',
  speakMissing: 'Dieser Browser hat keine Stimme; hier wird nichts vorgelesen.',
  vibrateLabel: 'Bei jedem Tippen kurz vibrieren',
  vibrateMissing: 'Dieses Gerät kann aus dem Browser nicht vibrieren.',
  storageTitle: 'Gespeicherte Partien',
  persistent: 'Die Partien liegen auf diesem Gerät, und der Browser hat zugesagt, sie zu behalten.',
  bestEffort:
    'Die Partien liegen auf diesem Gerät, aber der Browser löscht sie vielleicht, wenn der Speicher knapp wird. Exportiere ab und zu eine Sicherung.',
  unsupported:
    'Dieser Browser sagt nicht, ob er die gespeicherten Partien behält. Exportiere ab und zu eine Sicherung.',
  checking: 'Speicher wird geprüft…',
  exportAll: 'Sicherung aller Partien exportieren',
  fileName: (date: string) => `skull-table-partien-${date}.json`,
  exported: 'Die Sicherungsdatei wurde gespeichert.',
  exportFailed: 'Die Sicherung konnte nicht erstellt werden.',
  statistics: 'Statistik',
  prefsBlocked: 'Dieses Gerät speichert keine Einstellungen: Deine Wahl gilt, bis die App geschlossen wird.',
};
