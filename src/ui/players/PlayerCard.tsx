import { useState } from 'preact/hooks';
import type { Player } from '../../session';
import { MatToken } from '../components/MatToken';
import { messages } from './players.messages';

interface Props {
  player: Player;
  others: Player[];
  /** Resolve to an error sentence, or null when done. */
  onRename: (name: string) => Promise<string | null>;
  onMerge: (into: Player) => Promise<string | null>;
}

/** One remembered player: their record, a rename field and a merge picker, each opened on demand. */
export function PlayerCard({ player, others, onRename, onMerge }: Props) {
  const m = messages();
  const [mode, setMode] = useState<'idle' | 'rename' | 'merge'>('idle');
  const [draft, setDraft] = useState(player.name);
  const [into, setInto] = useState(others[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const base = `player-${player.id}`;

  const open = (next: 'rename' | 'merge') => {
    setError(null);
    setDraft(player.name);
    setMode(mode === next ? 'idle' : next);
    requestAnimationFrame(() => document.getElementById(`${base}-${next}`)?.focus());
  };
  const done = (err: string | null) => (err ? setError(err) : setMode('idle'));

  // A button that opens one of the card's forms, saying whether it is open.
  const opener = (form: 'rename' | 'merge', label: string, short: string) => (
    <button type="button" aria-label={label} aria-expanded={mode === form} onClick={() => open(form)}>
      {short}
    </button>
  );
  return (
    <li class="player-card">
      <h2 id={`${base}-name`}>
        {player.color !== null && <MatToken color={player.color} />}
        <span>{player.name}</span>
      </h2>
      <p class="player-record">
        {m.record(player.finished, player.wins)}
        {player.unfinished > 0 ? m.unfinished(player.unfinished) : ''}
      </p>
      <div class="player-tools">
        {opener('rename', m.rename(player.name), m.renameShort)}
        {others.length > 0 && opener('merge', m.merge(player.name), m.mergeShort)}
      </div>
      {mode === 'rename' && (
        <form
          class="player-form"
          onSubmit={(e) => {
            e.preventDefault();
            void onRename(draft).then(done);
          }}
        >
          <label for={`${base}-rename`}>{m.newName(player.name)}</label>
          <input
            id={`${base}-rename`}
            class="name-input"
            value={draft}
            autocomplete="off"
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${base}-error` : undefined}
            onInput={(e) => setDraft(e.currentTarget.value)}
          />
          <FormButtons submit={m.save} onCancel={() => setMode('idle')} />
        </form>
      )}
      {mode === 'merge' && (
        <form
          class="player-form"
          onSubmit={(e) => {
            e.preventDefault();
            void onMerge(others.find((o) => o.id === into)!).then(done);
          }}
        >
          <label for={`${base}-merge`}>{m.mergeInto(player.name)}</label>
          <select
            id={`${base}-merge`}
            class="name-input"
            value={into}
            aria-describedby={`${base}-hint`}
            onChange={(e) => setInto(e.currentTarget.value)}
          >
            {others.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
          <p id={`${base}-hint`} class="hint">
            {m.mergeHint}
          </p>
          <FormButtons submit={m.mergeConfirm} onCancel={() => setMode('idle')} />
        </form>
      )}
      {error && (
        <p class="field-error" id={`${base}-error`} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** A card form's buttons: what it does, and Cancel back to the card. */
function FormButtons({ submit, onCancel }: { submit: string; onCancel: () => void }) {
  const m = messages();
  return (
    <div class="player-tools">
      <button type="submit" class="primary">
        {submit}
      </button>
      <button type="button" onClick={onCancel}>
        {m.cancel}
      </button>
    </div>
  );
}
