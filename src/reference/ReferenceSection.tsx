import type { ComponentType } from 'preact';
import type { SectionText } from './content';
import { SectionBody } from './SectionBody';

interface Props {
  text: SectionText;
  Diagram?: ComponentType | undefined;
}

/** One rules section; its id is its stable anchor, and it takes focus when a help link opens it. */
export function ReferenceSection({ text, Diagram }: Props) {
  return (
    <section id={text.id} class="reference-section" tabIndex={-1} aria-labelledby={`${text.id}-title`}>
      <h2 id={`${text.id}-title`}>{text.title}</h2>
      <SectionBody body={text.body} />
      {Diagram ? <Diagram /> : null}
    </section>
  );
}
