import type { Lang, Message, Messages } from '../../../src/i18n';
import type { RuleSentences } from '../../../src/rules';
import { SAMPLES } from './ruleSamples';
import { dictionaries } from './texts';

// The refusals and their card twins (R3, only some codes), whose sentences take a parameter object.
const RULE_ERRORS = ['/src/ui/refusals/ruleErrors', '/src/ui/refusals/ruleErrorCards'];
const SAMPLE_NAMES = new Set(['Ann', 'Bob', 'Cat']);

// The parameters that hold a player's name (or a list of names), by the name the dictionaries give them.
const NAME_PARAMS = new Set([
  'p',
  'q',
  'owner',
  'starter',
  'who',
  'from',
  'into',
  'name',
  'names',
  'player',
  'players',
]);

/** The names of a message's parameters, read from its source: `(p, n) => …` gives ['p', 'n']. */
function paramNames(message: (...args: never[]) => string): string[] {
  const head = /^\s*(?:function\s*\w*)?\s*\(([^)]*)\)|^\s*(\w+)\s*=>/.exec(message.toString());
  const list = head?.[1] ?? head?.[2] ?? '';
  return list
    .split(',')
    .map((param) => param.replace(/[:=].*$/s, '').trim())
    .filter(Boolean);
}

/** A message called with `name` for each name parameter and 2 for the others; null when it takes no name. */
function sayWith(message: Message, name: string): string | null {
  if (typeof message === 'string') return null;
  const params = paramNames(message);
  if (!params.some((param) => NAME_PARAMS.has(param))) return null;
  try {
    const out = (message as (...args: unknown[]) => unknown)(
      ...params.map((param) => (NAME_PARAMS.has(param) ? name : 2)),
    );
    return typeof out === 'string' ? out : null;
  } catch {
    return null;
  }
}

/** A rule-error sample with every player name in it (Ann, Bob, Cat, in lists too) replaced by `name`. */
function renamed(value: unknown, name: string): unknown {
  if (typeof value === 'string') return SAMPLE_NAMES.has(value) ? name : value;
  if (Array.isArray(value)) return value.map((v) => renamed(v, name));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renamed(v, name)]));
  return value;
}

/** Every sentence of `lang` that shows a player's name, drawn with `name` in each name's place. */
export function nameSentences(lang: Lang, name: string): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const [path, mod] of Object.entries(dictionaries)) {
    const dict = mod[lang];
    if (!dict) continue;
    if (RULE_ERRORS.includes(path)) {
      const rules = dict as unknown as Partial<RuleSentences>;
      for (const [code, samples] of Object.entries(SAMPLES))
        for (const sample of code in rules ? (samples as unknown[]) : []) {
          const say = rules[code as keyof RuleSentences] as (p: unknown) => string;
          const text = say(renamed(sample, name));
          if (text.includes(name)) out.push({ where: `${path} ${code}`, text });
        }
      continue;
    }
    for (const [key, message] of Object.entries(dict as Messages)) {
      const text = sayWith(message, name);
      if (text?.includes(name)) out.push({ where: `${path} ${key}`, text });
    }
  }
  return out;
}

/** The few words around each place `name` stands in `text` (three before, five after): where a form agreeing with
 * the name would sit. */
export function wordsAround(text: string, name: string): string[] {
  const windows: string[] = [];
  let at = text.indexOf(name);
  while (at >= 0) {
    const before = text.slice(0, at).split(/\s+/u).slice(-4).join(' ');
    const after = text
      .slice(at + name.length)
      .split(/\s+/u)
      .slice(0, 6)
      .join(' ');
    windows.push(`${before} ${name} ${after}`);
    at = text.indexOf(name, at + name.length);
  }
  return windows;
}
