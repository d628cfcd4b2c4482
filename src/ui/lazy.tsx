import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { flushLater, recordLater } from '../diagnostics/later';
import { loadCurrentLang, type StringsPart } from '../i18n';
import { LoadFailed } from './LoadFailed';

/** Loads a screen's chunk and the current language's strings (with the `part` it shows) together on first use; both are
 *  precached, so instant offline.
 *  The load starts in the first render, not in an effect (which runs after the first paint): a deep link such as
 *  `#/game/<id>` asks for its chunk before the page is first painted. A load that fails (offline before the files
 *  were cached, or old files gone after another tab updated the app) says so and offers Try again and Reload. */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  part?: StringsPart,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const fetchScreen = () => Promise.all([load(), loadCurrentLang(part)]).then(([m]) => m.default);
  return function LazyScreen(props: P) {
    const [Screen, setScreen] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const [first] = useState(() => {
      const started = loaded ? null : fetchScreen();
      started?.catch(() => {}); // handled in the effect below, which may attach after the failure
      return started;
    });
    useEffect(() => {
      if (Screen) return;
      let live = true;
      (attempt === 0 && first ? first : fetchScreen()).then(
        async (component) => {
          loaded = component;
          await flushLater(); // errors caught while the record's code could not load, before a screen shows them
          if (live) setScreen(() => component);
        },
        (error: unknown) => {
          recordLater('screen.load', error); // kept when the record's code can load (offline, it may not)
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (Screen) return <Screen {...props} />;
    if (failed)
      return (
        <LoadFailed
          onRetry={() => {
            // A stylesheet that failed stays in the page, and Vite would not ask for it again: it goes first.
            for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]'))
              if (!link.sheet) link.remove();
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      );
    return <div class="loading" aria-busy="true" />;
  };
}
