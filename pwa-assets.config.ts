// `npm run icons`: every PNG icon and the favicon.ico in public/ come from public/favicon.svg.
// No import: the generator runs through npx (package.json), so nothing of it is installed by `npm ci`. Its
// minimal-2023 preset written out, with the splash colour behind the maskable and Apple icons.
const background = '#1d1a24'; // the manifest's background_color, so the icons sit on the splash colour

export default {
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
    maskable: { sizes: [512], resizeOptions: { background } },
    apple: { sizes: [180], resizeOptions: { background } },
  },
  images: ['public/favicon.svg'],
};
