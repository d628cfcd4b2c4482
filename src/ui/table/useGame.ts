import { useEffect, useState } from 'preact/hooks';
import { openGame, type GameController, type GameSnapshot } from '../../session';

export type GameView =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; controller: GameController; snapshot: GameSnapshot };

/** Opens game `id` and re-renders on every snapshot the controller publishes. */
export function useGame(id: string): GameView {
  const [view, setView] = useState<GameView>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let controller: GameController | null = null;
    let unsubscribe = () => {};
    setView({ status: 'loading' });
    openGame(id).then(
      (c) => {
        if (!live) return c?.close();
        if (!c) return setView({ status: 'missing' });
        controller = c;
        const publish = () => setView({ status: 'ready', controller: c, snapshot: c.snapshot() });
        unsubscribe = c.subscribe(publish);
        publish();
      },
      () => live && setView({ status: 'missing' }),
    );
    return () => {
      live = false;
      unsubscribe();
      controller?.close();
    };
  }, [id]);
  return view;
}
