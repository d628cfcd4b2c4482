// Global setup of the browser tests: `vite preview` of the build on a free port, stopped after.
import type { TestProject } from 'vitest/node';
import { startPreview } from '../../scripts/harness.mjs';

export default async function setup(project: TestProject) {
  const server = await startPreview({ outDir: process.env.SKULL_DIST ?? 'dist' });
  project.provide('baseURL', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
