// Turns anything a command threw into a sentence in the current language: a RuleError by its code and parameters.
import { RuleError, type Equipment, type RuleDetail } from '../../rules';
import { messages as cardMessages } from './ruleErrorCards.messages';
import { messages } from './ruleErrors.messages';

type Say = (p: RuleDetail['params']) => string;

/** The sentence for a refusal's code and parameters, or null for a code this build does not know. A card game's
 *  table (R3) hears the card twin of a sentence that names discs or stacks; a screen with no game (the setup form,
 *  whose refusals name the equipment choice itself) hears the disc one. */
export function ruleSentence(detail: RuleDetail, equipment: Equipment = 'discs'): string | null {
  const cards = (equipment === 'cards' ? cardMessages() : {}) as Partial<Record<string, Say>>;
  const say = cards[detail.code] ?? (messages()[detail.code] as Say | undefined);
  return say ? say(detail.params) : null;
}

/** What to show a player for an error: a RuleError in their language and the words of the game's equipment, anything
 *  else by its own message. */
export function errorText(e: unknown, equipment: Equipment = 'discs'): string {
  if (e instanceof RuleError) return ruleSentence(e.detail, equipment) ?? e.message;
  return e instanceof Error ? e.message : String(e);
}
