import { RULE_SENTENCES, type RuleSentences } from '../../rules';
import { en as tableEn } from '../table/table.en';

// What the engine refused, in the player's language: one sentence per RuleError code, built from its parameters.

// English is the engine's own sentences; only the session's refusal reads as its storage warning, worded once.
export const en: RuleSentences = { ...RULE_SENTENCES, 'read-only': () => tableEn.warningReadOnly };
