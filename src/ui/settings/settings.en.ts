export const en = {
  title: 'Settings',
  home: 'Home',
  languageTitle: 'Language',
  languageHint: 'The whole app and the rules follow this choice, and it is remembered on this device.',
  aboutTitle: 'About',
  version: (version: string, date: string) => `Version ${version}, built on ${date}`,
  browser: (name: string) => `Browser: ${name}`,
  noErrors: 'No errors caught on this device.',
  errors: (n: number) => `Errors caught on this device: ${n}`,
  privacy: 'Kept on this device only: nothing is sent anywhere. It holds no names and nothing of your games.',
  copy: 'Copy for a bug report',
  copied: 'Copied. Paste it into your bug report.',
  copyFailed: 'It could not be copied: select the text below and copy it.',
  details: 'What is copied',
  languageFailed: (name: string) =>
    `${name} could not be loaded: you may be offline, or the app was updated in another tab.`,
};
