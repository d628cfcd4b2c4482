// The one palette: semantic colour tokens per theme. The build turns it into CSS custom properties
// (vite.config.ts, `virtual:palette.css`), theme.ts and the manifest read the bar colour from it.

export const THEMES = ['light', 'dark', 'black'] as const;
export type ThemeName = (typeof THEMES)[number];

export const TOKENS = [
  'bg',
  'surface',
  'fg',
  'muted',
  'line',
  'accent',
  'on-accent',
  'disabled-fg',
  'disabled-bg',
  'disabled-line',
  'field-bg',
  'placeholder',
  'danger',
  'danger-bg',
  'danger-line',
  'success',
  'success-bg',
  'success-line',
  'info',
  'info-line',
  'highlight-bg',
  'lit-bg',
  'shadow',
  'scrim',
] as const;
export type Token = (typeof TOKENS)[number];

/** Mat colours read the same in every theme; each carries a dark letter (≥ 7:1), `on-mat`. */
export const MATS = {
  red: '#ff7b7b',
  blue: '#6cb4ff',
  green: '#5fd08a',
  yellow: '#ffd84d',
  orange: '#ffa04d',
  violet: '#c99bff',
} as const;
const MAT_TOKENS: Record<string, string> = { 'on-mat': '#16131c', 'mat-ring': 'rgba(0, 0, 0, 0.25)' };

const dark: Record<Token, string> = {
  bg: '#1d1a24',
  surface: '#2a2633',
  fg: '#f4f0ea',
  muted: '#c9c2d6',
  line: '#3a3545',
  accent: '#f2b84b',
  'on-accent': '#1d1a24',
  'disabled-fg': '#9e97ab',
  'disabled-bg': '#24212c',
  'disabled-line': '#4a4556',
  'field-bg': '#13111a',
  placeholder: '#a59fb2',
  danger: '#ffb3b3',
  'danger-bg': '#4f1d24',
  'danger-line': '#ff8a8a',
  success: '#8ef0b0',
  'success-bg': '#1f3d2b',
  'success-line': '#5fd08a',
  info: '#a9d3ff',
  'info-line': '#6cb4ff',
  'highlight-bg': '#3a2f1c',
  'lit-bg': '#4a4458',
  shadow: 'rgba(0, 0, 0, 0.5)',
  scrim: 'rgba(0, 0, 0, 0.55)',
};

export const PALETTE: Record<ThemeName, Record<Token, string>> = {
  dark,
  black: {
    ...dark,
    bg: '#000000',
    surface: '#141218',
    fg: '#ffffff',
    muted: '#d4cde0',
    'on-accent': '#000000',
    'disabled-bg': '#0f0e12',
    'field-bg': '#000000',
  },
  light: {
    bg: '#f7f4ee',
    surface: '#ffffff',
    fg: '#1d1a24',
    muted: '#4d465a',
    line: '#c8c2d2',
    accent: '#8a4f00',
    'on-accent': '#ffffff',
    'disabled-fg': '#5d566a',
    'disabled-bg': '#ece8f2',
    'disabled-line': '#c8c2d2',
    'field-bg': '#ffffff',
    placeholder: '#5d566a',
    danger: '#a0101e',
    'danger-bg': '#fde2e4',
    'danger-line': '#b3261e',
    success: '#146c3a',
    'success-bg': '#d8f3e2',
    'success-line': '#1e7a45',
    info: '#0b5394',
    'info-line': '#0b5394',
    'highlight-bg': '#fbe3b5',
    'lit-bg': '#e4dff0',
    shadow: 'rgba(0, 0, 0, 0.25)',
    scrim: 'rgba(0, 0, 0, 0.4)',
  },
};

/** The browser bar and splash colour of each theme: its background. */
export const barColor = (theme: ThemeName): string => PALETTE[theme].bg;

const block = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ');

/** The stylesheet: dark by default, the system's light preference before theme.ts runs, then data-theme. */
export function paletteCss(): string {
  const mats = block({ ...MAT_TOKENS, ...Object.fromEntries(Object.entries(MATS).map(([k, v]) => [`mat-${k}`, v])) });
  const scheme = (t: ThemeName) => (t === 'light' ? 'light' : 'dark');
  return [
    `:root { ${mats} color-scheme: dark; ${block(PALETTE.dark)} }`,
    `@media (prefers-color-scheme: light) { :root:not([data-theme]) { color-scheme: light; ${block(PALETTE.light)} } }`,
    ...THEMES.map((t) => `:root[data-theme='${t}'] { color-scheme: ${scheme(t)}; ${block(PALETTE[t])} }`),
  ].join('\n');
}
