import { parseBlocks, splitEmphasis } from './blocks';

function Line({ text }: { text: string }) {
  return <>{splitEmphasis(text).map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : part))}</>;
}

/** Renders a dictionary body (paragraphs and lists) as elements; never as HTML. */
export function SectionBody({ body }: { body: string }) {
  return (
    <>
      {parseBlocks(body).map((block, i) => {
        if (block.kind === 'p') return <p key={i}><Line text={block.text} /></p>;
        const items = block.items.map((item, j) => <li key={j}><Line text={item} /></li>);
        return block.kind === 'ul' ? <ul key={i}>{items}</ul> : <ol key={i}>{items}</ol>;
      })}
    </>
  );
}
