import { useEffect, useRef, useState } from 'preact/hooks';
import { getLang } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import { applyImport, type GameFate, type ImportPlan, type ImportResult } from '../../session';
import { messages } from './receive.messages';
import './receive.css';

interface Props {
  plan: ImportPlan;
  /** The file's name, as the person knows it. */
  name: string;
  onDone: (result: Extract<ImportResult, { ok: true }>) => void;
  onCancel: () => void;
}

/** What a file holds, before anything is kept: its games (new, here, copies), its players (known, new, recognised by
 *  name, each match a choice), its nights; then Import or Cancel. */
export function ImportPreview({ plan, name, onDone, onCancel }: Props) {
  const m = messages();
  const [apart, setApart] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []); // what the file holds is read first, from its title
  const count = (fate: GameFate) => plan.games.filter((g) => g.fate === fate).length;
  const { known, fresh, matches } = plan.players;
  const nothingNew =
    count('new') +
      count('copy') +
      matches.length +
      fresh.length +
      plan.breaks.add.length +
      plan.breaks.remove.length ===
    0;
  const toggle = (id: string, same: boolean) =>
    setApart((was) => new Set(same ? [...was].filter((x) => x !== id) : [...was, id]));
  const confirm = async () => {
    setBusy(true);
    setProblem('');
    const result = await applyImport(plan, apart);
    setBusy(false);
    if (result.ok) onDone(result);
    else setProblem(result.problem === 'changed' ? m.changed : m.storageRefused);
  };
  const facts = [
    count('new') > 0 && m.gamesNew(count('new')),
    count('same') > 0 && m.gamesHere(count('same')),
    count('copy') > 0 && m.gamesCopies(count('copy')),
    known > 0 && m.playersKnown(known),
    fresh.length > 0 && m.playersNew(listAnd(getLang(), fresh)),
    plan.nights.joining > 0 && m.nightsJoining(plan.nights.joining),
    plan.nights.fresh > 0 && m.nightsNew(plan.nights.fresh),
  ].filter((fact): fact is string => typeof fact === 'string');
  return (
    <section class="import-preview" aria-labelledby="import-title" data-nothing-new={nothingNew ? '' : undefined}>
      <h2 id="import-title" tabIndex={-1} ref={title}>
        {m.holds(name)}
      </h2>
      <ul class="import-facts">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {matches.length > 0 && (
        <fieldset class="import-matches">
          <legend>{m.matchesTitle}</legend>
          <p class="hint">{m.matchesHint}</p>
          {matches.map((match) => (
            <label key={match.incoming} class="import-match">
              <input
                type="checkbox"
                checked={!apart.has(match.incoming)}
                disabled={busy}
                onChange={(e) => toggle(match.incoming, e.currentTarget.checked)}
              />
              <span>{m.sameAs(match.name, match.hereName)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <p class="hint">{nothingNew ? m.nothingNew : m.nothingKept}</p>
      <div class="import-actions">
        {!nothingNew && (
          <button type="button" class="primary" disabled={busy} onClick={confirm}>
            {busy ? m.importing : m.importButton}
          </button>
        )}
        <button type="button" disabled={busy} onClick={onCancel}>
          {nothingNew ? m.close : m.cancel}
        </button>
      </div>
      <p role="alert" class="import-problem">
        {problem}
      </p>
    </section>
  );
}
