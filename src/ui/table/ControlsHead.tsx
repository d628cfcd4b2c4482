import type { ComponentChildren } from 'preact';
import { MatToken } from '../components/MatToken';
import { FitName } from './FitName';

interface HeadProps {
  label: string;
  seat: number;
  name: string;
  colors: number[];
  /** What the head shows after the name (the challenge's count). */
  children?: ComponentChildren;
}

/** Whose turn it is, by their mat colour and name, at the head of the controls. */
export function Head({ label, seat, name, colors, children }: HeadProps) {
  return (
    <div class="controls-head">
      <MatToken color={colors[seat] ?? seat} />
      <p class="turn-text">
        <span class="turn-label">{label}</span>
        <FitName class="turn-name" name={name} min={16} />
      </p>
      {children}
    </div>
  );
}
