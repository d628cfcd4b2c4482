export const en = {
  title: 'Settings',
  home: 'Home',
  languageTitle: 'Language',
  languageHint: 'The whole app and the rules follow this choice, and it is remembered on this device.',
};
