import { useEffect, useState } from 'preact/hooks';
import { computeStatistics, type Statistics } from '../../stats/compute';
import { loadGameLogs } from '../../stats/load';
import { ScreenHeader } from '../components/ScreenHeader';
import { GameTimelineView } from './GameTimelineView';
import { PlayerCards } from './PlayerCards';
import { messages } from './stats.messages';
import { WinsChart } from './WinsChart';
import './stats.css';
import { recordError } from '../../diagnostics/errors';

type View = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; stats: Statistics };

/** Statistics of every saved game; the logs are read only when this screen opens. */
export default function StatsScreen() {
  const m = messages();
  const [view, setView] = useState<View>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadGameLogs()
      .then(({ logs, who }) => live && setView({ status: 'ready', stats: computeStatistics(logs, who) }))
      .catch((error: unknown) => {
        recordError('stats.load', error);
        if (live) setView({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, []);
  return (
    <main class="stats-screen" aria-busy={view.status === 'loading'}>
      <ScreenHeader
        links={[
          { to: { name: 'home' }, label: m.home },
          { to: { name: 'players' }, label: m.managePlayers },
        ]}
        title={m.title}
      />
      {view.status === 'loading' && <p>{m.loading}</p>}
      {view.status === 'failed' && <p role="alert">{m.failed}</p>}
      {view.status === 'ready' && view.stats.players.length === 0 && <p class="stats-empty">{m.empty}</p>}
      {view.status === 'ready' && view.stats.players.length > 0 && (
        <>
          <p class="stats-intro">{m.intro}</p>
          <PlayerCards players={view.stats.players} />
          <WinsChart players={view.stats.players} />
          <h2>{m.gamesTitle}</h2>
          {view.stats.games.map((g) => (
            <GameTimelineView key={g.id} game={g} />
          ))}
          {view.stats.unfinished.length > 0 && (
            <>
              <h2>{m.unfinishedTitle}</h2>
              <p class="stats-intro">{m.unfinishedIntro}</p>
              {view.stats.unfinished.map((g) => (
                <GameTimelineView key={g.id} game={g} />
              ))}
            </>
          )}
        </>
      )}
    </main>
  );
}
