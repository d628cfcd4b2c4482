import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadCurrentLang } from '../i18n';

/** Loads a screen's chunk and the current language's strings together on first use; both are precached, so instant offline.
 *  The load starts while the screen first renders, so a deep link (`#/game/<id>`) asks for its chunk before the first paint. */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= Promise.all([load(), loadCurrentLang()]).then(
      ([m]) => (loaded = m.default),
      (e: unknown) => {
        loading = null; // the next visit tries again
        throw e;
      },
    ));
  return function LazyScreen(props: P) {
    const [Screen, setScreen] = useState<ComponentType<P> | null>(() => loaded);
    if (!Screen) void start().catch(() => {}); // here, not in the effect: effects run after the first paint
    useEffect(() => {
      if (Screen) return;
      let live = true;
      void start().then((s) => live && setScreen(() => s));
      return () => {
        live = false;
      };
    }, []);
    return Screen ? <Screen {...props} /> : <div class="loading" aria-busy="true" />;
  };
}
