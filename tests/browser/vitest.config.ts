import { defineConfig } from 'vitest/config';
import LongestFirst from './sequencer';

// Browser tests: real Chromium (Debian's) against the built app served by `vite preview`.
// Limits are generous for a busy 2-core machine; every wait inside a test is on a condition.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    // The cross-engine files run once per engine through their own config (tests/browser/engines/vitest.config.ts).
    exclude: ['tests/browser/engines/**', '**/node_modules/**'],
    environment: 'node',
    globalSetup: ['tests/browser/server.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll's own default (1 s) fails on a busy machine; this matches PATIENCE in browser.ts.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    // Three files at a time on two cores: much of a file's time is spent waiting on the app (the 350-ms double-tap
    // guard after each tap, page loads), when a third file's Chromium uses the core; the longest start first.
    fileParallelism: true,
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    // A worker runs file after file without importing playwright-core and the helpers again (seconds a file on a busy
    // machine), in the one Chromium its first file launched (useBrowser): each file closes the contexts it opened.
    isolate: false,
  },
});
