import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepScreenAwake } from '../../../src/ui/comfort/wakeLock';

/** A stubbed Screen Wake Lock API that records every request and release. */
function stubWakeLock() {
  const log: string[] = [];
  const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  const api = {
    request: vi.fn(async (type: 'screen') => {
      log.push(`request ${type}`);
      const s = {
        released: false,
        release: async () => {
          s.released = true;
          log.push('release');
        },
      };
      sentinels.push(s);
      return s;
    }),
  };
  return { nav: { wakeLock: api }, api, log, sentinels };
}

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
const setVisibility = (v: DocumentVisibilityState) => {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
};
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  visibility = 'visible';
});

describe('screen wake lock', () => {
  it('requests a screen lock as soon as a game opens, and releases it on leaving', async () => {
    const { nav, log } = stubWakeLock();
    const stop = keepScreenAwake(nav);
    await settle();
    expect(log).toEqual(['request screen']);
    stop();
    await settle();
    expect(log).toEqual(['request screen', 'release']);
  });

  it('asks again when the page becomes visible after the browser dropped the lock', async () => {
    const { nav, api, sentinels } = stubWakeLock();
    const stop = keepScreenAwake(nav);
    await settle();
    // Hiding the page releases the lock (the browser does it, not us).
    sentinels[0]!.released = true;
    setVisibility('hidden');
    await settle();
    expect(api.request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await settle();
    expect(api.request).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not stack a second lock while one is held', async () => {
    const { nav, api } = stubWakeLock();
    const stop = keepScreenAwake(nav);
    await settle();
    setVisibility('visible');
    await settle();
    expect(api.request).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops listening once released: no request after leaving the game, and no listener left behind', async () => {
    const { nav, api, sentinels } = stubWakeLock();
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const stop = keepScreenAwake(nav);
    await settle();
    const listener = added.mock.calls.find(([type]) => type === 'visibilitychange')?.[1];
    expect(listener).toBeTypeOf('function');
    // The browser dropped the lock, then the game was left: coming back must not ask again.
    sentinels[0]!.released = true;
    stop();
    expect(removed).toHaveBeenCalledWith('visibilitychange', listener);
    setVisibility('hidden');
    setVisibility('visible');
    await settle();
    expect(api.request).toHaveBeenCalledTimes(1);
    added.mockRestore();
    removed.mockRestore();
  });

  it('releases a lock granted after the game was already left', async () => {
    const { nav, sentinels } = stubWakeLock();
    const stop = keepScreenAwake(nav);
    stop(); // before the request resolved
    await settle();
    expect(sentinels[0]?.released).toBe(true);
  });

  it('is silently absent where the browser lacks the API or refuses', async () => {
    expect(() => keepScreenAwake({})()).not.toThrow();
    const refusing = {
      wakeLock: { request: vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) },
    };
    const stop = keepScreenAwake(refusing);
    await settle();
    expect(refusing.wakeLock.request).toHaveBeenCalledTimes(1);
    expect(() => stop()).not.toThrow();
  });
});
