import { useEffect, useRef } from 'preact/hooks';
import { href } from '../route';
import { messages as historyMessages } from './history.messages';
import { HistoryView } from './HistoryView';
import { nextEdge, shownEdge, useSideEdges, type Edge } from './flat';
import { messages as displayMessages } from './display.messages';
import { challengeSummary } from './sentences';
import { groupByRound, type Step } from './steps';
import { messages } from './table.messages';

export type SheetView = 'menu' | 'history' | 'summary' | 'abandon';

interface Props {
  view: SheetView;
  steps: readonly Step[];
  canAbandon: boolean;
  flat: boolean;
  players: string[];
  /** Each seat's edge in flat mode. */
  edges: Edge[];
  onEdges: (edges: Edge[]) => void;
  onView: (view: SheetView) => void;
  onFlat: (flat: boolean) => void;
  onAbandon: () => void;
  onClose: () => void;
}

/** The way out and the secondary things of a game, in a sheet that scrolls inside itself, never the page. */
export function MenuSheet({ view, steps, canAbandon, flat, players, edges, onEdges, onView, onFlat, onAbandon, onClose }: Props) {
  const sides = useSideEdges();
  const m = messages();
  const d = displayMessages();
  const h = historyMessages();
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (view !== 'history') first.current?.querySelector<HTMLElement>('h2, a, button')?.focus();
  }, [view]);
  const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
  return (
    <div class="sheet-scrim" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div class="sheet" role="dialog" aria-modal="true" aria-label={view === 'menu' ? d.menu : undefined} aria-labelledby={view === 'menu' ? undefined : view === 'history' ? 'history-title' : 'sheet-title'} onKeyDown={onKey}>
        <div class="sheet-body" ref={first}>
          {view === 'menu' && (
            <nav class="menu-list" aria-label={d.menu}>
              <a class="button" href={href({ name: 'home' })}>{m.home}</a>
              <a class="button" href={href({ name: 'new' })}>{d.newGame}</a>
              <a class="button" href={href({ name: 'sessions' })}>{d.savedGames}</a>
              <a class="button" href={href({ name: 'rules', section: null })}>{d.rules}</a>
              <a class="button" href={href({ name: 'settings' })}>{d.settings}</a>
              <button type="button" onClick={() => onView('history')}>{m.history}</button>
              <button type="button" onClick={() => onView('summary')}>{d.roundSummary}</button>
              <label class="menu-toggle">
                <input type="checkbox" checked={flat} onChange={(e) => onFlat((e.target as HTMLInputElement).checked)} />
                <span>{d.flat}</span>
              </label>
              {flat && (
                <fieldset class="edges">
                  <legend>{d.edgesTitle}</legend>
                  {players.map((name, seat) => {
                    const edge = shownEdge(edges[seat] ?? 'near', sides);
                    const move = () => onEdges(players.map((_, s) => (s === seat ? nextEdge(edge, sides) : shownEdge(edges[s] ?? 'near', sides))));
                    return (
                      <button key={seat} type="button" class={`edge-choice is-${edge}`} onClick={move}>
                        {d.edgeOf(name, edge)}
                      </button>
                    );
                  })}
                </fieldset>
              )}
              {canAbandon && (
                <button type="button" onClick={() => onView('abandon')}>{m.abandon}</button>
              )}
            </nav>
          )}
          {view === 'history' && <HistoryView steps={steps} onClose={onClose} />}
          {view === 'summary' && (
            <section aria-labelledby="sheet-title">
              <h2 id="sheet-title" tabIndex={-1}>{m.summaryTitle}</h2>
              <ol class="summary-list">
                {groupByRound(steps).map((g, i) => {
                  const lines = g.steps.map(challengeSummary).filter((l): l is string => l !== null);
                  return (
                    <li key={i}>
                      <strong>{g.abandoned ? h.roundAbandoned(g.round) : h.roundHeading(g.round)}</strong> {lines.join(' ') || h.summaryUnfinished}
                    </li>
                  );
                })}
              </ol>
            </section>
          )}
          {view === 'abandon' && (
            <section aria-labelledby="sheet-title">
              <h2 id="sheet-title" tabIndex={-1}>{d.abandonTitle}</h2>
              <p>{m.abandonHint}</p>
              <div class="action-row">
                <button type="button" onClick={onClose}>{d.abandonNo}</button>
                <button type="button" class="primary" onClick={onAbandon}>{d.abandonYes}</button>
              </div>
            </section>
          )}
        </div>
        {view !== 'history' && (
          <button type="button" class="sheet-close" onClick={onClose}>
            {view === 'menu' ? d.close : m.backToTable}
          </button>
        )}
      </div>
    </div>
  );
}
