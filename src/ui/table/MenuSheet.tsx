import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ShareCard } from '../share/card';
import type { BgStatsPlay } from '../bgstats/bgStats';
import { messages as navMessages } from '../app.messages';
import { RouteLinks } from '../components/RouteLinks';
import { href } from '../route';
import { linksFrom } from '../screens';
import { HistoryView } from './HistoryView';
import { BgStatsOffer, preloadTableParts, Rematch, SeatingPicture, SendGame, ShareView } from './lazyParts';
import type { FlatLayout } from './flat';
import { RoundList } from './RoundList';
import type { Step } from './stepEvents';
import type { TableActions } from './tableActions';
import type { SheetView } from './tableState';
import { useEquipment, useTableWords } from './equipment';

/** What the sheet draws, in one object. */
export interface MenuView {
  /** The view the sheet shows. */
  sheet: SheetView;
  steps: readonly Step[];
  canAbandon: boolean;
  /** Flat on the table, and where everyone sits there. */
  flat: FlatLayout;
  players: string[];
  colors: number[];
  /** Whether this screen has side edges (a tablet). */
  sides: boolean;
  /** At game over: the result to share, whose standings in words show above the rounds (names never cut). */
  card: ShareCard | null;
  /** The game on screen: the rules open from the menu lead back to it, a rematch plays its table again. */
  game?: string;
  /** When the game on screen began (its file for another phone is named by that day). */
  created?: number;
  /** At game over: the play BG Stats can log (the link is built only on the tap). */
  bgStats: BgStatsPlay | null;
}

/** One view of the sheet under its heading, which the view's opening focuses. */
function SheetSection({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The way out and the secondary things of a game, in a sheet that scrolls inside itself, never the page. */
export function MenuSheet({
  view: { sheet: view, steps, canAbandon, flat: layout, players, colors, sides, card, game, created, bgStats },
  actions,
}: {
  view: MenuView;
  actions: Pick<TableActions, 'show' | 'closeSheet' | 'abandon' | 'layFlat' | 'seatAt'>;
}) {
  const m = useTableWords();
  const equipment = useEquipment();
  const nav = navMessages();
  const first = useRef<HTMLDivElement>(null);
  // Focus moves before the frame is drawn: the frame that shows this is the one the tap settles in.
  useLayoutEffect(() => {
    if (view !== 'history') first.current?.querySelector<HTMLElement>('h2, a, button')?.focus();
  }, [view]);
  const onKey = (e: KeyboardEvent) => e.key === 'Escape' && actions.closeSheet();
  return (
    <div class="sheet-scrim" onClick={(e) => e.target === e.currentTarget && actions.closeSheet()}>
      <div
        class="sheet"
        role="dialog"
        aria-modal="true"
        aria-label={view === 'menu' ? m.menu : undefined}
        aria-labelledby={
          view === 'menu'
            ? undefined
            : view === 'history'
              ? 'history-title'
              : view === 'share'
                ? 'share-title'
                : view === 'rematch'
                  ? 'rematch-title'
                  : 'sheet-title'
        }
        onKeyDown={onKey}
      >
        <div class="sheet-body" ref={first}>
          {view === 'menu' && (
            <RouteLinks
              class="menu-list"
              label={m.menu}
              links={linksFrom('menu').map(({ to, label }) => ({
                // R3: a card game's rules speak of cards; the rules lead back to this game.
                to: to.name === 'rules' ? { ...to, from: game, ...(equipment === 'cards' ? { equipment } : {}) } : to,
                label: nav[label],
                class: 'button',
              }))}
            >
              <button type="button" onClick={() => actions.show('history')}>
                {m.history}
              </button>
              <button type="button" onClick={() => actions.show('summary')}>
                {m.roundSummary}
              </button>
              <label class="menu-toggle" onPointerDown={preloadTableParts}>
                <input
                  onFocus={preloadTableParts}
                  type="checkbox"
                  checked={layout.flat}
                  onChange={(e) => actions.layFlat((e.target as HTMLInputElement).checked)}
                />
                <span>{m.flat}</span>
              </label>
              {layout.flat && (
                <div class="menu-seating">
                  <SeatingPicture
                    players={players.map((name, seat) => ({ name, color: colors[seat] ?? seat }))}
                    seating={layout}
                    sides={sides}
                    keepTurns
                    onMove={actions.seatAt}
                  />
                </div>
              )}
              {canAbandon && (
                <button type="button" onClick={() => actions.show('abandon')}>
                  {m.abandon}
                </button>
              )}
            </RouteLinks>
          )}
          {view === 'rematch' && game && (
            <>
              <Rematch last={{ id: game }} names={players} />
              <a class="button" href={href({ name: 'new', from: game })}>
                {m.changeTable}
              </a>
            </>
          )}
          {view === 'history' && <HistoryView steps={steps} actions={actions} />}
          {view === 'share' && card && <ShareView card={card} />}
          {view === 'share' && bgStats && <BgStatsOffer play={bgStats} />}
          {view === 'share' && card && game && created !== undefined && (
            // This game as a file for another phone, named by its day and its players.
            <SendGame id={game} created={created} players={players} label={m.sendGame} />
          )}
          {view === 'summary' && card && (
            <SheetSection id="standings-title" title={m.standings}>
              <ol class="standings-full">
                {card.standings.map((s, i) => (
                  <li key={i} value={s.place}>
                    <strong>{s.name}</strong> {s.result}
                  </li>
                ))}
              </ol>
            </SheetSection>
          )}
          {view === 'summary' && (
            <SheetSection id="sheet-title" title={m.summaryTitle}>
              <RoundList steps={steps} class="summary-list" />
            </SheetSection>
          )}
          {view === 'abandon' && (
            <SheetSection id="sheet-title" title={m.abandonTitle}>
              <p>{m.abandonHint}</p>
              <div class="action-row">
                <button type="button" onClick={actions.closeSheet}>
                  {m.abandonNo}
                </button>
                <button type="button" class="primary" onClick={actions.abandon}>
                  {m.abandonYes}
                </button>
              </div>
            </SheetSection>
          )}
        </div>
        {view !== 'history' && (
          <button type="button" class="sheet-close" onClick={actions.closeSheet}>
            {view === 'menu' ? m.close : m.backToTable}
          </button>
        )}
      </div>
    </div>
  );
}
