// Starts `vite preview` of dist/ on a free port for the browser tests, and stops it after.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startPreview(port: number, outDir = process.env.SKULL_DIST ?? 'dist'): Promise<ChildProcess> {
  const child = spawn('node_modules/.bin/vite', ['preview', '--port', String(port), '--strictPort', '--outDir', outDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`vite preview did not answer on ${url}`);
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const child = await startPreview(port);
  project.provide('baseURL', `http://127.0.0.1:${port}/`);
  return () => {
    child.kill();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
