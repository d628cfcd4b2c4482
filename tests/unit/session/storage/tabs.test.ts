// Another tab of the app hears that a game was written, with its id and revision, so a tab holding an older copy knows;
// a message of any other shape is ignored, and a listener that left hears nothing more.
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { announceWrite, onOtherTabWrite } from '../../../../src/session/storage/tabs';

const otherTab = new BroadcastChannel('skull-table-sessions');
afterAll(() => otherTab.close());
afterEach(() => {
  otherTab.onmessage = null;
});
// Test files running beside this one write games too, and a BroadcastChannel reaches every worker of the process:
// a listener's calls are counted for this file's own ids only.
const ours = (listener: ReturnType<typeof vi.fn>) =>
  listener.mock.calls.filter(([id]) => String(id).startsWith('tabs:'));

it('a write announced in another tab reaches every listener here, until it stops listening', async () => {
  const first = vi.fn();
  const second = vi.fn();
  const stop = onOtherTabWrite(first);
  onOtherTabWrite(second);
  otherTab.postMessage({ id: 'tabs:game-1', rev: 4 });
  await vi.waitFor(() => expect(second).toHaveBeenCalledWith('tabs:game-1', 4));
  expect(first).toHaveBeenCalledWith('tabs:game-1', 4);
  stop();
  otherTab.postMessage({ id: 'tabs:game-2', rev: 5 });
  await vi.waitFor(() => expect(second).toHaveBeenCalledWith('tabs:game-2', 5));
  expect(ours(first)).toEqual([['tabs:game-1', 4]]);
});

it('a message without a string id and a numeric revision is ignored', async () => {
  const heard = vi.fn();
  onOtherTabWrite(heard);
  for (const bad of [
    null,
    'tabs:game-1',
    { id: 'tabs:game-1' },
    { rev: 1 },
    { id: 7, rev: 1 },
    { id: 'tabs:game-1', rev: '1' },
  ])
    otherTab.postMessage(bad);
  otherTab.postMessage({ id: 'tabs:last', rev: 0 });
  await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('tabs:last', 0));
  expect(ours(heard)).toEqual([['tabs:last', 0]]);
  // Only well-formed messages reach a listener, whoever sent them.
  expect(heard.mock.calls.every(([id, rev]) => typeof id === 'string' && typeof rev === 'number')).toBe(true);
});

it('a write here is announced to the other tabs', async () => {
  const received = new Promise((resolve) => {
    otherTab.onmessage = (e) => resolve(e.data);
  });
  announceWrite('game-3', 9);
  expect(await received).toEqual({ id: 'game-3', rev: 9 });
});

it('a browser without BroadcastChannel announces nothing and hears nothing, without failing', async () => {
  vi.resetModules();
  vi.stubGlobal('BroadcastChannel', undefined);
  try {
    const tabs = await import('../../../../src/session/storage/tabs');
    expect(() => tabs.announceWrite('tabs:game-4', 1)).not.toThrow();
    const stop = tabs.onOtherTabWrite(vi.fn());
    expect(stop()).toBe(true);
  } finally {
    vi.unstubAllGlobals();
    vi.resetModules();
  }
});
