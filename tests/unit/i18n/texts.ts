import type { Lang, Message, Messages } from '../../../src/i18n';

export interface DictionaryModule {
  en?: Messages;
  fr?: Messages;
}

// Every dictionary in the app, lazy screens included.
export const dictionaries = import.meta.glob<DictionaryModule>('/src/**/*.messages.ts', { eager: true });

/** Calls a message with the same value for every parameter; null when it needs richer input (a list, a colour). */
export function callWith(message: Message, value: number): string | null {
  if (typeof message === 'string') return message;
  try {
    const out = (message as (...args: unknown[]) => unknown)(...Array.from({ length: message.length }, () => value));
    return typeof out === 'string' ? out : null;
  } catch {
    return null;
  }
}

/** Every text a key can show, as far as numbers can draw it out: 0, 1 and 2 reach each plural form. */
export function textsOf(message: Message): string[] {
  if (typeof message === 'string') return [message];
  return [0, 1, 2, 5].map((n) => callWith(message, n)).filter((t): t is string => t !== null);
}

/** Every text of one language, labelled `path key`, over every dictionary; with `n`, only the texts drawn with n. */
export function allTexts(lang: Lang, n?: number): { where: string; text: string }[] {
  const draw = (message: Message) => (n === undefined ? textsOf(message) : [callWith(message, n)].filter((t): t is string => t !== null));
  return Object.entries(dictionaries).flatMap(([path, mod]) =>
    Object.entries(mod[lang] ?? {}).flatMap(([key, message]) => draw(message).map((text) => ({ where: `${path} ${key}`, text }))),
  );
}
