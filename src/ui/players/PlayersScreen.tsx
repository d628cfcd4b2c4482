import { useState } from 'preact/hooks';
import { listPlayers, mergePlayers, renamePlayer, unmergePlayer, type Player } from '../../session';
import { ScreenHeader } from '../components/ScreenHeader';
import { LoadNote } from '../components/LoadNote';
import { useLoaded } from '../components/useLoaded';
import { PlayerCard } from './PlayerCard';
import { messages } from './players.messages';
import { problemText } from './problemText';
import '../setup/setup.css';
import './players.css';

/** The remembered players: rename one, or merge a typo into the right player (undoable until the screen is left). */
export default function PlayersScreen() {
  const m = messages();
  const [view, read] = useLoaded(() => listPlayers().then(({ players }) => players), 'players.load');
  const [note, setNote] = useState('');
  const [merges, setMerges] = useState<Array<{ from: Player; into: Player }>>([]);

  const onRename = async (p: Player, name: string) => {
    const r = await renamePlayer(p.id, name);
    if (!r.ok) return problemText(r.problem);
    setNote(m.renamed(name.trim()));
    await read();
    return null;
  };
  const onMerge = async (from: Player, into: Player) => {
    const r = await mergePlayers(from.id, into.id);
    if (!r.ok) return problemText(r.problem);
    setMerges((ms) => [...ms, { from, into }]);
    setNote(m.merged(from.name, into.name));
    await read();
    return null;
  };
  const onUndo = async () => {
    const last = merges[merges.length - 1];
    if (!last) return;
    const r = await unmergePlayer(last.from.id);
    if (!r.ok) return setNote(problemText(r.problem));
    setMerges(merges.slice(0, -1));
    setNote(m.unmerged(last.from.name));
    await read();
  };

  const players = view.status === 'ready' ? view.value : [];
  const undoable = merges[merges.length - 1];
  return (
    <main class="players" aria-busy={view.status === 'loading'}>
      <ScreenHeader
        links={[
          { to: { name: 'home' }, label: m.home },
          { to: { name: 'new' }, label: m.newGame },
        ]}
        title={m.playersTitle}
      />
      <LoadNote view={view} loading={m.loading} failed={m.failed} />
      {view.status === 'ready' && players.length === 0 && <p>{m.empty}</p>}
      {players.length > 0 && <p class="hint">{m.intro}</p>}
      <div class="players-status" role="status">
        {note && <span>{note}</span>}
        {undoable && (
          <button type="button" class="primary" onClick={onUndo}>
            {m.undo}
          </button>
        )}
      </div>
      <ul class="player-cards">
        {players.map((p) => (
          <PlayerCard
            key={p.id}
            player={p}
            others={players.filter((o) => o !== p)}
            onRename={(name) => onRename(p, name)}
            onMerge={(into) => onMerge(p, into)}
          />
        ))}
      </ul>
    </main>
  );
}
