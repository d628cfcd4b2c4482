import { useEffect, useRef, useState } from 'preact/hooks';
import { formatWhen } from '../../i18n/dates';
import { startNewNight, loadNights, nightStandings, resolvePlayer, type Night } from '../../session';
import { href } from '../route';
import { ScreenHeader } from '../components/ScreenHeader';
import { LoadNote } from '../components/LoadNote';
import { useLoaded } from '../components/useLoaded';
import { Rematch } from './Rematch';
import { messages } from './night.messages';
import type { ShareCard } from '../share/card';
import ShareView from '../share/ShareView';
import { nightCard, nightDate, nightShare } from './nightShare';
import { SendNight } from './SendNight';
import './night.css';

/** A game night: each player's wins so far, the games in order, and the next game in one tap. `id`: a night's first
 *  game; without it, tonight's night (or the latest). */
export default function NightScreen({ id }: { id?: string | undefined }) {
  const m = messages();
  const [view, read] = useLoaded(loadNights, 'night.load', [id]);
  const [note, setNote] = useState('');
  const [card, setCard] = useState<ShareCard | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  // A modal dialog: focus stays inside, Escape closes it and focus goes back to "Share the night".
  useEffect(() => void (card && dialog.current?.showModal?.()), [card]);

  const onNewNight = async () => {
    const ok = await startNewNight(Date.now());
    setNote(ok ? m.newNightDone : m.errStorage);
    await read();
  };

  const nightList = view.status === 'ready' ? view.value : null;
  const night: Night | null = nightList
    ? ((id ? nightList.nights.find((n) => n.id === id) : (nightList.tonight ?? nightList.nights[0])) ?? null)
    : null;
  const isTonight = !!night && night === nightList?.tonight;
  const nameOf = (seat: string, fallback: string) =>
    nightList?.players.find((p) => p.id === resolvePlayer(nightList.roster, seat))?.name ?? fallback;
  const last = night?.games[night.games.length - 1];
  const standings = night && nightList ? nightStandings(night, nightList.roster, nightList.players) : [];
  const time = (t: number) => formatWhen(t, 'time');

  return (
    <main class="night" aria-busy={view.status === 'loading'}>
      <ScreenHeader
        links={[{ to: { name: 'home' }, label: m.home }]}
        title={night ? (isTonight ? m.tonight : m.nightOf(nightDate(night))) : m.tonight}
      />
      <LoadNote view={view} loading={m.loading} failed={m.failed} />
      {nightList && !night && <p>{m.empty}</p>}
      {nightList && night && last && (
        <>
          {!last.over && (
            <a class="button wide" href={href({ name: 'game', id: last.id })}>
              {m.continueGame}
            </a>
          )}
          <Rematch key={last.id} last={last} names={last.seats.map((seat, i) => nameOf(seat, last.players[i] ?? ''))} />
          <h2 id="standings-title">{m.standingsTitle}</h2>
          <ol class="night-standings" aria-labelledby="standings-title">
            {standings.map((s) => (
              <li key={s.id} value={s.place}>
                <span class="night-name">{s.name}</span> <span class="night-wins">{m.standing(s.wins, s.played)}</span>
              </li>
            ))}
          </ol>
          <div class="night-send">
            <button type="button" class="wide" onClick={() => setCard(nightCard(nightShare(night, nightList)))}>
              {m.shareNight}
            </button>
            <SendNight night={night} standings={standings} />
          </div>
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
              <button type="button" class="wide" onClick={onNewNight} aria-describedby="new-night-hint">
                {m.newNight}
              </button>
              <p id="new-night-hint" class="hint">
                {m.newNightHint}
              </p>
            </section>
          )}
        </>
      )}
      <p role="status">{note}</p>
      {nightList?.nights.some((n) => n !== night) && (
        <>
          <h2>{m.earlierTitle}</h2>
          <ul class="night-list">
            {nightList.nights
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
