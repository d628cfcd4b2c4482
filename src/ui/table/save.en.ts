// What the table tells the player when its game cannot be saved, by the session's warning code (SaveWarning):
// SaveLine.tsx shows it, and ui/ruleErrors.<lang>.ts words the read-only refusal with it.
import type { SaveWarning } from '../../session';

export const en = {
  unavailable:
    'This browser does not let the app store games here (private browsing?). The game goes on, but only while this page stays open: export it to keep it.',
  quota:
    'The device is out of storage space, so this game is not being saved. It goes on in this page; free some space or export it to keep it.',
  closed: 'The browser stopped saving games. This game goes on in this page but is not saved: export it to keep it.',
  'read-only':
    'This game was changed in another tab, so this tab is now read-only. Reload the page to continue with the latest moves.',
} satisfies Record<SaveWarning, string>;
