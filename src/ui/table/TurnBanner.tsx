import { MatToken } from '../components/MatToken';
import { colorName } from '../components/matColors';

/** Whose move it is, in large type with their mat colour, readable from across the table. */
export function TurnBanner({ label, name, color }: { label: string; name: string; color: number }) {
  return (
    <div class={`turn-banner mat-edge-${colorName(color)}`}>
      <MatToken color={color} size="lg" />
      <p class="turn-text">
        <span class="turn-label">{label}</span>
        <span class="turn-name">{name}</span>
      </p>
    </div>
  );
}
