// Issue 10, flat on the table: each player's edge, kept per game; side edges on tablets only.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGame } from '../../../src/session';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import { MenuSheet } from '../../../src/ui/table/MenuSheet';
import TableScreen from '../../../src/ui/table/TableScreen';
import { defaultEdges, loadFlat, nextEdge, saveFlat, shownEdge, TABLET } from '../../../src/ui/table/flat';

describe('flat layout', () => {
  beforeEach(() => localStorage.clear());

  it('puts the first half of the seats at the near edge and the rest across the table', () => {
    expect(defaultEdges(3)).toEqual(['near', 'near', 'far']);
    expect(defaultEdges(6)).toEqual(['near', 'near', 'near', 'far', 'far', 'far']);
  });

  it("uses the stylesheet's tablet breakpoint: side edges are offered exactly where display.css lays them out", () => {
    const css = readFileSync('src/ui/table/display.css', 'utf8');
    const sizeQueries = [...css.matchAll(/@media ([^{]*min-width[^{]*)\{/g)].map((m) => (m[1] ?? '').trim());
    expect(sizeQueries).toContain(TABLET);
    // Any other query naming a minimum width must use the same width, so phones and tablets part at one place.
    const width = /min-width: (\d+px)/.exec(TABLET)?.[1];
    expect(width).toBeDefined();
    for (const q of sizeQueries) expect(q).toContain(`min-width: ${width}`);
  });

  it('moves a player round the table: four edges on a tablet, the two long edges on a phone', () => {
    expect(['near', 'right', 'far', 'left'].map((e) => nextEdge(e as never, true))).toEqual([
      'right',
      'far',
      'left',
      'near',
    ]);
    expect(nextEdge('near', false)).toBe('far');
    expect(nextEdge('far', false)).toBe('near');
  });

  it('shows a side edge chosen on a tablet at a long edge on a phone', () => {
    expect(shownEdge('left', false)).toBe('near');
    expect(shownEdge('right', false)).toBe('far');
    expect(shownEdge('left', true)).toBe('left');
  });

  it('reads a layout kept before the side edges (a list of far seats)', () => {
    localStorage.setItem('skull-table:flat:g1', JSON.stringify({ flat: true, far: [0, 2] }));
    expect(loadFlat('g1', 4)).toEqual({ flat: true, edges: ['far', 'near', 'far', 'near'] });
  });

  it('keeps what it saved and replaces anything malformed by the default, seat by seat', () => {
    saveFlat('g2', { flat: true, edges: ['left', 'near', 'right', 'far'] });
    expect(loadFlat('g2', 4)).toEqual({ flat: true, edges: ['left', 'near', 'right', 'far'] });
    localStorage.setItem('skull-table:flat:g3', JSON.stringify({ flat: 'yes', edges: ['up', 7, 'far'] }));
    expect(loadFlat('g3', 4)).toEqual({ flat: false, edges: ['near', 'near', 'far', 'far'] });
    localStorage.setItem('skull-table:flat:g4', '{not json');
    expect(loadFlat('g4', 3)).toEqual({ flat: false, edges: ['near', 'near', 'far'] });
  });
});

describe('who sits where, in the game menu', () => {
  const noActions = { show() {}, closeSheet() {}, abandon() {}, layFlat() {}, seatAt() {} };
  it('moves a tapped player to the next edge and keeps the others where they are', () => {
    const seen: string[][] = [];
    render(
      h(MenuSheet, {
        view: {
          sheet: 'menu',
          steps: [],
          canAbandon: false,
          // a side edge kept from a tablet: this screen has none, so Bob shows at the near edge
          flat: { flat: true, edges: ['near', 'left', 'far'] },
          players: ['Ann', 'Bob', 'Cat'],
          sides: false, // a phone: the two long edges only
          card: null,
          bgStats: null,
        },
        actions: { ...noActions, seatAt: (edges) => seen.push(edges) },
      }),
    );
    expect(screen.getByRole('button', { name: /^Bob: near edge/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Ann: near edge/ }));
    expect(seen).toEqual([['far', 'near', 'far']]);
    cleanup();
    // A tablet: round the table, near → right → far → left.
    render(
      h(MenuSheet, {
        view: {
          sheet: 'menu',
          steps: [],
          canAbandon: false,
          flat: { flat: true, edges: ['near', 'left', 'far'] },
          players: ['Ann', 'Bob', 'Cat'],
          sides: true,
          card: null,
          bgStats: null,
        },
        actions: { ...noActions, seatAt: (edges) => seen.push(edges) },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Bob: left edge/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Ann: near edge/ }));
    expect(seen.slice(1)).toEqual([
      ['near', 'near', 'far'],
      ['right', 'left', 'far'],
    ]);
    cleanup();
  });
});

describe('flat on the table, kept by the tap that chooses it', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore(new MemorySessionStore(true));
  });
  afterEach(() => {
    cleanup();
    useSessionStore(null);
  });

  it('opening a game writes no layout; laying it flat and moving a player keep the choice for this game', async () => {
    const id = await startGame({ players: ['Ann', 'Bob', 'Cat'], starter: 0 });
    render(h(TableScreen, { id }));
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(localStorage.getItem(`skull-table:flat:${id}`)).toBeNull();
    fireEvent.click(await screen.findByRole('checkbox'));
    await waitFor(() => expect(document.querySelector('main.is-flat')).toBeTruthy());
    expect(loadFlat(id, 3)).toEqual({ flat: true, edges: ['near', 'near', 'far'] });
    fireEvent.click(await screen.findByRole('button', { name: /^Cat: far edge/ }));
    // The next edge round the table: the left one on a tablet, the near one on a phone.
    const moved = await screen.findByRole('button', { name: /^Cat: (left|near) edge/ });
    const edge = /^Cat: (\w+) edge/.exec(moved.textContent ?? '')?.[1];
    expect(loadFlat(id, 3)).toEqual({ flat: true, edges: ['near', 'near', edge] });
  });
});
