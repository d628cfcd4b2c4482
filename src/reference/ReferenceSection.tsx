import type { ComponentChildren, ComponentType } from 'preact';
import type { SectionText } from './texts/content';
import { Marked, SectionBody } from './SectionBody';

interface Props {
  text: SectionText;
  Diagram?: ComponentType<{ cards: boolean }> | undefined;
  cards: boolean; // R3: the section's diagram draws cards
  needle: string; // the normalised filter text, marked where it occurs
  children?: ComponentChildren; // a link the section's text points to
}

/** One rules section; its id is its stable anchor, and it takes focus when a help link opens it. */
export function ReferenceSection({ text, Diagram, cards, needle, children }: Props) {
  return (
    <section id={text.id} class="reference-section" tabIndex={-1} aria-labelledby={`${text.id}-title`}>
      <h2 id={`${text.id}-title`}>
        <Marked text={text.title} needle={needle} />
      </h2>
      <SectionBody body={text.body} needle={needle} />
      {Diagram ? <Diagram cards={cards} /> : null}
      {children}
    </section>
  );
}
