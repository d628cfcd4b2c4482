import type { ComponentChildren } from 'preact';
import { href, type Route } from '../route';

/** One way to another screen: where it goes, what it says, and its look ('button', 'button primary'…). */
export interface RouteLink {
  to: Route;
  label: string;
  class?: string | undefined;
}

/**
 * A row of links to other screens (a screen's way back, Home's choices, the game menu). Controls that are not links
 * (the menu's buttons and toggles) follow as children, inside the same nav.
 */
export function RouteLinks({
  links,
  class: navClass,
  label,
  children,
}: {
  links: readonly RouteLink[];
  class?: string | undefined;
  label?: string | undefined;
  children?: ComponentChildren;
}) {
  return (
    <nav class={navClass} aria-label={label}>
      {links.map((link) => (
        <a key={href(link.to)} class={link.class} href={href(link.to)}>
          {link.label}
        </a>
      ))}
      {children}
    </nav>
  );
}
