import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

interface Props {
  /** Height in px to hold while the content is not rendered and has never been measured. */
  estimate: number;
  /** Render at once (the part on screen when the view opens). */
  eager: boolean;
  children: () => ComponentChildren;
}

// How far beyond the viewport content is already rendered, so scrolling never shows a blank.
const MARGIN = '1200px 0px';

/** Renders its content only while it is on or near the screen; elsewhere an empty box of the same
 *  height keeps the scroll bar true. A very long list thus costs what a screenful costs. */
export function OnScreen({ estimate, eager, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const measured = useRef<number | null>(null);
  const [shown, setShown] = useState(eager);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setShown(true);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (!entry.isIntersecting && el.childElementCount > 0) measured.current = el.getBoundingClientRect().height;
        setShown(entry.isIntersecting);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} style={shown ? undefined : { height: `${measured.current ?? estimate}px` }}>
      {shown ? children() : null}
    </div>
  );
}
