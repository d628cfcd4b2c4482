import { useEffect, useMemo, useRef } from 'preact/hooks';
import { useTableComforts } from '../comfort/useTableComforts';
import { legalActions } from '../../rules';
import type { GameController, GameSnapshot } from '../../session';
import { messages as navMessages } from '../app.messages';
import { loadMatColors } from '../components/matColors';
import { markPlaying } from '../../pwa/playing';
import { href } from '../route';
import { useSideEdges } from './flat';
import { EquipmentContext, useTableWords } from './equipment';
import { DealStep } from './DealStep';
import { preloadTableParts } from './lazyParts';
import { MenuSheet } from './MenuSheet';
import { OutcomeMoment } from './OutcomeMoment';
import { edgesOf, placesOf, type Edge } from './seating';
import { gameCard } from './shareCard';
import { useStepChange } from './stepChange';
import { discsLost, resolvedChallenge } from './stepEvents';
import { useTableActions } from './tableActions';
import { TableLayout, type DisplayView } from './TableLayout';

import { useGame } from './useGame';
import './table.css';
import './display.css';
import './flat.css';
import './facing.css';

export default function TableScreen({ id }: { id: string }) {
  const m = useTableWords(); // the words of a screen with no game yet: they name no equipment
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
          {navMessages().home}
        </a>
      </main>
    );
  }
  // R3: every table sentence below speaks this game's objects.
  return (
    <EquipmentContext.Provider value={view.snapshot.state.config.equipment ?? 'discs'}>
      <Table id={id} controller={view.controller} snapshot={view.snapshot} />
    </EquipmentContext.Provider>
  );
}

function Table({ id, controller, snapshot }: { id: string; controller: GameController; snapshot: GameSnapshot }) {
  const { session, state, steps } = snapshot; // the controller's steps, one more or one fewer per tap: nothing is replayed here
  const legal = useMemo(() => legalActions(state), [state]);
  const colors = useMemo(() => loadMatColors(id, state.players.length), [id, state.players.length]);
  const m = useTableWords();
  const lost = discsLost(steps, state.players.length); // cached per step: only a new step is counted
  const sides = useSideEdges();
  const main = useRef<HTMLElement>(null);
  const { actions, table, redoing } = useTableActions({ id, controller, snapshot, main });
  const change = useStepChange(steps, redoing);
  useTableComforts(change.announcement);

  // The update offer waits while the game goes on (src/pwa/playing.ts).
  const playing = state.phase !== 'over';
  useEffect(() => {
    markPlaying(playing);
    return () => markPlaying(false);
  }, [playing]);

  const last = steps[steps.length - 1];
  const moment = last && resolvedChallenge(last) && !table.outcomeSeen ? last : null;
  const over = useMemo(
    () => (state.phase === 'over' ? gameCard(snapshot, colors, m) : null),
    [snapshot, colors, state.phase, m],
  );
  // The parts a flat table's menu and the game over show (lazyParts.ts), fetched once this table is on screen.
  const extras = table.flat.flat || over !== null;
  useEffect(() => {
    if (extras) preloadTableParts();
  }, [extras]);
  // Flat, each message is read from every edge someone sits at, and the result from the winner's edge.
  const places = placesOf(table.flat, sides);
  const seated: Edge[] = table.flat.flat ? edgesOf(sides).filter((e) => places.some((p) => p.edge === e)) : ['near'];
  const facing: Edge = over && table.flat.flat ? (places[state.winner ?? 0]?.edge ?? 'near') : 'near';
  const view: DisplayView = {
    id,
    snapshot,
    legal,
    colors,
    lost,
    // At game over the flat frame steps aside: the result, upright, turns to the winner.
    layout: over ? { ...table.flat, flat: false } : table.flat,
    facing,
    sides,
    table,
    toast: change.toast === table.dismissed ? null : change.toast,
    over,
  };
  return (
    <main
      class={`table table-screen phase-${state.phase}${view.layout.flat ? ' is-flat' : ''}${table.picking ? ' is-picking' : ''}${facing === 'left' || facing === 'right' ? ' is-sideways' : ''}`}
      ref={main}
      data-actions={session.actions.length}
    >
      <TableLayout view={view} actions={actions} />
      {table.dealing && session.actions.length === 0 && <DealStep id={id} snapshot={snapshot} onDone={actions.dealt} />}
      {moment && <OutcomeMoment step={moment} edges={seated} onContinue={actions.outcomeSeen} />}
      {table.sheet && (
        <MenuSheet
          view={{
            sheet: table.sheet,
            steps,
            canAbandon: legal.some((a) => a.type === 'abandonRound'),
            flat: table.flat,
            players: state.players.map((p) => p.name),
            colors,
            sides,
            card: over?.card ?? null,
            game: id,
            created: session.created,
            bgStats: over && { ...session, starter: session.config.starter, standings: over.standings },
          }}
          actions={actions}
        />
      )}
      <div class="sr-only" aria-live="polite">
        {change.announcement}
      </div>
    </main>
  );
}
