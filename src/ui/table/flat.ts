// Flat on the table: a per-game display choice kept on this device, like the mat colours.
export interface FlatLayout {
  flat: boolean;
  /** Seats at the far edge (the screen turned 180° for them); the others sit at the near edge. */
  far: number[];
}

const key = (id: string) => `skull-table:flat:${id}`;

/** The first half of the seat order at the near edge, the rest across the table. */
export const defaultFar = (players: number): number[] => Array.from({ length: players }, (_, i) => i).filter((i) => i >= Math.ceil(players / 2));

export function loadFlat(id: string, players: number): FlatLayout {
  try {
    const raw = JSON.parse(localStorage.getItem(key(id)) ?? 'null') as Partial<FlatLayout> | null;
    const far = Array.isArray(raw?.far) ? raw.far.filter((s): s is number => Number.isInteger(s) && s >= 0 && s < players) : defaultFar(players);
    return { flat: raw?.flat === true, far };
  } catch {
    return { flat: false, far: defaultFar(players) };
  }
}

export function saveFlat(id: string, layout: FlatLayout): void {
  try {
    localStorage.setItem(key(id), JSON.stringify(layout));
  } catch {
    // storage full or blocked: the choice lasts for this visit only
  }
}
