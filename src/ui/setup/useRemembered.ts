// What the device remembers for a new table: its players, the last table, and on a rematch that game's seating.
import { useEffect, useState } from 'preact/hooks';
import { loadNights, seatingOf, type Player } from '../../session';
import { loadMatColors } from '../components/matColors';
import { variantsOf, type GameConfig, type Variants } from '../../rules';
import type { LastTable } from './RecentPlayers';
import type { SeatedRow } from './setupState';
import { loadFlat } from '../table/flat';
import { type Edge, isClockwise } from '../table/seating';
import { recordError } from '../../diagnostics/caughtErrors';

/** The rows of a saved table: each seat's remembered player by their current name, in the game's colours. */
function seatedRows(gameId: string, names: string[], seats: string[], players: Player[]): SeatedRow[] {
  const colors = loadMatColors(gameId, names.length);
  return seats.map((seat, i) => {
    const p = players.find((x) => x.ids.includes(seat));
    return { name: p?.name ?? names[i] ?? '', color: colors[i] ?? i, player: p?.id ?? seat };
  });
}

/** A saved table laid flat, as the form takes it: its rows from where the ring starts (the right-hand end of the near
 *  edge), each with its edge. A layout whose ring is not in turn order keeps the rows, and the default seating. */
export interface KeptFlat {
  on: boolean;
  edges: Edge[] | null;
}
function keptTable(gameId: string, rows: SeatedRow[]): { rows: SeatedRow[]; flat: KeptFlat } {
  const layout = loadFlat(gameId, rows.length);
  if (!layout.flat || !isClockwise(layout.ring)) return { rows, flat: { on: layout.flat, edges: null } };
  return {
    rows: layout.ring.map((seat) => rows[seat]!),
    flat: { on: true, edges: layout.ring.map((seat) => layout.edges[seat]!) },
  };
}

/** Every variant a saved table carries to the next game (the engine's registry: Last Chance, equipment, deck). */
const variantsFrom = (config: GameConfig | undefined): Variants => variantsOf(config ?? {});

/** The remembered players and the last table; on a rematch (`from`), that game's players, seats, colours, variants
 *  and flat layout are handed to `seat` at once (the first starter is picked afresh, R2). */
export function useRemembered(
  from: string | undefined,
  seat: (rows: SeatedRow[], variants: Variants, flat: KeptFlat) => void,
): { known: Player[]; last: LastTable | null } {
  const [known, setKnown] = useState<Player[]>([]);
  const [last, setLast] = useState<LastTable | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([loadNights(), from ? seatingOf(from) : null])
      .then(([nightList, rematch]) => {
        if (!live) return;
        const { players, nights } = nightList;
        setKnown(players);
        const lastGame = nights[0]?.games[nights[0].games.length - 1];
        const bring = (id: string, rows: SeatedRow[], variants: Variants) => {
          const kept = keptTable(id, rows);
          seat(kept.rows, variants, kept.flat);
        };
        if (rematch && from)
          bring(from, seatedRows(from, rematch.config.players, rematch.seats, players), variantsFrom(rematch.config));
        else if (lastGame) {
          const names = seatedRows(lastGame.id, lastGame.players, lastGame.seats, players).map((r) => r.name);
          // The summary has no variants: the game's own record does (read now, so the tap is instant).
          const variants = seatingOf(lastGame.id).then(
            (s) => variantsFrom(s?.config),
            () => variantsFrom(undefined),
          );
          setLast({
            names,
            apply: () =>
              void variants.then((v) =>
                bring(lastGame.id, seatedRows(lastGame.id, lastGame.players, lastGame.seats, players), v),
              ),
          });
        }
      })
      .catch((error: unknown) => recordError('setup.remembered', error)); // the form still works, with nothing filled in
    return () => {
      live = false;
    };
  }, [from]);
  return { known, last };
}
