// The shared result as a picture drawn by the app itself: 1080 px wide, big type, mat colours, winner first.
import { messages as colourMessages } from '../components/components.messages';
import { colorName } from '../components/matColors';
import type { ShareCard } from './card';
import { messages } from './share.messages';
import { rowResult, subtitleOf } from './text';
import { recordError } from '../../diagnostics/caughtErrors';

const PICTURE_WIDTH = 1080;
const PAD = 72;
const ROW = 132;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** A colour of the current theme (src/ui/palette.ts, as CSS custom properties): the picture looks like the app. */
const ink = (token: string) => getComputedStyle(document.documentElement).getPropertyValue(`--${token}`).trim();

const TITLE = 88; // px, a line of the title
const HEAD = (lines: number) => lines * (TITLE + 8) + 100;

/** The picture's height for `card`: title lines, date, one row per player, a night's games, the footer. */
export function pictureHeight(card: ShareCard, titleLines = 1): number {
  const games = card.games?.length ? 80 + card.games.length * 56 : 0;
  return PAD + HEAD(titleLines) + card.standings.length * (ROW + 16) + games + 90 + PAD;
}

/** The title in at most two lines of `width` px, broken between words. */
function titleLines(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  ctx.font = `800 ${TITLE}px ${FONT}`;
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    const joined = last >= 0 ? `${lines[last]} ${word}` : word;
    if (last >= 0 && (ctx.measureText(joined).width <= width || last === 1)) lines[last] = joined;
    else lines.push(word);
  }
  return lines;
}

/** Writes `text` at (x, y) in at most `width` px: the type shrinks down to `min`, then the end gives way to "…". */
function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
  min: number,
  weight = 700,
): void {
  let px = size;
  ctx.font = `${weight} ${px}px ${FONT}`;
  while (px > min && ctx.measureText(text).width > width) {
    px -= 2;
    ctx.font = `${weight} ${px}px ${FONT}`;
  }
  let chars = Array.from(text);
  let shown = text;
  while (chars.length > 1 && ctx.measureText(shown).width > width) {
    chars = chars.slice(0, -1);
    shown = `${chars.join('').trimEnd()}…`;
  }
  ctx.fillText(shown, x, y);
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  if (ctx.roundRect) ctx.roundRect(x, y, w, h, r);
  else ctx.rect(x, y, w, h); // older browsers: square corners
}

/** Draws `card` on `canvas`, sizing it first. */
export function drawCard(canvas: HTMLCanvasElement, card: ShareCard): void {
  const ctx = canvas.getContext('2d');
  const inner = PICTURE_WIDTH - 2 * PAD;
  const title = ctx ? titleLines(ctx, card.title, inner) : [card.title];
  canvas.width = PICTURE_WIDTH; // resizing clears the canvas and its settings
  canvas.height = pictureHeight(card, title.length);
  if (!ctx) return;
  const s = messages();
  ctx.fillStyle = ink('bg');
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = ink('accent');
  // Every line of the title at one size: the size its widest line fits at.
  let size = TITLE;
  ctx.font = `800 ${size}px ${FONT}`;
  while (size > 48 && title.some((line) => ctx.measureText(line).width > inner)) {
    size -= 2;
    ctx.font = `800 ${size}px ${FONT}`;
  }
  title.forEach((line, i) => {
    fitText(ctx, line, PAD, PAD + TITLE - 8 + i * (TITLE + 8), inner, size, 48, 800);
  });
  let y = PAD + HEAD(title.length);
  ctx.fillStyle = ink('muted');
  fitText(ctx, subtitleOf(card), PAD, y - 50, inner, 44, 28, 600);
  card.standings.forEach((row, i) => {
    const first = (row.place ?? i + 1) === 1; // all tied leaders alike
    ctx.fillStyle = first ? ink('highlight-bg') : ink('surface');
    roundRect(ctx, PAD, y, inner, ROW, 28);
    ctx.fill();
    if (first) {
      ctx.lineWidth = 6;
      ctx.strokeStyle = ink('accent');
      ctx.stroke();
    }
    ctx.fillStyle = ink('fg');
    ctx.textAlign = 'center';
    fitText(ctx, String(row.place ?? i + 1), PAD + 56, y + 88, 80, 64, 40, 800);
    if (row.colour !== null) {
      const colour = colorName(row.colour);
      ctx.fillStyle = ink(`mat-${colour}`);
      ctx.beginPath();
      ctx.arc(PAD + 156, y + ROW / 2, 40, 0, 2 * Math.PI);
      ctx.fill();
      ctx.fillStyle = ink('on-mat');
      fitText(ctx, colourMessages().colorLetter(colour), PAD + 156, y + ROW / 2 + 16, 60, 44, 30, 800);
    }
    ctx.textAlign = 'left';
    const left = PAD + 224;
    const result = rowResult(row);
    ctx.fillStyle = ink('fg');
    fitText(ctx, row.name, left, y + (result ? 62 : 84), inner - left + PAD - 28, 56, 32, 800);
    if (result) {
      ctx.fillStyle = ink('muted');
      fitText(ctx, result, left, y + 112, inner - left + PAD - 28, 40, 26, 600);
    }
    y += ROW + 16;
  });
  if (card.games?.length) {
    ctx.fillStyle = ink('fg');
    fitText(ctx, s.gamesTitle, PAD, y + 56, inner, 44, 28, 800);
    y += 80;
    for (const line of card.games) {
      ctx.fillStyle = ink('muted');
      fitText(ctx, line, PAD, y + 40, inner, 36, 24, 600);
      y += 56;
    }
  }
  ctx.fillStyle = ink('muted');
  ctx.textAlign = 'right';
  fitText(ctx, s.app, PAD + inner, canvas.height - PAD, inner, 36, 24, 700);
  ctx.textAlign = 'left';
}

/** The drawn picture as a PNG, or null where the canvas cannot make one. */
export function pictureBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/png');
    } catch (error) {
      recordError('share.picture', error); // the text is shared without the picture
      resolve(null);
    }
  });
}
