import { defineConfig } from 'vitest/config';

// The cross-engine browser tests: ENGINE=chromium|firefox|webkit picks the engine (tests/browser/engines/driver.ts),
// against the built app served by `vite preview`; every wait inside a test is on a condition, bounded.
export default defineConfig({
  test: {
    include: ['tests/browser/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/browser/server.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 30_000, interval: 100 } },
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
  },
});
