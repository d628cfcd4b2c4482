// Injected by vite.config.ts `define` at build time (and in the unit tests, which use the same config).
declare const __APP_VERSION__: string;
declare const __BUILD_DATE__: string;
/** Each theme's browser-bar colour (`barColor` of src/ui/palette.ts), for src/ui/theme.ts. */
declare const __THEME_BARS__: Record<'light' | 'dark' | 'black', string>;
