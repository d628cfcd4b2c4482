import './components.css';
import { messages } from './components.messages';
import { colorName } from './matColors';

/** A player's mat colour as a swatch that also shows the colour's initial (colour-blind friendly). */
export function MatToken({ color, size = 'md' }: { color: number; size?: 'md' | 'lg' }) {
  const m = messages();
  const name = colorName(color);
  return (
    <span class={`mat-token mat-${name} mat-token-${size}`} aria-hidden="true">
      {m.colorLetter(name)}
    </span>
  );
}
