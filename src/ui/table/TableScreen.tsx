import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useTableComforts } from '../comfort/useTableComforts';
import { legalActions, type Action } from '../../rules';
import type { GameController, GameSnapshot } from '../../session';
import { loadMatColors } from '../components/matColors';
import { href } from '../route';
import { errorText } from '../refusals/ruleErrorText';
import { loadFlat, saveFlat, useSideEdges, type FlatLayout } from './flat';
import { showEquipment } from './equipment';
import { DealStep, firstDeal } from './DealStep';
import { MenuSheet, type SheetView } from './MenuSheet';
import { OutcomeMoment } from './OutcomeMoment';
import { gameCard } from './shareCard';
import { useStepChange } from './stepChange';
import { discsLost, resolvedChallenge, type Step } from './steps';
import { TableLayout } from './TableLayout';
import { messages } from './table.messages';
import { useTapGuard } from './tapGuard';
import { useGame } from './useGame';
import './table.css';
import './display.css';

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
  const { session, state, steps } = snapshot; // the controller's steps, one more or one fewer per tap: nothing is replayed here
  showEquipment(state.config.equipment); // R3: every table sentence below speaks this game's objects
  const [dealing, setDealing] = useState(() => firstDeal(id, snapshot));
  const legal = useMemo(() => legalActions(state), [state]);
  const colors = useMemo(() => loadMatColors(id, state.players.length), [id, state.players.length]);
  const lost = discsLost(steps, state.players.length); // cached per step: only a new step is counted
  const [flat, setFlatState] = useState<FlatLayout>(() => loadFlat(id, state.players.length));
  const sides = useSideEdges();
  const [sheet, setSheet] = useState<SheetView | null>(null);
  // The picker, the chosen stack and the outcome tapped away belong to the steps they were set on: new steps reset
  // them without a second render.
  const [pickingAt, setPickingAt] = useState<readonly Step[] | null>(null);
  const [chosenAt, setChosenAt] = useState<{ steps: readonly Step[]; seat: number } | null>(null);
  const [seenAt, setSeenAt] = useState<readonly Step[] | null>(null); // the steps whose outcome the table has tapped away
  const picking = pickingAt === steps;
  const chosen = chosenAt?.steps === steps ? chosenAt.seat : null;
  const [error, setError] = useState<string | null>(null);
  const main = useRef<HTMLElement>(null);
  const busy = useRef(false);
  const version = versionOf(snapshot);
  const guard = useTapGuard(main, version);
  const command = useRef<Command>('act');
  const focusNext = useRef(false);
  const change = useStepChange(steps, () => command.current === 'redo');
  const { announcement, toast } = change;
  useTableComforts(announcement);

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
      setError(errorText(e));
    } finally {
      busy.current = false;
    }
  };
  const act = (action: Action) => run('act', () => controller.dispatch(action));
  const undo = () => run('undo', () => controller.undo());
  const redo = () => run('redo', () => controller.redo());
  const focusControls = () => {
    const target = main.current?.querySelector<HTMLElement>('.controls [data-autofocus]');
    // The controls are pinned on screen, so nothing needs scrolling into view: focus without the layout a scroll needs.
    if (target && document.activeElement !== target) target.focus({ preventScroll: true });
  };

  const last = steps[steps.length - 1];
  const moment = last && resolvedChallenge(last) && seenAt !== steps ? last : null;

  // Focus moves in the next animation frame, where the layout it needs is the one the frame makes anyway (no forced
  // layout); nothing here sets state, so the table renders once per tap.
  useLayoutEffect(() => {
    // After a deciding flip focus stays until the table taps the outcome away.
    if (focusNext.current && !(change.added && resolvedChallenge(change.added))) {
      focusNext.current = false;
      requestAnimationFrame(focusControls);
    }
  }, [steps]);

  const setFlat = (next: FlatLayout) => {
    setFlatState(next);
    saveFlat(id, next);
  };
  const closeSheet = () => {
    // Focus goes back to the Menu button (always drawn under the sheet) in the same task that closes the sheet, so it
    // never rests on the page while the focused control inside the sheet goes away.
    main.current?.querySelector<HTMLElement>('.menu-button')?.focus({ preventScroll: true });
    setSheet(null);
  };
  const canAbandon = legal.some((a) => a.type === 'abandonRound');
  const over = useMemo(
    () => (state.phase === 'over' ? gameCard(snapshot, colors) : null),
    [snapshot, colors, state.phase],
  );
  // At game over everyone reads the result from wherever they sit: the flat layout's turned halves step aside.
  const layout = over ? { ...flat, flat: false } : flat;
  return (
    <main
      class={`table table-screen phase-${state.phase}${layout.flat ? ' is-flat' : ''}${picking ? ' is-picking' : ''}`}
      ref={main}
      data-actions={session.actions.length}
    >
      <TableLayout
        id={id}
        snapshot={snapshot}
        steps={steps}
        legal={legal}
        colors={colors}
        lost={lost}
        flat={layout}
        sides={sides}
        picking={picking}
        chosen={chosen}
        error={error}
        toast={toast}
        over={over}
        onPick={(open) => {
          setPickingAt(open ? steps : null);
          if (open) guard.redrawn();
          else requestAnimationFrame(focusControls);
        }}
        onChoose={(seat) => {
          if (seat !== chosen) guard.redrawn();
          setChosenAt({ steps, seat });
        }}
        onAction={act}
        onUndo={undo}
        onRedo={redo}
        onToastDone={change.dismiss}
        onMenu={() => setSheet('menu')}
        onSummary={() => setSheet('summary')}
        onShare={() => setSheet('share')}
        onFlat={setFlat}
      />
      {dealing && session.actions.length === 0 && (
        <DealStep
          id={id}
          onDone={() => {
            setDealing(false);
            guard.redrawn();
            requestAnimationFrame(focusControls);
          }}
        />
      )}
      {moment && (
        <OutcomeMoment
          step={moment}
          onContinue={() => {
            setSeenAt(steps);
            guard.redrawn();
            requestAnimationFrame(focusControls);
          }}
        />
      )}
      {sheet && (
        <MenuSheet
          view={sheet}
          steps={steps}
          canAbandon={canAbandon}
          flat={flat.flat}
          players={state.players.map((p) => p.name)}
          edges={flat.edges}
          sides={sides}
          card={over?.card ?? null}
          onEdges={(edges) => setFlat({ ...flat, edges })}
          onView={setSheet}
          onFlat={(on) => setFlat({ ...flat, flat: on })}
          onAbandon={() => {
            setSheet(null);
            void act({ type: 'abandonRound' });
          }}
          onClose={closeSheet}
        />
      )}
      <div class="sr-only" aria-live="polite">
        {announcement}
      </div>
    </main>
  );
}
