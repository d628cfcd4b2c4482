// The rule variants, each described once (its values, default, rule and export-file version), and the one table of
// what cannot go together. The config check, the setup form, the rematch and the export version all read these.
import type { RuleError } from './errors';
import { MAX_PLAYERS } from './names';
import { refuse } from './sentences';
import { DECKS, EQUIPMENTS, type Deck, type Equipment, type GameConfig } from './types';

export type VariantKey = 'lastChance' | 'equipment' | 'deck';
/** Every variant's value, defaults filled in. */
export interface Variants {
  lastChance: boolean;
  equipment: Equipment;
  deck: Deck;
}

export interface VariantSpec<V> {
  values: readonly V[];
  default: V;
  /** The RULES.md id that defines it. */
  rule: string;
  /** The export-file version that first carries a non-default value (an older app would drop or misread it). */
  fileVersion: number;
  /** The refusal of a value not in `values`, or of one given where `needs` does not hold. */
  refusal: () => RuleError;
  /** The other variants' values it only exists with: a deck belongs to a card table. */
  needs?: Partial<Variants>;
  /** Written even at its default: the form has always stored it, so new configs stay byte for byte as before. */
  alwaysWritten?: true;
}

export const VARIANTS: { [K in VariantKey]: VariantSpec<Variants[K]> } = {
  lastChance: {
    values: [false, true],
    default: false,
    rule: 'LC1',
    fileVersion: 1,
    refusal: () => refuse('bad-variant'),
    alwaysWritten: true,
  },
  equipment: {
    values: EQUIPMENTS,
    default: 'discs',
    rule: 'R3',
    fileVersion: 3,
    refusal: () => refuse('bad-equipment', { allowed: [...EQUIPMENTS] }),
  },
  deck: {
    values: DECKS,
    default: 'standard',
    rule: 'R3',
    fileVersion: 4,
    refusal: () => refuse('bad-deck', { allowed: [...DECKS] }),
    needs: { equipment: 'cards' },
  },
};

/** Every variant, in the order a config stores them. */
export const VARIANT_KEYS = Object.keys(VARIANTS) as readonly VariantKey[];

/** R3: the printed numbers each deck plays as flowers, four suits of each; its figures are the skulls. */
export const DECK_FLOWERS: { readonly [D in Deck]: readonly [low: number, high: number] } = {
  standard: [2, 10],
  spanish: [1, 7],
  italian: [1, 7],
  skat: [7, 10],
};

/** R1, R3: the most players these variants seat; each player holds three flowers, so a Skat deck's 16 seat five. */
export function seatsFor(v: Variants): number {
  if (v.equipment !== 'cards') return MAX_PLAYERS;
  const [low, high] = DECK_FLOWERS[v.deck];
  return Math.min(MAX_PLAYERS, Math.floor(((high - low + 1) * 4) / 3));
}

interface Conflict {
  /** The variant whose value stands when it changes. */
  wins: VariantKey;
  /** The variant that falls back to `to` when `wins` changes, and cannot be chosen against it; null: a seat limit. */
  gives: { key: VariantKey; to: Variants[VariantKey] } | null;
  /** `players`: the table's seat count, null where it is not known yet (settling a form's choice). */
  holds: (v: Variants, players: number | null) => boolean;
  refusal: (v: Variants) => RuleError;
}

// The one place a conflict is decided: the config check refuses it, the form settles or shows it.
const CONFLICTS: readonly Conflict[] = [
  // R3: the travel set is played without Last Chance.
  {
    wins: 'equipment',
    gives: { key: 'lastChance', to: false },
    holds: (v) => v.equipment === 'cards' && v.lastChance,
    refusal: () => refuse('cards-no-last-chance'),
  },
  // R1, R3: a deck with too few number cards seats fewer players.
  {
    wins: 'deck',
    gives: null,
    holds: (v, players) => {
      // Stryker disable next-line ConditionalExpression,BooleanLiteral: never asked without a seat count (a conflict that gives nothing is not settled), and null > n is false anyway
      if (players === null) return false;
      return players > seatsFor(v);
    },
    refusal: (v) => refuse('deck-too-small', { max: seatsFor(v) }),
  },
];

const needsHold = (key: VariantKey, v: Variants): boolean =>
  Object.entries(VARIANTS[key].needs ?? {}).every(([k, value]) => v[k as VariantKey] === value);

/** True when `key` means something with the other variants: a deck only at a card table. */
export const variantApplies = (v: Variants, key: VariantKey): boolean => needsHold(key, v);

/** The given values over the defaults, as they are: a value whose `needs` fail is kept for the check to refuse. */
function filled(config: Partial<Record<VariantKey, unknown>>): Variants {
  const v = {} as Record<VariantKey, unknown>;
  for (const key of VARIANT_KEYS) v[key] = config[key] ?? VARIANTS[key].default;
  return v as unknown as Variants;
}

/** Every variant of a config, defaults filled in (a deck named without cards reads as the default). */
export function variantsOf(config: Partial<GameConfig>): Variants {
  const v: Record<VariantKey, unknown> = { ...filled(config) };
  for (const key of VARIANT_KEYS) if (!needsHold(key, v as unknown as Variants)) v[key] = VARIANTS[key].default;
  return v as unknown as Variants;
}

/** `config` with the variants written: those that apply and differ from their default (and any `alwaysWritten`). */
export function withVariants(config: Omit<GameConfig, VariantKey>, v: Variants): GameConfig {
  const out: Record<string, unknown> = { ...config };
  for (const key of VARIANT_KEYS) {
    delete out[key];
    const spec = VARIANTS[key] as VariantSpec<unknown>;
    if (needsHold(key, v) && (spec.alwaysWritten || v[key] !== spec.default)) out[key] = v[key];
  }
  return out as unknown as GameConfig;
}

/** The first conflict these variants are in at a table of `players`: its refusal, and the variant whose choice it
 *  concerns (where the form says it); null when there is none. */
export function variantConflict(v: Variants, players: number): { variant: VariantKey; refusal: RuleError } | null {
  const conflict = CONFLICTS.find((c) => c.holds(v, players));
  return conflict ? { variant: conflict.wins, refusal: conflict.refusal(v) } : null;
}

/** The one place conflicts are decided (R3: cards refuse Last Chance). `changed` wins; what had to give way is listed. */
export function settleVariants(v: Variants, changed: VariantKey): { variants: Variants; dropped: VariantKey[] } {
  let variants = v;
  const dropped: VariantKey[] = [];
  for (const c of CONFLICTS) {
    // Stryker disable next-line ConditionalExpression: a conflict that gives nothing is a seat limit, which never holds without a seat count
    if (c.gives === null || !c.holds(variants, null)) continue;
    const key = changed === c.gives.key ? c.wins : c.gives.key;
    variants = { ...variants, [key]: changed === c.gives.key ? VARIANTS[c.wins].default : c.gives.to };
    dropped.push(key);
  }
  return { variants, dropped };
}

/** Whether `key` may take `value` now without another variant giving way to it (the form disables it otherwise). */
export function variantAllowed<K extends VariantKey>(v: Variants, key: K, value: Variants[K]): boolean {
  const tried: Variants = { ...v, [key]: value };
  return (
    (VARIANTS[key].values as readonly unknown[]).includes(value) &&
    needsHold(key, tried) &&
    !CONFLICTS.some((c) => c.gives?.key === key && c.holds(tried, null))
  );
}

/** The export-file version `configs` need: `base`, or the newest version one of their non-default variants needs. */
export function fileVersionFor(configs: readonly GameConfig[], base: number): number {
  let version = base;
  for (const config of configs) {
    const v = variantsOf(config);
    for (const key of VARIANT_KEYS)
      if (v[key] !== VARIANTS[key].default) version = Math.max(version, VARIANTS[key].fileVersion);
  }
  return version;
}

/** The variants a config names, each one of its values and where it applies, in no conflict at a table of `players`;
 *  a RuleError otherwise. Only the given ones are returned: an absent variant stays absent. */
export function parseVariants(input: Record<string, unknown>, players: number): Partial<Variants> {
  const given: Partial<Record<VariantKey, unknown>> = {};
  for (const key of VARIANT_KEYS) {
    const value = input[key];
    if (value === undefined) continue;
    if (!(VARIANTS[key].values as readonly unknown[]).includes(value)) throw VARIANTS[key].refusal();
    given[key] = value;
  }
  const v = filled(given);
  for (const key of VARIANT_KEYS) if (given[key] !== undefined && !needsHold(key, v)) throw VARIANTS[key].refusal();
  const conflict = variantConflict(v, players);
  if (conflict) throw conflict.refusal;
  return given as Partial<Variants>;
}
