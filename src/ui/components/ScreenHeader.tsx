import './components.css';
import { type RouteLink, RouteLinks } from './RouteLinks';

/** The top of a screen: its ways back (Home first), then its title. */
export function ScreenHeader({ links, title }: { links: readonly RouteLink[]; title: string }) {
  return (
    <>
      <RouteLinks class="screen-nav" links={links} />
      <h1>{title}</h1>
    </>
  );
}
