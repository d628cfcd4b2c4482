import { useRef, useState } from 'preact/hooks';
import { rememberColors, seatingOf, startGame, type Player } from '../../session';
import { defaultEdges, saveFlat } from '../table/flat';
import { defaultColors, nextFreeColor, saveMatColors } from '../components/matColors';
import { offerFormTable } from '../practice/practiceTable';
import { href, navigate } from '../route';
import { errorText } from '../refusals/ruleErrorText';
import { PlayerRow } from './PlayerRow';
import { RecentPlayers } from './RecentPlayers';
import { messages } from './setup.messages';
import { StarterPicker } from './StarterPicker';
import { EquipmentChoice } from './EquipmentChoice';
import { Toggle } from './Toggle';
import { nameKey, type Equipment } from '../../rules';
import {
  colorsToRemember,
  freeColor,
  MAX_PLAYERS,
  MIN_PLAYERS,
  moveRow,
  nameErrors,
  randomSeat,
  seatChip,
  type PlayerRowData,
} from './tableForm';
import { newRowKey, useRemembered } from './useRemembered';
import '../components/components.css';
import './setup.css';

const blankRows = (n: number): PlayerRowData[] =>
  defaultColors(n).map((color) => ({ key: newRowKey(), name: '', color, player: null }));

export default function NewGameScreen({ from }: { from?: string | undefined }) {
  const m = messages();
  const [rows, setRows] = useState<PlayerRowData[]>(() => blankRows(4));
  const [lastChance, setLastChance] = useState(false);
  const [equipment, setEquipment] = useState<Equipment>('discs');
  const [lastChanceDropped, setLastChanceDropped] = useState(false);
  const [flat, setFlat] = useState(false);
  const [starter, setStarter] = useState<number | null>(null);
  const [touched, setTouched] = useState<Set<number>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [offerDraw, setOfferDraw] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const { known, last } = useRemembered(from, (seated, variant) => {
    setRows(seated);
    setLastChance(variant.lastChance && variant.equipment !== 'cards');
    setEquipment(variant.equipment);
    setLastChanceDropped(false);
    setStarter(null);
  });

  const errors = nameErrors(rows.map((r) => r.name));
  const starterIndex = rows.findIndex((r) => r.key === starter);
  const update = (key: number, change: Partial<PlayerRowData>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const move = (index: number, delta: number) => {
    const row = rows[index]!;
    const next = moveRow(rows, index, delta);
    setRows(next);
    // Keep focus on the moved player's arrow, or its twin when it reached an end of the table.
    const to = next.indexOf(row);
    const id = (delta < 0 && to > 0) || to === next.length - 1 ? `up-${row.key}` : `down-${row.key}`;
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  /** A chip takes the first empty seat (or a new one) in the player's favourite colour; a clash is said, not hidden. */
  const seatPlayer = (p: Player) => {
    const favourites = new Set(known.flatMap((k) => (k.color === null ? [] : [k.color])));
    setRows(seatChip(rows, p, newRowKey(), favourites).rows);
  };
  // Said for as long as it holds: a seated player whose favourite colour another seated player has.
  const clashes = rows.flatMap((r, i) => {
    const favourite = r.player === null ? null : (known.find((p) => p.id === r.player)?.color ?? null);
    if (favourite === null || favourite === r.color || r.colorChosen) return [];
    const holder = rows.find((o, j) => j !== i && o.color === favourite && o.name.trim() !== '');
    return holder ? [m.colorClash(r.name.trim(), holder.name.trim())] : [];
  });

  const start = async (table: PlayerRowData[], seat: number) => {
    try {
      const colors = table.map((r) => r.color);
      const id = await startGame(
        {
          players: table.map((r) => r.name.trim()),
          starter: seat,
          lastChance,
          ...(equipment === 'cards' ? { equipment } : {}),
        },
        table.map((r) => r.player),
      );
      saveMatColors(id, colors);
      if (flat) saveFlat(id, { flat, edges: defaultEdges(table.length) });
      // Only colours chosen here, or for players with none yet: a favourite is never overwritten by a clash.
      const favourite = (seat: string) => known.find((p) => p.ids.includes(seat))?.color ?? null;
      void seatingOf(id).then((s) => {
        if (!s) return;
        const keep = colorsToRemember(table, s.seats, favourite);
        return rememberColors(
          s.seats.filter((_, i) => keep[i]),
          colors.filter((_, i) => keep[i]),
        );
      });
      navigate({ name: 'game', id });
    } catch (err) {
      setFailure(errorText(err));
    }
  };

  /** Seats left empty are dropped when the named ones make a valid table (a chip-filled table of 3 in a 4-seat form). */
  const table = (): PlayerRowData[] => {
    const named = rows.filter((r) => r.name.trim() !== '');
    return named.length >= MIN_PLAYERS &&
      named.length < rows.length &&
      nameErrors(named.map((r) => r.name)).every((e) => e === null)
      ? named
      : rows;
  };

  /** R3: cards turn Last Chance off (the engine refuses both), and the form says so once. */
  const chooseEquipment = (next: Equipment) => {
    setEquipment(next);
    setLastChanceDropped(next === 'cards' && lastChance);
    if (next === 'cards') setLastChance(false);
  };

  const submit = (e: Event) => {
    e.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const seated = table();
    if (seated !== rows) setRows(seated);
    const bad = nameErrors(seated.map((r) => r.name)).findIndex((err) => err !== null);
    if (bad >= 0) {
      document.getElementById(`name-${seated[bad]!.key}`)?.focus();
      return;
    }
    // R2: with no starter picked, the draw is offered right here instead of an error.
    const seat = seated.findIndex((r) => r.key === starter);
    if (seat < 0) {
      setOfferDraw(true);
      requestAnimationFrame(() => {
        document.getElementById('draw-and-start')?.focus();
        document.querySelector('.draw-offer')?.scrollIntoView({ block: 'nearest' }); // its note too
      });
      return;
    }
    void start(seated, seat);
  };

  const drawAndStart = () => {
    const seated = table();
    const seat = randomSeat(seated.length);
    setStarter(seated[seat]!.key);
    void start(seated, seat);
  };

  const seatedIds = new Set(rows.map((r) => r.player));
  const seatedNames = new Set(rows.map((r) => nameKey(r.name)));
  const chips = known.filter((p) => !seatedIds.has(p.id) && !seatedNames.has(nameKey(p.name)));

  return (
    <main class="setup">
      <header class="setup-head">
        <a class="button" href={href({ name: 'home' })}>
          {m.back}
        </a>
        <h1>{from ? m.rematchTitle : m.title}</h1>
      </header>
      {!from && (
        <a
          class="button practice-invite"
          href={href({ name: 'practice' })}
          onClick={() =>
            offerFormTable(
              rows.map((r) => r.name),
              starterIndex,
            )
          }
        >
          {m.practiceInvite}
        </a>
      )}
      <RecentPlayers
        players={chips}
        last={from ? null : last}
        full={rows.length >= MAX_PLAYERS && rows.every((r) => r.name.trim() !== '')}
        onAdd={seatPlayer}
      />
      <div class="hint color-clash" role="status">
        {clashes.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <form ref={form} onSubmit={submit} noValidate>
        <fieldset>
          <legend>{m.playersTitle}</legend>
          <p class="hint">{m.playersHint}</p>
          <ol class="player-rows">
            {rows.map((row, i) => (
              <PlayerRow
                key={row.key}
                cards={equipment === 'cards'}
                row={row}
                seat={i}
                count={rows.length}
                error={errors[i] ?? null}
                showEmpty={submitted || touched.has(row.key)}
                canRemove={rows.length > MIN_PLAYERS}
                onName={(name) => update(row.key, { name, player: null })}
                onBlur={() => setTouched((t) => new Set(t).add(row.key))}
                onColor={() =>
                  update(row.key, {
                    color: nextFreeColor(
                      rows.map((r) => r.color),
                      i,
                    ),
                    colorChosen: true,
                  })
                }
                onMove={(delta) => move(i, delta)}
                onRemove={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
              />
            ))}
          </ol>
          {rows.length < MAX_PLAYERS && (
            <button
              type="button"
              class="wide"
              onClick={() => setRows([...rows, { key: newRowKey(), name: '', color: freeColor(rows), player: null }])}
            >
              {m.addPlayer}
            </button>
          )}
        </fieldset>
        <EquipmentChoice equipment={equipment} lastChanceDropped={lastChanceDropped} onChange={chooseEquipment} />
        <Toggle
          id="last-chance"
          checked={lastChance}
          disabled={equipment === 'cards'}
          label={m.lastChanceLabel}
          hint={m.lastChanceHint}
          onChange={setLastChance}
        />
        <Toggle id="flat" checked={flat} label={m.flat} hint={m.flatHint} onChange={setFlat} />
        <StarterPicker rows={rows} starter={starter} onPick={setStarter} />
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
        {/* R2: the draw takes Start's place, under the thumb that tapped it; Start is back once someone is picked. */}
        {offerDraw && starterIndex < 0 && errors.every((e) => e === null) ? (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border, padding, min-width and legend; the role names these buttons as one.
          <div class="draw-offer" role="group" aria-labelledby="no-starter">
            <button
              type="button"
              id="draw-and-start"
              class="primary wide start"
              onClick={drawAndStart}
              aria-describedby="no-starter"
            >
              {m.drawAndStart}
            </button>
            <p id="no-starter">{m.noStarter}</p>
          </div>
        ) : (
          <button type="submit" class="primary wide start">
            {m.start}
          </button>
        )}
      </form>
    </main>
  );
}
