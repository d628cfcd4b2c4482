import { normalizeForSearch } from './blocks';

export interface Run {
  text: string;
  match: boolean;
}

/** Splits text into runs, marking where the (already normalised) needle occurs, accents and case ignored. */
export function highlightRuns(text: string, needle: string): Run[] {
  if (!needle) return [{ text, match: false }];
  // Normalise character by character so each position in `flat` maps back to one in `text`.
  const chars = [...text];
  const origin: number[] = [];
  let flat = '';
  chars.forEach((ch, i) => {
    const n = normalizeForSearch(ch);
    flat += n;
    for (let k = 0; k < n.length; k++) origin.push(i);
  });
  const runs: Run[] = [];
  let from = 0; // index into chars
  let at = flat.indexOf(needle);
  while (at !== -1) {
    const start = origin[at] ?? chars.length;
    const end = (origin[at + needle.length - 1] ?? chars.length - 1) + 1;
    if (start > from) runs.push({ text: chars.slice(from, start).join(''), match: false });
    runs.push({ text: chars.slice(start, end).join(''), match: true });
    from = end;
    at = flat.indexOf(needle, at + needle.length);
  }
  if (from < chars.length) runs.push({ text: chars.slice(from).join(''), match: false });
  return runs;
}
