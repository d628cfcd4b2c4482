// Types for scripts/harness.mjs, so the strict TypeScript browser tests can import it.
import type { ChildProcess } from 'node:child_process';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const launchOptions: { executablePath: string; headless: boolean; args: string[] };
export declare function chromiumVersion(): string | null;
export type EngineName = 'chromium' | 'firefox' | 'webkit';
export declare const FIREFOX_PATH: string;
export declare const WEBKIT_DRIVER_PATH: string;
export declare const MINIBROWSER_PATH: string;
export declare const XVFB_PATH: string;
export declare const ENGINES: Record<EngineName, { files: string[]; packages: string[] }>;
export declare function engineVersion(engine: EngineName): string | null;
export declare function startXvfb(): Promise<{ display: string; stop: () => void }>;
export declare function startWebKitDriver(options?: {
  timeout?: number;
}): Promise<{ url: string; display: string; stop: () => void }>;
export declare function freePort(): Promise<number>;
export declare function waitForServer(url: string, options?: { child?: ChildProcess; timeout?: number }): Promise<void>;
export declare function normalizeBase(base?: string): string;
export declare function startPreview(options?: {
  outDir?: string;
  base?: string;
  timeout?: number;
}): Promise<{ url: string; stop: () => void }>;
export declare function headersFor(file: string, path: string): Record<string, string>;
export interface StaticServer {
  url: string;
  swap: (dir: string) => void;
  /** false: every connection is cut as it opens (no network), the port kept. */
  setOnline: (online: boolean) => void;
  close: () => Promise<void>;
}
export declare function serveStatic(
  dir: string,
  options?: { base?: string; honourHeadersFile?: boolean },
): Promise<StaticServer>;
