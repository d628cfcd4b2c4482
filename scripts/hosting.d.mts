// Types for scripts/hosting.mjs (imported by vite.config.ts and the browser tests).
export declare const CSP: Readonly<Record<string, string>>;
export declare function policy(directives: Readonly<Record<string, string>>): string;
export declare function metaPolicy(): string;
export declare const HEADERS: Readonly<Record<string, string>>;
export declare function headersFile(base?: string): string;
export declare function normalizeBase(base?: string): string;
