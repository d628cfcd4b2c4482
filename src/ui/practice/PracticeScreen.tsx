import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { legalActions, MAX_PLAYERS, MIN_PLAYERS, type Action, type GameConfig } from '../../rules';
import { practiceView } from '../../session';
import { useTableComforts } from '../comfort/useTableComforts';
import { defaultColors } from '../components/matColors';
import { href } from '../route';
import { PhaseView } from '../table/PhaseView';
import { actionSentence } from '../table/sentences';
import { replaySteps } from '../table/steps';
import { TableStatus } from '../table/TableStatus';
import { guideLine } from './guide';
import { messages } from './practice.messages';
import { PracticeEnd } from './PracticeEnd';
import { knownPracticeTable, type PracticeTable } from './practiceTable';
import '../table/table.css';
import './practice.css';

const TABLE_SIZES = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

/** H3: a guided round kept in memory only: never saved, never in the statistics. */
export default function PracticeScreen() {
  const m = messages();
  const [config, setConfig] = useState<GameConfig | null>(null);
  const [known, setKnown] = useState<PracticeTable | null>(null);
  useEffect(() => {
    let live = true;
    void knownPracticeTable().then((table) => live && setKnown(table));
    return () => {
      live = false;
    };
  }, []);
  const samples = (n: number) => setConfig({ players: Array.from({ length: n }, (_, seat) => m.seatName(seat)), starter: 0 });
  return (
    <main class="table practice">
      <nav>
        <a class="practice-back" href={href({ name: 'new' })}>
          {m.back}
        </a>
      </nav>
      <h1>{m.title}</h1>
      <p class="practice-intro">{m.intro}</p>
      {config === null ? (
        <>
          {known && (
            <div class="practice-known">
              <button type="button" class="primary wide" onClick={() => setConfig({ players: known.players, starter: known.starter })}>
                {m.practiseWith(known.players)}
              </button>
              <p class="hint">{known.from === 'form' ? m.fromForm : m.fromGame}</p>
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
        <PracticeRound config={config} />
      )}
    </main>
  );
}

function PracticeRound({ config }: { config: GameConfig }) {
  const m = messages();
  const [actions, setActions] = useState<Action[]>([]);
  const view = useMemo(() => practiceView(config, actions), [config, actions]);
  const steps = useMemo(() => replaySteps(config, actions), [config, actions]);
  const legal = useMemo(() => (view.finished ? [] : legalActions(view.state)), [view]);
  const colors = useMemo(() => defaultColors(config.players.length), [config]);
  const root = useRef<HTMLDivElement>(null);
  const last = steps[steps.length - 1];
  useTableComforts(last ? actionSentence(last) : '');
  useEffect(() => {
    if (actions.length > 0) root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [actions]);

  const act = (action: Action) => setActions((done) => [...done, action]);
  const again = () => setActions([]);
  return (
    <div ref={root} class="practice-round" data-actions={actions.length} data-finished={view.finished}>
      {view.finished && last ? (
        <PracticeEnd step={last} table={view.state} colors={colors} onAgain={again} />
      ) : (
        <>
          <p class="practice-guide" aria-live="polite">
            {guideLine(view.state)}
          </p>
          <PhaseView id="practice" state={view.state} steps={steps} legal={legal} colors={colors} onAction={act} />
          <TableStatus state={view.state} colors={colors} />
          <div class="action-row">
            <button type="button" disabled={actions.length === 0} onClick={() => setActions((done) => done.slice(0, -1))}>
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
