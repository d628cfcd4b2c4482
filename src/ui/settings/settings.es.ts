import type { en } from './settings.en';
export const es: typeof en = {
  title: 'Ajustes',
  home: 'Inicio',
  languageTitle: 'Idioma',
  languageHint: 'Toda la app y las reglas siguen esta elección, que se recuerda en este dispositivo.',
  aboutTitle: 'Acerca de',
  version: (version: string, date: string) => `Versión ${version}, compilada el ${date}`,
  browser: (name: string) => `Navegador: ${name}`,
  noErrors: 'No se ha registrado ningún error en este dispositivo.',
  errors: (n: number) => `Errores registrados en este dispositivo: ${n}`,
  privacy: 'Se guarda solo en este dispositivo: no se envía nada a ninguna parte. Sin nombres ni nada de tus partidas.',
  copy: 'Copiar para informar de un error',
  copied: 'Copiado. Pégalo en tu informe.',
  copyFailed: 'No se ha podido copiar: selecciona el texto de abajo y cópialo.',
  details: 'Lo que se copia',
  languageFailed: (name: string) =>
    `No se ha podido cargar el idioma ${name}: puede que no tengas conexión o que la aplicación se haya actualizado en otra pestaña.`,
};
