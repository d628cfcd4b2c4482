// The page's icons and manifest, named once the first screen is on screen (register.ts): named in the HTML, the
// browser fetches them alongside the first screen's own files. index.html holds an empty icon until then, or the
// browser would ask for /favicon.ico on its own.
const LINKS: ReadonlyArray<Record<string, string>> = [
  { rel: 'icon', href: 'favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: 'favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: 'manifest.webmanifest' },
];

export function linkIconsAndManifest(): void {
  for (const placeholder of document.querySelectorAll('link[rel=icon][href^="data:"]')) placeholder.remove();
  for (const attrs of LINKS) {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attrs))
      link.setAttribute(name, name === 'href' ? import.meta.env.BASE_URL + value : value);
    document.head.append(link);
  }
}
