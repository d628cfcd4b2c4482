import { computeStatistics } from '../../stats/compute';
import { loadGameLogs } from '../../stats/load';
import { ScreenHeader } from '../components/ScreenHeader';
import { LoadNote } from '../components/LoadNote';
import { useLoaded } from '../components/useLoaded';
import { GameTimelineView } from './GameTimelineView';
import { PlayerCards } from './PlayerCards';
import { messages } from './stats.messages';
import { WinsChart } from './WinsChart';
import './stats.css';

/** Statistics of every saved game; the logs are read only when this screen opens. */
export default function StatsScreen() {
  const m = messages();
  const [view] = useLoaded(() => loadGameLogs().then(({ logs, who }) => computeStatistics(logs, who)), 'stats.load');
  return (
    <main class="stats-screen" aria-busy={view.status === 'loading'}>
      <ScreenHeader
        links={[
          { to: { name: 'home' }, label: m.home },
          { to: { name: 'players' }, label: m.managePlayers },
        ]}
        title={m.title}
      />
      <LoadNote view={view} loading={m.loading} failed={m.failed} />
      {view.status === 'ready' && view.value.players.length === 0 && <p class="stats-empty">{m.empty}</p>}
      {view.status === 'ready' && view.value.players.length > 0 && (
        <>
          <p class="stats-intro">{m.intro}</p>
          <PlayerCards players={view.value.players} />
          <WinsChart players={view.value.players} />
          <h2>{m.gamesTitle}</h2>
          {view.value.games.map((g) => (
            <GameTimelineView key={g.id} game={g} />
          ))}
          {view.value.unfinished.length > 0 && (
            <>
              <h2>{m.unfinishedTitle}</h2>
              <p class="stats-intro">{m.unfinishedIntro}</p>
              {view.value.unfinished.map((g) => (
                <GameTimelineView key={g.id} game={g} />
              ))}
            </>
          )}
        </>
      )}
    </main>
  );
}
