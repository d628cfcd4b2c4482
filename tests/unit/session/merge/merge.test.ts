// Two phones, one group: a file from one imported into the other counts every game once, offers the players it
// recognises by name as the same people, joins the nights that overlap, and can be undone exactly.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exportSessions } from '../../../../src/session/library';
import { listPlayers, renamePlayer } from '../../../../src/session/players/playerStore';
import { loadNights, startNewNight } from '../../../../src/session/nights/nightStore';
import { previewImport, type Preview } from '../../../../src/session/merge/preview';
import { applyImport, lastImport, undoImport } from '../../../../src/session/merge/apply';
import { openGame } from '../../../../src/session/controller';
import type { ImportPlan } from '../../../../src/session/merge/plan';
import { dump, file, finishedGame, phone, type Phone } from './helpers';

let ben: Phone;
let chloe: Phone;
beforeEach(() => {
  localStorage.clear();
  ben = phone();
  chloe = phone();
});

const planOf = (p: Preview): ImportPlan => {
  if (!p.ok) throw new Error(`refused: ${p.problem}`);
  return p.plan;
};

/** Each phone referees one game of the same three people; returns Chloé's file. */
async function twoPhones(): Promise<string> {
  chloe.use();
  await finishedGame(['Ana', 'Ben', 'Chloé']);
  const text = await exportSessions();
  ben.use();
  await finishedGame(['ana', 'Ben', 'Chloé']);
  return text;
}

describe('a file from another phone', () => {
  it('shows what it holds before anything is written: one new game, three players recognised by name, a night joined', async () => {
    const text = await twoPhones();
    const before = await dump();
    const plan = planOf(await previewImport(file(text)));
    expect(plan.games.map((g) => g.fate)).toEqual(['new']);
    expect(plan.players.known).toBe(0);
    expect(plan.players.matches.map((m) => [m.name, m.hereName])).toEqual([
      ['Ana', 'ana'],
      ['Ben', 'Ben'],
      ['Chloé', 'Chloé'],
    ]);
    expect(plan.nights).toEqual({ here: 0, joining: 1, fresh: 0 });
    expect(await dump()).toEqual(before);
  });

  it('merged: one player list counting both games, one night; a second import changes nothing', async () => {
    const text = await twoPhones();
    expect(await applyImport(planOf(await previewImport(file(text))))).toEqual({
      ok: true,
      added: 1,
      copies: 0,
      skipped: 0,
      matched: 3,
    });
    const { players } = await listPlayers();
    expect(players.map((p) => [p.name, p.finished])).toEqual([
      ['ana', 2],
      ['Ben', 2],
      ['Chloé', 2],
    ]);
    const { nights } = await loadNights();
    expect(nights.map((n) => n.games.length)).toEqual([2]);

    const after = await dump();
    const again = planOf(await previewImport(file(text)));
    expect(again.games.map((g) => g.fate)).toEqual(['same']);
    expect(again.players).toEqual({ known: 3, fresh: [], matches: [] });
    expect(again.nights).toEqual({ here: 1, joining: 0, fresh: 0 });
    expect(await applyImport(again)).toEqual({ ok: true, added: 0, copies: 0, skipped: 1, matched: 0 });
    expect(await dump()).toEqual(after);
  });

  it('a match refused keeps two players of that name; the others merge', async () => {
    const text = await twoPhones();
    const plan = planOf(await previewImport(file(text)));
    const ana = plan.players.matches.find((m) => m.name === 'Ana')!;
    await applyImport(plan, new Set([ana.incoming]));
    const { players } = await listPlayers();
    expect(players.map((p) => [p.name, p.finished]).sort()).toEqual([
      ['Ana', 1],
      ['Ben', 2],
      ['Chloé', 2],
      ['ana', 1],
    ]);
  });

  it('the undo removes exactly what the import added: the device is as it was, byte for byte', async () => {
    const text = await twoPhones();
    const before = await dump();
    await applyImport(planOf(await previewImport(file(text))));
    expect(await dump()).not.toEqual(before);
    expect(await undoImport()).toBe('undone');
    expect(await dump()).toEqual(before);
    expect(lastImport()).toBeNull();
    expect(await undoImport()).toBe('none');
  });

  it('the undo keeps what was changed here since (a rename), and refuses while an imported game has moves since', async () => {
    chloe.use();
    const theirs = await finishedGame(['Ana', 'Ben', 'Chloé']);
    // An unfinished game travels too: played on after the import, the undo would lose moves.
    const text = await exportSessions(theirs);
    ben.use();
    await finishedGame(['Dan', 'Eve', 'Fay']);
    await applyImport(planOf(await previewImport(file(text))));
    const ana = (await listPlayers()).players.find((p) => p.name === 'Ana')!;
    await renamePlayer(ana.id, 'Anna');
    const game = (await openGame(theirs))!;
    await game.undo();
    game.close();
    expect(await undoImport()).toBe('changed');
    expect((await listPlayers()).players.map((p) => p.name)).toContain('Anna');
  });

  it('a game with the same id but other moves is kept beside the one here, as a copy', async () => {
    chloe.use();
    const id = await finishedGame(['Ana', 'Ben', 'Chloé']);
    const data = JSON.parse(await exportSessions());
    data.sessions[0].actions = data.sessions[0].actions.slice(0, 3);
    const plan = planOf(await previewImport(file(JSON.stringify(data))));
    expect(plan.games.map((g) => g.fate)).toEqual(['copy']);
    const result = await applyImport(plan);
    expect(result).toMatchObject({ ok: true, added: 0, copies: 1 });
    const { summaries } = await (await import('../../../../src/session/library')).listSessions();
    expect(summaries.map((s) => s.id)).toContain(id);
    expect(summaries).toHaveLength(2);
  });
});

describe('nights', () => {
  it('a "New game night" tapped here between games that overlap another phone’s night gives way, and the undo puts it back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const t0 = new Date('2026-12-02T19:00:00Z').getTime();
      vi.setSystemTime(t0);
      chloe.use();
      await finishedGame(['Ana', 'Ben', 'Chloé']);
      vi.setSystemTime(t0 + 60 * 60_000);
      await finishedGame(['Ana', 'Ben', 'Chloé']);
      const text = await exportSessions();
      ben.use();
      vi.setSystemTime(t0 + 10 * 60_000);
      await finishedGame(['Ana', 'Ben', 'Chloé']);
      await startNewNight(t0 + 30 * 60_000);
      vi.setSystemTime(t0 + 40 * 60_000);
      await finishedGame(['Ana', 'Ben', 'Chloé']);
      expect((await loadNights()).nights).toHaveLength(2);
      const before = await dump();
      const plan = planOf(await previewImport(file(text)));
      expect(plan.breaks).toEqual({ add: [], remove: [t0 + 30 * 60_000] });
      await applyImport(plan);
      expect((await loadNights()).nights.map((n) => n.games.length)).toEqual([4]);
      await undoImport();
      expect(await dump()).toEqual(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the breaks travel in the file: a round trip groups the nights as they were', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const t0 = new Date('2026-12-02T19:00:00Z').getTime();
      chloe.use();
      vi.setSystemTime(t0);
      await finishedGame(['Ana', 'Ben', 'Chloé']);
      await startNewNight(t0 + 30 * 60_000);
      vi.setSystemTime(t0 + 40 * 60_000);
      await finishedGame(['Ana', 'Ben', 'Chloé']);
      const nights = (await loadNights()).nights.map((n) => n.games.map((g) => g.id));
      const text = await exportSessions();
      expect(JSON.parse(text).breaks).toEqual([t0 + 30 * 60_000]);
      ben.use();
      await applyImport(planOf(await previewImport(file(text))));
      expect((await loadNights()).nights.map((n) => n.games.map((g) => g.id))).toEqual(nights);
    } finally {
      vi.useRealTimers();
    }
  });
});
