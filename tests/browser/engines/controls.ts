// Controls found in the page by role and visible name (as a screen reader names them) and tapped at their centre with
// the engine's real pointer; the screen read as text. Every wait is a bounded poll (until, browser.ts).
import { until } from '../browser';
import type { Driver } from './driver';

export type Role = 'button' | 'link' | 'textbox' | 'heading' | 'checkbox';

/** In the page: the enabled, visible control of `role` named `name`, scrolled into view, and its centre. */
const locate = ({ role, name }: { role: Role; name: string | null }) => {
  const selectors: Record<string, string> = {
    button: 'button, [role=button], input[type=button]',
    link: 'a[href]',
    textbox: 'input:not([type]), input[type=text], textarea',
    heading: 'h1, h2, h3, [role=heading]',
    checkbox: 'input[type=checkbox]',
  };
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  // The text a screen reader reads: what aria-hidden parts and pictures leave.
  const textOf = (el: Element): string => {
    const copy = el.cloneNode(true) as Element;
    for (const e of copy.querySelectorAll('[aria-hidden="true"], svg')) e.remove();
    return copy.textContent ?? '';
  };
  const nameOf = (el: Element) => {
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return clean(
        by
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    if (el.getAttribute('aria-label')) return clean(el.getAttribute('aria-label'));
    const labels = (el as HTMLInputElement).labels;
    if (labels?.length) return clean([...labels].map((l) => l.textContent).join(' '));
    return clean(textOf(el));
  };
  const visible = [...document.querySelectorAll(selectors[role]!)].filter(
    (el) => (el as HTMLElement).checkVisibility?.() !== false,
  );
  if (name === null) return { names: visible.map(nameOf) };
  const found = visible.find((el) => nameOf(el) === name);
  if (!found) return null;
  for (const el of document.querySelectorAll('[data-driver-target]')) el.removeAttribute('data-driver-target');
  found.setAttribute('data-driver-target', '');
  found.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = found.getBoundingClientRect();
  const disabled = (found as HTMLButtonElement).disabled || found.getAttribute('aria-disabled') === 'true';
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, disabled, names: [] };
};

/** Waits for the enabled control and returns where its centre is. */
export async function findControl(d: Driver, role: Role, name: string) {
  const at = await until(
    `${role} "${name}"`,
    () => d.evaluate(locate, { role, name }),
    (c) => !!c && 'x' in c && !c.disabled,
  );
  return at as { x: number; y: number };
}

/** The names of the visible controls of `role`, in page order. */
export async function controlNames(d: Driver, role: Role): Promise<string[]> {
  return (await d.evaluate(locate, { role, name: null }))?.names ?? [];
}

/** Taps the control of `role` named `name` (a button unless said otherwise). */
export async function tap(d: Driver, name: string, role: Role = 'button'): Promise<void> {
  const { x, y } = await findControl(d, role, name);
  await d.clickAt(x, y);
}

/** The screen's text as a player reads it. */
export const screenText = (d: Driver) => d.evaluate(() => document.body.innerText.replace(/\s+/g, ' '), null);

/** Waits until `text` is on the screen. */
export const see = (d: Driver, text: string) =>
  until(
    `"${text}" on screen`,
    () => screenText(d),
    (t) => t.includes(text),
  );

/** Taps the first element `selector` matches, once it is on screen. */
export async function tapSelector(d: Driver, selector: string): Promise<void> {
  const at = await until(
    selector,
    () =>
      d.evaluate((sel) => {
        const el = document.querySelector(sel);
        if (!el || (el as HTMLButtonElement).disabled) return null;
        el.scrollIntoView({ block: 'nearest' });
        const r = el.getBoundingClientRect();
        return r.width > 0 ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
      }, selector),
    Boolean,
  );
  await d.clickAt(at!.x, at!.y);
}

/** Waits until `selector` matches something in the page (or, with `gone`, nothing). */
export const waitFor = (d: Driver, selector: string, gone = false) =>
  until(
    `${selector}${gone ? ' to go' : ''}`,
    () => d.evaluate((sel) => document.querySelector(sel) !== null, selector),
    (found) => found !== gone,
  );
