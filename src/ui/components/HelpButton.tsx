import './components.css';
import { href } from '../route';
import { messages } from './components.messages';

/** A help toggle with a short summary and a link to the matching rules section; `from`, a game, gives the rules their
 *  way back to it. */
export function HelpButton({ section, summary, from }: { section: string; summary: string; from?: string }) {
  const m = messages();
  return (
    <details class="help">
      <summary class="button">
        <span class="help-icon" aria-hidden="true" />
        {m.help}
      </summary>
      <div class="help-body">
        <p>{summary}</p>
        <a href={href({ name: 'rules', section, from })}>{m.fullRules}</a>
      </div>
    </details>
  );
}
