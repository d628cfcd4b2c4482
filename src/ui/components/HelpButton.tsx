import './components.css';
import { href } from '../route';
import { messages } from './components.messages';

/** A help toggle with a short summary and a link to the matching rules section. */
export function HelpButton({ section, summary }: { section: string; summary: string }) {
  const m = messages();
  return (
    <details class="help">
      <summary class="button">
        <span class="help-icon" aria-hidden="true" />
        {m.help}
      </summary>
      <div class="help-body">
        <p>{summary}</p>
        <a href={href({ name: 'rules', section })}>{m.fullRules}</a>
      </div>
    </details>
  );
}
