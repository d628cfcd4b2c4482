/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    preact(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Skull Table',
        short_name: 'Skull Table',
        description: 'Referees the bluffing game Skull at your table, offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1d1a24',
        background_color: '#1d1a24',
        icons: [],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,json,svg,png,txt,webmanifest}'],
      },
    }),
  ],
  build: { target: 'es2022' },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['tests/unit/setup.ts'],
  },
});
