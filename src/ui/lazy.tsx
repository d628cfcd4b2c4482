import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadCurrentLang } from '../i18n';

/** Loads a screen's chunk and the current language's strings together on first use; both are precached, so instant offline.
 *  The load starts in the first render, not in an effect (which runs after the first paint): a deep link such as
 *  `#/game/<id>` asks for its chunk before the page is first painted. */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyScreen(props: P) {
    const [Screen, setScreen] = useState<ComponentType<P> | null>(() => loaded);
    const [loading] = useState(() => (loaded ? null : Promise.all([load(), loadCurrentLang()])));
    useEffect(() => {
      let live = true;
      loading?.then(([m]) => {
        loaded = m.default;
        if (live) setScreen(() => m.default);
      });
      return () => {
        live = false;
      };
    }, []);
    return Screen ? <Screen {...props} /> : <div class="loading" aria-busy="true" />;
  };
}
