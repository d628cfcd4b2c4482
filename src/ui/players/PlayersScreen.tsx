import { useEffect, useState } from 'preact/hooks';
import { listPlayers, mergePlayers, renamePlayer, unmergePlayer, type Player } from '../../session';
import { href } from '../route';
import { PlayerCard } from './PlayerCard';
import { messages } from './players.messages';
import { problemText } from './problemText';
import '../setup/setup.css';
import './players.css';
import { recordError } from '../../diagnostics/errors';

type View = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; players: Player[] };

/** The remembered players: rename one, or merge a typo into the right player (undoable until the screen is left). */
export default function PlayersScreen() {
  const m = messages();
  const [view, setView] = useState<View>({ status: 'loading' });
  const [note, setNote] = useState('');
  const [merges, setMerges] = useState<Array<{ from: Player; into: Player }>>([]);
  const read = () =>
    listPlayers()
      .then(({ players }) => setView({ status: 'ready', players }))
      .catch((error: unknown) => {
        recordError('players.load', error);
        setView({ status: 'failed' });
      });
  useEffect(() => void read(), []);

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

  const players = view.status === 'ready' ? view.players : [];
  const undoable = merges[merges.length - 1];
  return (
    <main class="players" aria-busy={view.status === 'loading'}>
      <nav class="players-nav">
        <a href={href({ name: 'home' })}>{m.home}</a>
        <a href={href({ name: 'new' })}>{m.newGame}</a>
      </nav>
      <h1>{m.playersTitle}</h1>
      {view.status === 'loading' && <p>{m.loading}</p>}
      {view.status === 'failed' && <p role="alert">{m.failed}</p>}
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
