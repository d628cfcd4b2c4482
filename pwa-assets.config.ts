// `npm run icons`: every PNG icon and the favicon.ico in public/ come from public/favicon.svg.
import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

const background = '#1d1a24'; // the manifest's background_color, so the icons sit on the splash colour

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background } },
  },
  images: ['public/favicon.svg'],
});
