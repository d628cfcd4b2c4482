import { parseBlocks, splitEmphasis } from './blocks';
import { highlightRuns } from './highlight';

export function Marked({ text, needle }: { text: string; needle: string }) {
  return <>{highlightRuns(text, needle).map((run, i) => (run.match ? <mark key={i}>{run.text}</mark> : run.text))}</>;
}

function Line({ text, needle }: { text: string; needle: string }) {
  return (
    <>
      {splitEmphasis(text).map((part, i) =>
        i % 2 === 1 ? (
          <strong key={i}>
            <Marked text={part} needle={needle} />
          </strong>
        ) : (
          <Marked key={i} text={part} needle={needle} />
        ),
      )}
    </>
  );
}

/** Renders a dictionary body (paragraphs and lists) as elements, never as HTML, marking what the filter found. */
export function SectionBody({ body, needle = '' }: { body: string; needle?: string }) {
  return (
    <>
      {parseBlocks(body).map((block, i) => {
        if (block.kind === 'p')
          return (
            <p key={i}>
              <Line text={block.text} needle={needle} />
            </p>
          );
        const items = block.items.map((item, j) => (
          <li key={j}>
            <Line text={item} needle={needle} />
          </li>
        ));
        return block.kind === 'ul' ? <ul key={i}>{items}</ul> : <ol key={i}>{items}</ol>;
      })}
    </>
  );
}
