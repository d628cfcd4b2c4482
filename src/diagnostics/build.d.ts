// Injected by vite.config.ts `define` at build time (and in the unit tests, which use the same config).
declare const __APP_VERSION__: string;
declare const __BUILD_DATE__: string;
