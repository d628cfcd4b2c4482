/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minifySync } from 'rolldown/utils';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { barColor, paletteCss, THEMES } from './src/ui/palette.ts';

import { headersFile, HEADERS, metaPolicy, normalizeBase } from './scripts/hosting.mjs';
import { LANGS } from './src/i18n/langs.ts'; // with its extension, as Vite's native config loader wants
import { RECEIVE } from './src/ui/receive/receiveNames.ts';
import { MAX_IMPORT_BYTES } from './src/session/storage/limits.ts';
import { shareTargetWorker } from './src/pwa/shareTargetWorker.ts';

const THEME = barColor('dark');
const BARS = Object.fromEntries(THEMES.map((theme) => [theme, barColor(theme)]));
// What the device's diagnostics show (Settings → About): the version from package.json and when this build was made.
const PACKAGE_VERSION = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
).version;
// Where the app lives on its host: `BASE=/skull-table/ npm run build` for https://<user>.github.io/skull-table/.
const BASE = normalizeBase(process.env.BASE);

/** Puts the policy in the built page for static hosts that cannot send headers; the dev server stays unrestricted. */
function cspMetaTag(): Plugin {
  return {
    name: 'skull-table:csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: metaPolicy() },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** The palette's tokens as a stylesheet (`virtual:palette.css`), and the page's bar colour from the same palette. */
function palette(): Plugin {
  const id = 'virtual:palette.css';
  return {
    name: 'skull-table:palette',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? paletteCss() : null),
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: THEME }, injectTo: 'head-prepend' },
    ], // before the gate, which sets it
  };
}

/**
 * Leaves the manifest out of the built page (vite-plugin-pwa names it there): the browser fetches a named manifest and
 * its icons alongside the first screen, so src/pwa/links.ts names it once the first screen is on screen.
 */
function manifestAfterFirstPaint(): Plugin {
  return {
    name: 'skull-table:manifest-after-first-paint',
    enforce: 'post', // after vite-plugin-pwa's own, which adds it
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => html.replace(/<link rel="manifest"[^>]*>/, '') },
  };
}

/** CSS imports as empty modules, for loading the app's modules in Node at build time. */
const cssAsNothing: Plugin = {
  name: 'skull-table:css-as-nothing',
  enforce: 'pre',
  resolveId: (source) => (source.endsWith('.css') ? '\0css-as-nothing' : null),
  load: (id) => (id === '\0css-as-nothing' ? 'export {}' : null),
};

/**
 * Home as a first visit sees it, in the HTML itself (src/prerender/home.tsx), so it paints before any script runs;
 * the gate (src/prerender/gate.ts), a small blocking script in the head, shows it only when it is what the app will
 * draw (the language, the address, no game) and then adds the entry script, which the page no longer names: after
 * the first frame when the prerendered Home shows (the app hydrates it, src/main.tsx), at once otherwise.
 */
function prerenderHome(): Plugin {
  let page = { html: '', lang: '' };
  let gate: typeof import('./src/prerender/gate')['gate'] | null = null;
  let gateFile = '';
  let gateSource = '';
  const load = <T>(id: string) =>
    runnerImport<T>(id, { configFile: false, root: process.cwd(), logLevel: 'warn', plugins: [cssAsNothing] });
  return {
    name: 'skull-table:prerender-home',
    enforce: 'post',
    apply: 'build',
    async buildStart() {
      const [home, gateModule] = await Promise.all([
        load<typeof import('./src/prerender/home')>('/src/prerender/home.tsx'),
        load<typeof import('./src/prerender/gate')>('/src/prerender/gate.ts'),
      ]);
      page = await home.module.renderHome();
      gate = gateModule.module.gate;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entryTag || !gate) throw new Error('the built page names no entry script for the gate to add');
        // Each language's app shell words (FIRST_STRINGS), which the gate preloads when the page speaks it.
        const firstStrings = Object.fromEntries(
          Object.values(bundle ?? {}).flatMap((chunk) => {
            const lang = chunk.type === 'chunk' ? FIRST_STRINGS.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
            return lang ? [[lang, `${BASE}${chunk.fileName}`]] : [];
          }),
        );
        const args = [page.lang, LANGS, BARS, entryTag[1], firstStrings].map((a) => JSON.stringify(a)).join(',');
        gateSource = minifySync('gate.js', `(${gate.toString()})(${args});`).code;
        gateFile = `assets/gate-${createHash('sha256').update(gateSource).digest('hex').slice(0, 8)}.js`;
        return (
          html
            .replace(entryTag[0], '')
            .replace('<div id="app"></div>', `<div id="app" data-prerendered="${page.lang}">${page.html}</div>`)
            // After the stylesheet, so the parser names it before it waits on the gate.
            .replace('</head>', `  <script src="${BASE}${gateFile}"></script>\n  </head>`)
        );
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: gateFile, source: gateSource });
    },
  };
}

/** The file the generated service worker imports: the share target's handler (src/pwa/shareTargetWorker.ts) with its
 *  names, so the installed app receives a backup shared from another phone. */
const SHARE_TARGET_SCRIPT = 'share-target.js';
function shareTargetScript(): Plugin {
  return {
    name: 'skull-table:share-target',
    apply: 'build',
    generateBundle() {
      const { path, field, cache, screen } = RECEIVE;
      const names = { path, field, cache, screen, maxBytes: MAX_IMPORT_BYTES };
      const call = `(${shareTargetWorker.toString()})(self,${JSON.stringify(names)});`;
      this.emitFile({
        type: 'asset',
        fileName: SHARE_TARGET_SCRIPT,
        source: minifySync(SHARE_TARGET_SCRIPT, call).code,
      });
    },
  };
}

/** Writes `_headers` (Netlify, Cloudflare Pages) with the headers `vite preview` sends, for this base. */
function headersFileForHosts(): Plugin {
  return {
    name: 'skull-table:headers-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(BASE) });
    },
  };
}

/**
 * Finds the modules the entry imports statically (the first screen), so that everything else, which only
 * lazy imports reach, can be bundled as one chunk per area: fewer, larger files compress better.
 */
function firstScreenModules(): Plugin & { initial: Set<string> } {
  const initial = new Set<string>();
  return {
    name: 'skull-table:first-screen-modules',
    apply: 'build',
    initial,
    buildStart() {
      initial.clear();
    },
    buildEnd() {
      const visit = (id: string) => {
        if (initial.has(id)) return;
        initial.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
  };
}
const firstScreen = firstScreenModules();
/** The screens a table goes through to play a game: the new-game form and the game screen. */
const PLAY_SCREENS = ['src/ui/setup/NewGameScreen.tsx', 'src/ui/table/TableScreen.tsx'];
/**
 * The session layer's modules only Saved games and the receive screen use, a backup's export, preview and merge: the
 * session's door (src/session/index.ts) re-exports them, so the play screens reach them, but the play never runs them.
 */
const LAZY_SESSION = /src[\\/]session[\\/](?:merge[\\/]|library\.ts|storage[\\/]exchange\.ts)/;

/**
 * What the play screens and the languages' catalogs import statically, the first screen's modules and LAZY_SESSION left
 * out (the strings themselves go in their languages' chunks): the `play` chunk,
 * which the budget counts, with what it imports, as what a table downloads before it can play a game
 * (scripts/budget.mjs). The rest is fetched when opened (`rules`, `more`): a new screen, or a part a play screen
 * imports lazily (src/ui/table/lazyParts.ts), is there by default.
 */
function playModules(): Plugin & { has: (id: string) => boolean } {
  const play = new Set<string>();
  return {
    name: 'skull-table:play-modules',
    apply: 'build',
    has: (id) => play.has(id),
    buildStart() {
      play.clear();
    },
    buildEnd() {
      const visit = (id: string) => {
        if (play.has(id) || firstScreen.initial.has(id) || LAZY_SESSION.test(id)) return;
        play.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
      };
      const ids = [...this.getModuleIds()];
      for (const screen of PLAY_SCREENS) {
        const id = ids.find((m) => m.replaceAll('\\', '/').endsWith(`/${screen}`));
        if (!id) return this.error(`${screen}, a screen of the play, is not in the build`);
        visit(id);
      }
      // What every screen's strings import (the name grammar, the engine's English refusals) comes with the play too:
      // a language's chunk must not need a lazy one.
      for (const id of ids) if (/[\\/]i18n[\\/]catalog\.[a-z]+\.ts$/.test(id)) visit(id);
    },
  };
}
const playPath = playModules();

/** The app shell's words in each language but English (src/ui/app.<lang>.ts): each the first screen's strings in its
 *  language, a chunk of its own named `lang-<lang>.first` (chunkFileNames below), which the gate preloads. Left to the
 *  bundler's own splitting, each is a chunk that needs nothing but the entry: a group's chunk would also need the
 *  bundler's runtime, a second round trip before the page is drawn. */
const FIRST_STRINGS = /src[\\/]ui[\\/]app\.([a-z]+)\.ts$/;
const lazyGroup = (name: string, test: RegExp | ((id: string) => boolean), priority: number) => ({
  name,
  priority,
  test: (id: string) =>
    (typeof test === 'function' ? test(id) : test.test(id)) && !firstScreen.initial.has(id) && !FIRST_STRINGS.test(id),
});

export default defineConfig({
  base: BASE,
  define: {
    __APP_VERSION__: JSON.stringify(PACKAGE_VERSION),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
    // Each theme's bar colour, from the palette: the page needs these three, not the palette's tables (0.4 KB gzip).
    __THEME_BARS__: JSON.stringify(BARS),
  },
  plugins: [
    preact(),
    palette(),
    firstScreen,
    playPath,
    cspMetaTag(),
    headersFileForHosts(),
    shareTargetScript(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false, // src/pwa/register.ts registers it after the first render
      includeManifestIcons: false, // globPatterns already precaches the icons
      manifest: {
        id: BASE,
        name: 'Skull Table',
        short_name: 'Skull Table',
        description: 'Referees the bluffing game Skull at your table, offline.',
        lang: 'en',
        start_url: BASE,
        scope: BASE,
        display: 'standalone',
        theme_color: THEME,
        background_color: THEME,
        categories: ['games'],
        // A backup sent from another phone: shared to the app (the service worker keeps it, share-target.js) or opened
        // from a file manager (the receive screen reads window.launchQueue); either way it is shown before it is kept.
        share_target: {
          action: `${BASE}${RECEIVE.path}`,
          method: 'POST',
          enctype: 'multipart/form-data',
          params: {
            files: [
              {
                name: RECEIVE.field,
                accept: [...Object.keys(RECEIVE.accept), ...Object.values(RECEIVE.accept).flat()],
              },
            ],
          },
        },
        file_handlers: [{ action: `${BASE}${RECEIVE.screen}`, accept: RECEIVE.accept }],
        // Made from public/favicon.svg by `npm run icons` (pwa-assets.config.ts).
        icons: [
          { src: 'pwa-64x64.png', sizes: '64x64', type: 'image/png' },
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every screen, the rules reference in every language and the icons: the app cold-starts offline.
        globPatterns: ['**/*.{js,css,html,json,md,svg,png,ico,txt}'],
        cleanupOutdatedCaches: true,
        // A first visit is not controlled until the worker claims it: without this, a table that loses the network
        // in the tab it first opened cannot open a screen it had not loaded yet. Only uncontrolled pages are claimed,
        // so an update still waits for Reload.
        clientsClaim: true,
        importScripts: [SHARE_TARGET_SCRIPT],
      },
    }),
    manifestAfterFirstPaint(),
    prerenderHome(),
  ],
  resolve: {
    // workbox-window's own minified ES2017 build (1.4 KB gzip) where its "module" field names an ES5 one (2.4 KB here).
    alias: [{ find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' }],
  },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false }, // every browser that runs this app supports modulepreload
    rolldownOptions: {
      // The session layer's door (src/session/index.ts) re-exports LAZY_SESSION's modules. The bundler cannot tell that
      // they do nothing on import (they only declare), and would have the play's chunk load the `more` chunk for them.
      treeshake: { moduleSideEffects: (id: string) => (LAZY_SESSION.test(id) ? false : undefined) },
      output: {
        chunkFileNames: ({ facadeModuleId }) => {
          const lang = FIRST_STRINGS.exec(facadeModuleId ?? '')?.[1];
          return lang ? `assets/lang-${lang}.first-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          includeDependenciesRecursively: false, // the first screen's modules stay in the entry chunk
          groups: [
            // The first screen's modules in one chunk: left to itself the bundler splits modules the first screen shares
            // with a lazy chunk (the strings, the registration) into chunks of their own, each a request and gzip's loss.
            { name: 'first', priority: 6, test: (id: string) => firstScreen.initial.has(id) },
            // Each language's strings in a chunk of its own (`x.<lang>.ts` and catalog.<lang>.ts), loaded by loadLang; the
            // rules reference's texts in a part of their own (`lang-<lang>.rules`, the `rules` part of catalog.<lang>.ts),
            // which comes with the rules screen.
            ...LANGS.flatMap((lang) => [
              lazyGroup(`lang-${lang}.rules`, new RegExp(`src[\\\\/]reference[\\\\/].*\\.${lang}\\.ts$`), 5),
              lazyGroup(`lang-${lang}`, new RegExp(`src[\\\\/].*\\.${lang}\\.ts$`), 4),
            ]),
            // The registration, workbox-window, the update prompt and the theme's module in one chunk, loaded after the first
            // paint (src/main.tsx).
            lazyGroup(
              'register',
              /src[\\/](?:pwa[\\/]|ui[\\/](?:theme|comfort[\\/]prefs)\.ts)|node_modules[\\/]workbox-window/,
              3,
            ),
            // The play (playModules): the new-game form, the game screen, the engine and storage, warmed at the first
            // intent on Home; one file compresses better than several.
            lazyGroup('play', playPath.has, 2),
            // What a table does not need to play a game, fetched when it is opened: the rules reference, and the rest
            // (Saved games, the receive screen, Settings, Statistics, Players, the night, the practice round, the
            // table's extras).
            lazyGroup('rules', /src[\\/]reference[\\/]/, 1),
            lazyGroup('more', /src[\\/]|node_modules[\\/]idb-keyval/, 0),
          ],
        },
      },
    },
  },
  preview: {
    headers: HEADERS,
  },
  test: {
    // Vitest's default is one worker less than the cores: one worker on two cores, idle half the time while each file
    // starts. Two workers keep both busy (`npm test` runs nothing else meanwhile).
    maxWorkers: 2,
    // Generous on a busy machine (another test run and a build loop beside make a 2-s test take 40); still bounded.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        // The engine is pure: its tests run without a DOM, without the strings and without a fresh module graph per
        // file (nothing in it holds state), which saves most of their start-up time.
        extends: true,
        test: { name: 'engine', include: ['tests/unit/rules/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/rules/**'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
          // Still one fresh worker per file, but a thread starts quicker than a process: 95 s → 83 s for this project.
          pool: 'threads',
        },
      },
    ],
  },
});
