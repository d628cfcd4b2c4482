import type { en } from './settings.en';
export const es: typeof en = {
  title: 'Ajustes',
  home: 'Inicio',
  languageTitle: 'Idioma',
  languageHint: 'Toda la app y las reglas siguen esta elección, que se recuerda en este dispositivo.',
};
