import type { Equipment } from '../../rules';
import { messages } from './setup.messages';
import './equipment.css';

/** R3: what the table plays with, the box's discs or the playing-card travel set; chosen before the first round. */
export function EquipmentChoice({
  equipment,
  lastChanceDropped,
  onChange,
}: {
  equipment: Equipment;
  /** Choosing cards switched Last Chance off: said in one line, where the choice was made. */
  lastChanceDropped: boolean;
  onChange: (equipment: Equipment) => void;
}) {
  const m = messages();
  const option = (value: Equipment, label: string) => (
    <label class="equipment-option">
      <input
        type="radio"
        name="equipment"
        value={value}
        checked={equipment === value}
        onChange={() => onChange(value)}
      />
      <span class="radio-mark" aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset class="equipment" aria-describedby="equipment-hint">
      <legend>{m.equipmentTitle}</legend>
      {option('discs', m.equipmentDiscs)}
      {option('cards', m.equipmentCards)}
      <p id="equipment-hint" class="hint">
        {equipment === 'cards' ? m.equipmentCardsHint : ''}
      </p>
      <p class="hint equipment-note" role="status">
        {lastChanceDropped && equipment === 'cards' ? m.equipmentNoLastChance : ''}
      </p>
    </fieldset>
  );
}
