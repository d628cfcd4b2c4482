import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { messages } from './app.messages';
import { markHomePlain, mayHoldGames } from './firstVisit';
import { RouteLinks, type RouteLink } from './components/RouteLinks';
import { recordLater } from '../diagnostics/later';
import { linksFrom } from './screens';
import { resumeOnStart } from './sessions/resume';

export function Home() {
  const m = messages();
  const [unfinished, setUnfinished] = useState<string | null>(null);
  // Games tonight; -1: no night going on, but a table played before (the night view offers Play again).
  const [tonight, setTonight] = useState(0);
  const [Offer, setOffer] = useState<ComponentType | null>(null);
  // Loaded lazily: the session layer (and the engine behind it) stays off the first screen's critical path, and a first
  // visit, which has nothing stored, does not load it at all.
  useEffect(() => {
    let live = true;
    // `import(…).then((c) => c.member)` as written here lets the bundler keep only the members used.
    mayHoldGames()
      .then((stored) =>
        stored ? import('../session').then((c) => Promise.all([c.unfinishedGameId(), c.loadNights()])) : null,
      )
      .then((found) => {
        const id = found?.[0] ?? null;
        const games = found ? (found[1].tonight?.games.length ?? (found[1].nights.length > 0 ? -1 : 0)) : 0;
        markHomePlain(id === null && games === 0); // the next visit may show the prerendered Home at once
        resumeOnStart(id);
        if (!live) return;
        setUnfinished(id);
        setTonight(games);
        // A night is over: where the browser may clear the games, an offer to send it, made once (src/ui/night/).
        if (games < 0)
          return import('./night/NightOffer')
            .then((c) => c.offerAfterNight(found![1]))
            .then((offer) => live && offer && setOffer(() => offer));
      })
      .catch((error: unknown) => recordLater('home.load', error)); // Home still offers every way in
    return () => {
      live = false;
    };
  }, []);
  // The first way in is the primary one: the unfinished game, else tonight's night, else a new game.
  const ways: Omit<RouteLink, 'class'>[] = [];
  if (unfinished) ways.push({ to: { name: 'game', id: unfinished }, label: m.continueGame });
  if (tonight !== 0) ways.push({ to: { name: 'night' }, label: tonight > 0 ? m.tonight(tonight) : m.lastTable });
  for (const { to, label } of linksFrom('home')) ways.push({ to, label: m[label] });
  const links = ways.map((link, i): RouteLink => ({ ...link, class: i === 0 ? 'button primary' : 'button' }));
  return (
    <main class="home">
      <h1>{m.appName}</h1>
      <p>{m.tagline}</p>
      <RouteLinks class="home-actions" links={links} />
      {Offer && <Offer />}
    </main>
  );
}
