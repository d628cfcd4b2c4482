import { useEffect, useRef, useState } from 'preact/hooks';
import { getLang } from '../../i18n';
import { endEvening, loadEvenings, nightStandings, resolvePlayer, type Evenings, type Night } from '../../session';
import { href } from '../route';
import { Rematch } from './Rematch';
import { messages } from './night.messages';
import type { ShareCard } from '../../share/card';
import ShareView from '../../share/ShareView';
import { nightCard, nightDate, nightShare } from './nightShare';
import './night.css';
import { recordError } from '../../diagnostics/errors';

type View = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; evenings: Evenings };

/** A game night: each player's wins so far, the games in order, and the next game in one tap. `id`: a night's first
 *  game; without it, tonight's night (or the latest). */
export default function NightScreen({ id }: { id?: string | undefined }) {
  const m = messages();
  const [view, setView] = useState<View>({ status: 'loading' });
  const [note, setNote] = useState('');
  const [card, setCard] = useState<ShareCard | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  // A modal dialog: focus stays inside, Escape closes it and focus goes back to "Share the night".
  useEffect(() => void (card && dialog.current?.showModal?.()), [card]);
  const read = () =>
    loadEvenings()
      .then((evenings) => setView({ status: 'ready', evenings }))
      .catch((error: unknown) => {
        recordError('night.load', error);
        setView({ status: 'failed' });
      });
  useEffect(() => void read(), [id]);

  const onNewEvening = async () => {
    const ok = await endEvening(Date.now());
    setNote(ok ? m.newEveningDone : m.errStorage);
    await read();
  };

  const evenings = view.status === 'ready' ? view.evenings : null;
  const night: Night | null = evenings
    ? ((id ? evenings.nights.find((n) => n.id === id) : (evenings.tonight ?? evenings.nights[0])) ?? null)
    : null;
  const isTonight = !!night && night === evenings?.tonight;
  const nameOf = (seat: string, fallback: string) =>
    evenings?.players.find((p) => p.id === resolvePlayer(evenings.roster, seat))?.name ?? fallback;
  const last = night?.games[night.games.length - 1];
  const time = (t: number) => new Intl.DateTimeFormat(getLang(), { timeStyle: 'short' }).format(t);

  return (
    <main class="night" aria-busy={view.status === 'loading'}>
      <nav>
        <a class="night-back" href={href({ name: 'home' })}>
          {m.home}
        </a>
      </nav>
      <h1>{night ? (isTonight ? m.tonight : m.nightOf(nightDate(night))) : m.tonight}</h1>
      {view.status === 'loading' && <p>{m.loading}</p>}
      {view.status === 'failed' && <p role="alert">{m.failed}</p>}
      {evenings && !night && <p>{m.empty}</p>}
      {evenings && night && last && (
        <>
          {!last.over && (
            <a class="button wide" href={href({ name: 'game', id: last.id })}>
              {m.continueGame}
            </a>
          )}
          <Rematch key={last.id} last={last} names={last.seats.map((seat, i) => nameOf(seat, last.players[i] ?? ''))} />
          <h2 id="standings-title">{m.standingsTitle}</h2>
          <ol class="night-standings" aria-labelledby="standings-title">
            {nightStandings(night, evenings.roster, evenings.players).map((s) => (
              <li key={s.id} value={s.place}>
                <span class="night-name">{s.name}</span> <span class="night-wins">{m.standing(s.wins, s.played)}</span>
              </li>
            ))}
          </ol>
          <button type="button" class="wide" onClick={() => setCard(nightCard(nightShare(night, evenings)))}>
            {m.shareNight}
          </button>
          {card && (
            <dialog ref={dialog} class="night-share" aria-labelledby="share-title" onClose={() => setCard(null)}>
              <ShareView card={card} heading={m.shareNight} />
              <button type="button" class="wide" onClick={() => dialog.current?.close()}>
                {m.close}
              </button>
            </dialog>
          )}
          <h2 id="night-games">{m.gamesTitle}</h2>
          <ol class="night-games" aria-labelledby="night-games">
            {night.games.map((g, i) => {
              const names = g.seats.map((seat, k) => nameOf(seat, g.players[k] ?? ''));
              return (
                <li key={g.id}>
                  <p>{m.gameLine(i + 1, time(g.created), m.list(names))}</p>
                  <p class="night-result">
                    {g.over && g.winner !== null ? m.gameWon(names[g.winner] ?? '') : m.gameOpen}{' '}
                    <a href={href({ name: 'game', id: g.id })}>{m.openGame}</a>
                  </p>
                </li>
              );
            })}
          </ol>
          {isTonight && (
            <section class="night-end">
              <button type="button" class="wide" onClick={onNewEvening} aria-describedby="new-evening-hint">
                {m.newEvening}
              </button>
              <p id="new-evening-hint" class="hint">
                {m.newEveningHint}
              </p>
            </section>
          )}
        </>
      )}
      <p role="status">{note}</p>
      {evenings && evenings.nights.some((n) => n !== night) && (
        <>
          <h2>{m.earlierTitle}</h2>
          <ul class="night-list">
            {evenings.nights
              .filter((n) => n !== night)
              .slice(0, 20)
              .map((n) => (
                <li key={n.id}>
                  <a href={href({ name: 'night', id: n.id })}>{m.earlierNight(nightDate(n), n.games.length)}</a>
                </li>
              ))}
          </ul>
        </>
      )}
    </main>
  );
}
