import { useEffect, useRef, useState } from 'preact/hooks';
import { startGame, tableOf } from '../../session';
import { messages as displayMessages } from '../table/display.messages';
import { defaultEdges, saveFlat } from '../table/flat';
import { defaultColors, loadMatColors, nextFreeColor, saveMatColors } from '../components/matColors';
import { messages as practiceMessages } from '../practice/practice.messages';
import { offerFormTable } from '../practice/practiceTable';
import { href, navigate } from '../route';
import { errorText } from '../ruleErrorText';
import { PlayerRow } from './PlayerRow';
import { messages } from './setup.messages';
import { StarterPicker } from './StarterPicker';
import { MAX_PLAYERS, MIN_PLAYERS, moveRow, nameErrors, type PlayerRowData } from './tableForm';
import '../components/components.css';
import './setup.css';

let nextKey = 1;
const blankRows = (n: number): PlayerRowData[] => defaultColors(n).map((color) => ({ key: nextKey++, name: '', color }));

export default function NewGameScreen({ from }: { from?: string | undefined }) {
  const m = messages();
  const d = displayMessages();
  const [rows, setRows] = useState<PlayerRowData[]>(() => blankRows(4));
  const [lastChance, setLastChance] = useState(false);
  const [flat, setFlat] = useState(false);
  const [starter, setStarter] = useState<number | null>(null);
  const [touched, setTouched] = useState<Set<number>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // Rematch: the same players, seats, colours and variant; the first starter is picked afresh.
  useEffect(() => {
    if (!from) return;
    let live = true;
    tableOf(from).then((config) => {
      if (!live || !config) return;
      const colors = loadMatColors(from, config.players.length);
      setRows(config.players.map((name, i) => ({ key: nextKey++, name, color: colors[i] ?? i })));
      setLastChance(config.lastChance === true);
    });
    return () => {
      live = false;
    };
  }, [from]);

  const errors = nameErrors(rows.map((r) => r.name));
  const starterIndex = rows.findIndex((r) => r.key === starter);
  const update = (key: number, change: Partial<PlayerRowData>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const move = (index: number, delta: number) => {
    const row = rows[index]!;
    const next = moveRow(rows, index, delta);
    setRows(next);
    // Keep focus on the moved player's arrow, or its twin when it reached an end of the table.
    const to = next.indexOf(row);
    const id = (delta < 0 && to > 0) || to === next.length - 1 ? `up-${row.key}` : `down-${row.key}`;
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const bad = errors.findIndex((err) => err !== null);
    if (bad >= 0) {
      document.getElementById(`name-${rows[bad]!.key}`)?.focus();
      return;
    }
    if (starterIndex < 0) {
      form.current?.querySelector<HTMLElement>('.starter-seat')?.focus();
      return;
    }
    try {
      const id = await startGame({ players: rows.map((r) => r.name.trim()), starter: starterIndex, lastChance });
      saveMatColors(id, rows.map((r) => r.color));
      if (flat) saveFlat(id, { flat, edges: defaultEdges(rows.length) });
      navigate({ name: 'game', id });
    } catch (err) {
      setFailure(errorText(err));
    }
  };

  return (
    <main class="setup">
      <header class="setup-head">
        <a class="button" href={href({ name: 'home' })}>
          {m.back}
        </a>
        <h1>{from ? m.rematchTitle : m.title}</h1>
      </header>
      {!from && (
        <a class="button practice-invite" href={href({ name: 'practice' })} onClick={() => offerFormTable(rows.map((r) => r.name), starterIndex)}>
          {practiceMessages().invite}
        </a>
      )}
      <form ref={form} onSubmit={submit} noValidate>
        <fieldset>
          <legend>{m.playersTitle}</legend>
          <p class="hint">{m.playersHint}</p>
          <ol class="player-rows">
            {rows.map((row, i) => (
              <PlayerRow
                key={row.key}
                row={row}
                seat={i}
                count={rows.length}
                error={errors[i] ?? null}
                showEmpty={submitted || touched.has(row.key)}
                canRemove={rows.length > MIN_PLAYERS}
                onName={(name) => update(row.key, { name })}
                onBlur={() => setTouched((t) => new Set(t).add(row.key))}
                onColor={() => update(row.key, { color: nextFreeColor(rows.map((r) => r.color), i) })}
                onMove={(delta) => move(i, delta)}
                onRemove={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
              />
            ))}
          </ol>
          {rows.length < MAX_PLAYERS && (
            <button
              type="button"
              class="wide"
              onClick={() => {
                const used = rows.map((r) => r.color);
                const color = [0, 1, 2, 3, 4, 5].find((c) => !used.includes(c)) ?? 0;
                setRows([...rows, { key: nextKey++, name: '', color }]);
              }}
            >
              {m.addPlayer}
            </button>
          )}
        </fieldset>
        <div class="toggle">
          <input id="last-chance" type="checkbox" checked={lastChance} onChange={(e) => setLastChance(e.currentTarget.checked)} aria-describedby="last-chance-hint" />
          <label for="last-chance">{m.lastChanceLabel}</label>
          <p id="last-chance-hint" class="hint">
            {m.lastChanceHint}
          </p>
        </div>
        <div class="toggle">
          <input id="flat" type="checkbox" checked={flat} onChange={(e) => setFlat(e.currentTarget.checked)} aria-describedby="flat-hint" />
          <label for="flat">{d.flat}</label>
          <p id="flat-hint" class="hint">
            {d.flatHint}
          </p>
        </div>
        <StarterPicker rows={rows} starter={starter} error={submitted && starterIndex < 0} onPick={setStarter} />
        {submitted && errors.some((e) => e !== null) && (
          <p class="field-error" role="alert">
            {m.fixErrors}
          </p>
        )}
        {failure && (
          <p class="field-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" class="primary wide start">
          {m.start}
        </button>
      </form>
    </main>
  );
}
