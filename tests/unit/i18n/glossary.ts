// One word per thing: for each concept, the word the app uses in every dictionary (the rules reference and the
// table alike) and the alternatives that must not appear anywhere. Each language's terms live in langs/<lang>.ts,
// with a comment on why its words were chosen.
import { LANGS, type Lang } from '../../../src/i18n';
import { LANG_RULES, type Term } from './langs';

export type { Term } from './langs';

export const GLOSSARY = Object.fromEntries(LANGS.map((lang) => [lang, LANG_RULES[lang].glossary])) as Record<
  Lang,
  Term[]
>;
