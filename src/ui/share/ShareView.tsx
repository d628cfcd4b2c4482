import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ShareCard } from './card';
import { drawCard, pictureBlob } from './picture';
import { browserEnv, download, sendResult, type ShareInput, type ShareOutcome } from './send';
import { messages } from './share.messages';
import { shareText } from './text';
import './share.css';

/** The result as the picture others will see, with Share and Download; the caller supplies the sheet around it
 *  and may name it (a night's sheet says "Share the night"; a game's, "Share the result"). */
export default function ShareView({ card, heading }: { card: ShareCard; heading?: string }) {
  const s = messages();
  const canvas = useRef<HTMLCanvasElement>(null);
  const picture = useRef<Promise<Blob | null>>(Promise.resolve(null));
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const text = useMemo(() => shareText(card), [card]);
  useEffect(() => document.getElementById('share-title')?.focus(), []);
  useEffect(() => {
    if (!canvas.current) return;
    drawCard(canvas.current, card);
    // Made once when the sheet opens, so a tap on Share reaches the system sheet at once.
    picture.current = pictureBlob(canvas.current);
  }, [card]);
  const run = async (how: 'share' | 'download') => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    const input: ShareInput = { title: card.title, text, picture: await picture.current, fileName: 'skull-table' };
    setOutcome(how === 'share' ? await sendResult(input) : download(input, browserEnv()));
    setBusy(false);
  };
  return (
    <section class="share-view" aria-labelledby="share-title">
      <h2 id="share-title" tabIndex={-1}>
        {heading ?? s.title}
      </h2>
      <p>{s.hint}</p>
      <canvas ref={canvas} class="share-picture" role="img" aria-label={text} />
      <div class="action-row">
        <button type="button" class="primary" disabled={busy} onClick={() => void run('share')}>
          {s.share}
        </button>
        <button type="button" disabled={busy} onClick={() => void run('download')}>
          {s.download}
        </button>
      </div>
      <p role="status" class={`share-status${outcome === 'failed' ? ' error' : ''}`}>
        {outcome && s[outcome]}
      </p>
    </section>
  );
}
