import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { legalActions, MAX_PLAYERS, MIN_PLAYERS, type Action, type Equipment, type GameConfig } from '../../rules';
import { practiceView } from '../../session';
import { useTableComforts } from '../comfort/useTableComforts';
import { defaultColors } from '../components/matColors';
import { useLoaded } from '../components/useLoaded';
import { ScreenHeader } from '../components/ScreenHeader';
import { Controls } from '../table/Controls';
import { Scoreboard } from '../table/Scoreboard';
import { ChipDetail, SeatChips } from '../table/SeatChips';
import { StackChips } from '../table/StackChips';
import { actionSentence } from '../table/actionSentences';
import { EquipmentContext, useEquipment, useTableWords } from '../table/equipment';
import { replaySteps } from '../table/stepEvents';

import { guideLine } from './guide';
import { practiceWords } from './practiceCards.messages';
import { PracticeEnd } from './PracticeEnd';
import { knownPracticeTable } from './practiceTable';
import '../table/table.css';
import '../table/display.css';
import './practice.css';

const TABLE_SIZES = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

/** H3: a guided round kept in memory only: never saved, never in the statistics. `equipment`: what the round is
 *  played with first (R3), from the address (a card game's rules link here); else the known table's. */
export default function PracticeScreen({ equipment: asked }: { equipment?: string | undefined }) {
  const [config, setConfig] = useState<GameConfig | null>(null);
  const [picked, setPicked] = useState<Equipment | null>(null);
  const [read] = useLoaded(knownPracticeTable, 'practice.names');
  const known = read.status === 'ready' ? read.value : null;
  const equipment: Equipment =
    config?.equipment ?? picked ?? (asked === 'cards' ? 'cards' : null) ?? known?.equipment ?? 'discs';
  const m = practiceWords(equipment);
  const table = known?.table ?? null;
  const start = (players: string[], starter: number) =>
    setConfig({ players, starter, ...(equipment === 'cards' ? { equipment } : {}) });
  const samples = (n: number) =>
    start(
      Array.from({ length: n }, (_, seat) => m.seatName(seat)),
      0,
    );
  return (
    <main class="table practice">
      <ScreenHeader links={[{ to: { name: 'new' }, label: m.back }]} title={m.title} />
      <p class="practice-intro">{m.intro}</p>
      {config === null ? (
        <>
          <fieldset class="practice-equipment">
            <legend>{m.equipmentTitle}</legend>
            {(['discs', 'cards'] as const).map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name="practice-equipment"
                  checked={equipment === choice}
                  onChange={() => setPicked(choice)}
                />
                <span>{choice === 'cards' ? m.equipmentCards : m.equipmentDiscs}</span>
              </label>
            ))}
          </fieldset>
          {table && (
            <div class="practice-known">
              <button type="button" class="primary wide" onClick={() => start(table.players, table.starter)}>
                {m.practiseWith(table.players)}
              </button>
              <p class="hint">{table.from === 'form' ? m.fromForm : m.fromGame}</p>
            </div>
          )}
          <fieldset class="practice-count">
            <legend>{m.howMany}</legend>
            <div class="action-row">
              {TABLE_SIZES.map((n) => (
                <button type="button" key={n} onClick={() => samples(n)}>
                  {m.players(n)}
                </button>
              ))}
            </div>
          </fieldset>
        </>
      ) : (
        // R3: the round speaks of what it is played with
        <EquipmentContext.Provider value={equipment}>
          <PracticeRound config={config} />
        </EquipmentContext.Provider>
      )}
    </main>
  );
}

function PracticeRound({ config }: { config: GameConfig }) {
  const m = practiceWords(useEquipment());
  const words = useTableWords();
  const [actions, setActions] = useState<Action[]>([]);
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const view = useMemo(() => practiceView(config, actions), [config, actions]);
  const steps = useMemo(() => replaySteps(config, actions), [config, actions]);
  const legal = useMemo(() => (view.finished ? [] : legalActions(view.state)), [view]);
  const colors = useMemo(() => defaultColors(config.players.length), [config]);
  const root = useRef<HTMLDivElement>(null);
  const last = steps[steps.length - 1];
  const state = view.state;
  useTableComforts(last ? actionSentence(last, words) : '');
  useEffect(() => {
    if (actions.length > 0 || picking) root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [actions, picking]);

  const play = (next: Action[]) => {
    setActions(next);
    setPicking(false);
    setChosen(null);
  };
  const act = (action: Action) => play([...actions, action]);
  const again = () => play([]);
  return (
    <div ref={root} class="practice-round" data-actions={actions.length} data-finished={view.finished}>
      {view.finished && last ? (
        <PracticeEnd step={last} table={state} colors={colors} onAgain={again} />
      ) : (
        <>
          <p class="practice-guide" aria-live="polite">
            {guideLine(state, m)}
          </p>
          <Scoreboard state={state} />
          <section class="controls" aria-label={m.controls}>
            <Controls
              id="practice"
              state={state}
              legal={legal}
              colors={colors}
              picking={picking}
              chosen={chosen}
              actions={{ act, pick: setPicking, show: again }}
            />
          </section>
          {state.phase === 'revealing' ? (
            <StackChips state={state} legal={legal} colors={colors} chosen={chosen} actions={{ choose: setChosen }} />
          ) : (
            <SeatChips state={state} colors={colors} lost={[]} shown={shown} onShow={setShown} />
          )}
          <ChipDetail state={state} lost={[]} seat={shown} />
          <div class="action-row">
            <button type="button" disabled={actions.length === 0} onClick={() => play(actions.slice(0, -1))}>
              {m.stepBack}
            </button>
            <button type="button" disabled={actions.length === 0} onClick={again}>
              {m.restart}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
