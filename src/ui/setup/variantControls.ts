// How the screens show each rule variant, one entry per variant of the engine's registry (src/rules/variants.ts):
// the setup form draws its controls from here, in this order, and a new variant fails the type check until it has one.
import type { Deck, Equipment, VariantKey, Variants } from '../../rules';
import type { SectionId } from '../../reference/sections';
import type { en } from './setup.en';

type Words = typeof en;
/** A sentence of the setup area that takes no parameter. */
export type WordKey = { [K in keyof Words]: Words[K] extends string ? K : never }[keyof Words];

interface ControlBase {
  /** The id its markup is named from: `#last-chance`, `input[name=equipment]`, `.equipment-note`. */
  id: string;
  /** The reference section that explains it (`#/rules/<section>`). */
  section: SectionId;
  /** Said where another variant's change made this one give way (the engine's settleVariants). */
  dropped?: WordKey;
}

/** A switch: on or off. */
export interface ToggleControl extends ControlBase {
  kind: 'toggle';
  label: WordKey;
  hint: WordKey;
}

/** One of a few values, as radio buttons, with the hint of the value chosen. */
export interface ChoiceControl<V extends string> extends ControlBase {
  kind: 'choice';
  label: WordKey;
  options: { [O in V]: WordKey };
  hints: { [O in V]?: WordKey };
}

export type ControlFor<V> = [V] extends [boolean] ? ToggleControl : ChoiceControl<V & string>;

export const VARIANT_CONTROLS: { [K in VariantKey]: ControlFor<Variants[K]> } = {
  equipment: {
    kind: 'choice',
    id: 'equipment',
    label: 'equipmentTitle',
    options: { discs: 'equipmentDiscs', cards: 'equipmentCards' } satisfies Record<Equipment, WordKey>,
    hints: { cards: 'equipmentCardsHint' },
    section: 'travel-set',
  },
  deck: {
    kind: 'choice',
    id: 'deck',
    label: 'deckTitle',
    options: {
      standard: 'deckStandard',
      spanish: 'deckSpanish',
      italian: 'deckItalian',
      skat: 'deckSkat',
    } satisfies Record<Deck, WordKey>,
    hints: {
      standard: 'deckStandardHint',
      spanish: 'deckSpanishHint',
      italian: 'deckItalianHint',
      skat: 'deckSkatHint',
    },
    section: 'travel-set',
  },
  lastChance: {
    kind: 'toggle',
    id: 'last-chance',
    label: 'lastChanceLabel',
    hint: 'lastChanceHint',
    section: 'last-chance',
    dropped: 'equipmentNoLastChance',
  },
};

/** The variants in the order the form shows them. */
export const FORM_VARIANTS = Object.keys(VARIANT_CONTROLS) as VariantKey[];
