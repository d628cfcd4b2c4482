import './components.css';
import type { Equipment } from '../../rules';
import { href } from '../route';
import { messages } from './components.messages';

interface Props {
  section: string;
  summary: string;
  /** R3: a card game's help opens the rules written for cards. */
  equipment?: Equipment | undefined;
  /** The game the help is in: the rules get their way back to it. */
  from?: string | undefined;
}

/** A help toggle with a short summary and a link to the matching rules section. */
export function HelpButton({ section, summary, equipment, from }: Props) {
  const m = messages();
  return (
    <details class="help">
      <summary class="button">
        <span class="help-icon" aria-hidden="true" />
        {m.help}
      </summary>
      <div class="help-body">
        <p>{summary}</p>
        <a href={href({ name: 'rules', section, equipment: equipment === 'cards' ? 'cards' : undefined, from })}>
          {m.fullRules}
        </a>
      </div>
    </details>
  );
}
