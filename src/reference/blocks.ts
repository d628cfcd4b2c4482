// Section bodies are plain strings in the dictionaries (so the key checks cover them); this
// turns their one-line-per-block markup into paragraphs and lists without any HTML.
export type Block = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] } | { kind: 'ol'; items: string[] };

const BULLET = /^- /;
const NUMBERED = /^\d+\. /;

/** One line is one block: `- ` starts a bullet item, `1. ` a numbered item, anything else a paragraph. */
export function parseBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const kind = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : 'p';
    if (kind === 'p') {
      blocks.push({ kind, text: line });
      continue;
    }
    const text = line.replace(kind === 'ul' ? BULLET : NUMBERED, '');
    const last = blocks[blocks.length - 1];
    if (last && last.kind === kind) last.items.push(text);
    else blocks.push({ kind, items: [text] });
  }
  return blocks;
}

/** Splits `**bold**` runs out of a line: odd-numbered parts are emphasised. */
export function splitEmphasis(text: string): string[] {
  return text.split('**');
}

/** Lower-cases and strips accents so "defi" finds "défi" and "PASS" finds "pass". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
