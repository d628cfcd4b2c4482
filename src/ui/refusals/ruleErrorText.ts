// Turns anything a command threw into a sentence in the current language: a RuleError by its code and parameters.
import { RuleError, type RuleDetail } from '../../rules';
import { messages } from './ruleErrors.messages';

/** The sentence for a refusal's code and parameters, or null for a code this build does not know. */
export function ruleSentence(detail: RuleDetail): string | null {
  const say = messages()[detail.code] as ((p: RuleDetail['params']) => string) | undefined;
  return say ? say(detail.params) : null;
}

/** What to show a player for an error: a RuleError in their language, anything else by its own message. */
export function errorText(e: unknown): string {
  if (e instanceof RuleError) return ruleSentence(e.detail) ?? e.message;
  return e instanceof Error ? e.message : String(e);
}
