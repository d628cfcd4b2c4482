// Issue 10, flat on the table: each player's edge, kept per game; side edges on tablets only. Issue 32: where everyone
// sits is moved on a picture of the table, and during a game only to places that keep the turn order.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGame } from '../../../src/session';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import { MenuSheet } from '../../../src/ui/table/MenuSheet';
import type { Seating } from '../../../src/ui/table/seating';
import TableScreen from '../../../src/ui/table/TableScreen';
import { defaultEdges, loadFlat, saveFlat, shownEdge, TABLET } from '../../../src/ui/table/flat';

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

  it('shows a side edge chosen on a tablet at a long edge on a phone', () => {
    expect(shownEdge('left', false)).toBe('near');
    expect(shownEdge('right', false)).toBe('far');
    expect(shownEdge('left', true)).toBe('left');
  });

  it('reads a layout kept before the side edges (a list of far seats)', () => {
    localStorage.setItem('skull-table:flat:g1', JSON.stringify({ flat: true, far: [0, 2] }));
    // Each player at the edge they chose, along it in turn order.
    expect(loadFlat('g1', 4)).toEqual({ flat: true, edges: ['far', 'near', 'far', 'near'], ring: [1, 3, 0, 2] });
  });

  it('keeps what it saved and replaces anything malformed by the default, seat by seat', () => {
    saveFlat('g2', { flat: true, edges: ['left', 'near', 'right', 'far'], ring: [1, 0, 3, 2] });
    expect(loadFlat('g2', 4)).toEqual({ flat: true, edges: ['left', 'near', 'right', 'far'], ring: [1, 0, 3, 2] });
    localStorage.setItem('skull-table:flat:g3', JSON.stringify({ flat: 'yes', edges: ['up', 7, 'far'], ring: [9] }));
    expect(loadFlat('g3', 4)).toEqual({ flat: false, edges: ['near', 'near', 'far', 'far'], ring: [0, 1, 2, 3] });
    localStorage.setItem('skull-table:flat:g4', '{not json');
    expect(loadFlat('g4', 3)).toEqual({ flat: false, edges: ['near', 'near', 'far'], ring: [0, 1, 2] });
  });
});

describe('who sits where, in the game menu', () => {
  const noActions = { show() {}, closeSheet() {}, abandon() {}, layFlat() {}, seatAt() {} };
  const menu = (sides: boolean, seatAt: (s: Seating) => void) =>
    render(
      h(MenuSheet, {
        view: {
          sheet: 'menu',
          steps: [],
          canAbandon: false,
          // Ann and Bob at the near edge, Cat across the table
          flat: { flat: true, edges: ['near', 'near', 'far'], ring: [0, 1, 2] },
          players: ['Ann', 'Bob', 'Cat'],
          colors: [0, 1, 2],
          sides,
          card: null,
          bgStats: null,
        },
        actions: { ...noActions, seatAt },
      }),
    );
  const spots = () => screen.queryAllByRole('button', { name: /^Seat Bob/ }).map((b) => b.getAttribute('aria-label'));

  it('offers a tapped player only the places that keep the turn order, and moves them there', async () => {
    const seen: Seating[] = [];
    menu(true, (s) => seen.push(s)); // a tablet
    // The picture is a part of its own, drawn once its chunk is there (src/ui/table/lazyParts.ts).
    const bob = await screen.findByRole('button', { name: 'Bob, near edge. Move' });
    expect(spots()).toEqual([]);
    fireEvent.click(bob);
    // Between Ann and Cat: the left edge, or the far edge before Cat.
    expect(spots()).toEqual(['Seat Bob at the left edge', 'Seat Bob at the far edge, before Cat']);
    fireEvent.click(screen.getByRole('button', { name: 'Seat Bob at the left edge' }));
    expect(seen).toEqual([{ edges: ['near', 'left', 'far'], ring: [0, 1, 2] }]);
    cleanup();
    menu(false, (s) => seen.push(s)); // a phone: the two long edges only
    fireEvent.click(screen.getByRole('button', { name: 'Bob, near edge. Move' })); // loaded once: drawn at once
    expect(spots()).toEqual(['Seat Bob at the far edge, before Cat']);
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
    expect(loadFlat(id, 3)).toEqual({ flat: true, edges: ['near', 'near', 'far'], ring: [0, 1, 2] });
    fireEvent.click(await screen.findByRole('button', { name: 'Cat, far edge. Move' }));
    // Between Bob and Ann: the far edge's other places are none, the near edge's before Ann is one.
    fireEvent.click(await screen.findByRole('button', { name: 'Seat Cat at the near edge, before Ann' }));
    await screen.findByRole('button', { name: 'Cat, near edge. Move' });
    expect(loadFlat(id, 3)).toEqual({ flat: true, edges: ['near', 'near', 'near'], ring: [2, 0, 1] });
  });
});
