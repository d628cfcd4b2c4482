import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useTableComforts } from '../comfort/useTableComforts';
import { legalActions, type Action } from '../../rules';
import type { GameController, GameSnapshot } from '../../session/controller';
import { HelpButton } from '../components/HelpButton';
import { loadMatColors } from '../components/matColors';
import { href } from '../route';
import { messages as historyMessages } from './history.messages';
import { HistoryView } from './HistoryView';
import { helpFor, PhaseView } from './PhaseView';
import { SaveLine } from './SaveLine';
import { actionSentence, outcomeSentences } from './sentences';
import { replaySteps, type Step } from './steps';
import { TableStatus } from './TableStatus';
import { messages } from './table.messages';
import { useTapGuard } from './tapGuard';
import { Toolbar } from './Toolbar';
import { useGame } from './useGame';
import './table.css';

export default function TableScreen({ id }: { id: string }) {
  const m = messages();
  const view = useGame(id);
  if (view.status === 'loading') {
    return (
      <main class="table" aria-busy="true">
        <p>{m.loading}</p>
      </main>
    );
  }
  if (view.status === 'missing') {
    return (
      <main class="table">
        <h1>{m.notFound}</h1>
        <a class="button" href={href({ name: 'home' })}>
          {m.home}
        </a>
      </main>
    );
  }
  return <Table id={id} controller={view.controller} snapshot={view.snapshot} />;
}

type Command = 'act' | 'undo' | 'redo';

/** What the controls on screen were drawn for: a tap on controls of another version is refused. */
const versionOf = (s: GameSnapshot) => `${s.session.actions.length}/${s.session.redo.length}`;

function Table({ id, controller, snapshot }: { id: string; controller: GameController; snapshot: GameSnapshot }) {
  const m = messages();
  const { session, state } = snapshot;
  const steps = useMemo(() => replaySteps(session.config, session.actions), [session]);
  const legal = useMemo(() => legalActions(state), [state]);
  const colors = useMemo(() => loadMatColors(id, state.players.length), [id, state.players.length]);
  const [showHistory, setShowHistory] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useTableComforts(announcement);
  const main = useRef<HTMLElement>(null);
  const busy = useRef(false);
  const version = versionOf(snapshot);
  const guard = useTapGuard(main, version);
  const command = useRef<Command>('act');
  const focusNext = useRef(false);
  const previous = useRef<Step[]>(steps);
  const historyClosed = useRef(false);

  // One command at a time, on the state it was drawn for, and never on controls that just appeared:
  // the second tap of a double tap must not play the next player's move.
  const run = async (kind: Command, work: () => Promise<void>) => {
    if (busy.current || guard.settling() || versionOf(controller.snapshot()) !== version) return;
    busy.current = true;
    command.current = kind;
    focusNext.current = kind === 'act';
    try {
      await work();
      setError(null);
    } catch (e) {
      focusNext.current = false;
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      busy.current = false;
    }
  };
  const act = (action: Action) => run('act', () => controller.dispatch(action));

  useEffect(() => {
    const before = previous.current;
    previous.current = steps;
    const h = historyMessages();
    const told = (s: Step) => [actionSentence(s), ...outcomeSentences(s)].join(' ');
    const added = steps[steps.length - 1];
    const removed = before[before.length - 1];
    if (steps.length === before.length + 1 && added) {
      setAnnouncement(command.current === 'redo' ? h.redone(told(added)) : told(added));
    } else if (steps.length === before.length - 1 && removed) {
      setAnnouncement(h.undone(actionSentence(removed)));
    }
    if (focusNext.current) {
      focusNext.current = false;
      main.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  }, [steps]);

  useEffect(() => {
    if (historyClosed.current) main.current?.querySelector<HTMLElement>('.history-button')?.focus();
    historyClosed.current = false;
  }, [showHistory]);

  if (showHistory) {
    const close = () => {
      historyClosed.current = true;
      setShowHistory(false);
    };
    return <HistoryView steps={steps} onClose={close} />;
  }

  const help = helpFor(state, steps[steps.length - 1]);
  const canAbandon = legal.some((a) => a.type === 'abandonRound');
  return (
    <main class={`table phase-${state.phase}`} ref={main} data-actions={session.actions.length}>
      <Toolbar
        snapshot={snapshot}
        onUndo={() => run('undo', () => controller.undo())}
        onRedo={() => run('redo', () => controller.redo())}
      >
        <HelpButton key={help.section} section={help.section} summary={help.summary} />
      </Toolbar>
      <div class="table-head">
        {state.phase === 'over' ? <p class="round-title">{m.round(state.round)}</p> : <h1 class="round-title">{m.round(state.round)}</h1>}
        <SaveLine snapshot={snapshot} />
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <PhaseView id={id} state={state} steps={steps} legal={legal} colors={colors} onAction={act} onRedrawn={guard.redrawn} />
      {state.phase !== 'over' && <TableStatus state={state} colors={colors} />}
      {canAbandon && (
        <section class="abandon" aria-labelledby="abandon-hint">
          <button type="button" onClick={() => act({ type: 'abandonRound' })}>
            {m.abandon}
          </button>
          <p id="abandon-hint">{m.abandonHint}</p>
        </section>
      )}
      <button type="button" class="wide history-button" onClick={() => setShowHistory(true)}>
        {m.history}
      </button>
      <div class="sr-only" aria-live="polite">
        {announcement}
      </div>
    </main>
  );
}
