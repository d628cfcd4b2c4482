// Turns anything a command threw into a sentence in the current language: a RuleError by its code and parameters.
import { RuleError, type RuleDetail } from '../../rules';
import { shownEquipment } from '../table/equipment';
import { messages as cardMessages } from './ruleErrorCards.messages';
import { messages } from './ruleErrors.messages';

type Say = (p: RuleDetail['params']) => string;

/** The sentence for a refusal's code and parameters, or null for a code this build does not know. A card game's
 *  table (R3) hears the card twin of a sentence that names discs or stacks. */
export function ruleSentence(detail: RuleDetail): string | null {
  const cards = (shownEquipment() === 'cards' ? cardMessages() : {}) as Partial<Record<string, Say>>;
  const say = cards[detail.code] ?? (messages()[detail.code] as Say | undefined);
  return say ? say(detail.params) : null;
}

/** What to show a player for an error: a RuleError in their language, anything else by its own message. */
export function errorText(e: unknown): string {
  if (e instanceof RuleError) return ruleSentence(e.detail) ?? e.message;
  return e instanceof Error ? e.message : String(e);
}
