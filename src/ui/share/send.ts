// How a result leaves the app, only when the person asks: the system share sheet with the picture, else with the
// text, else the clipboard, else the downloads. Nothing here talks to a server.
import { saveFile } from '../components/saveFile';
import { recordError } from '../../diagnostics/caughtErrors';

export type ShareOutcome = 'shared' | 'sharedText' | 'copied' | 'downloaded' | 'cancelled' | 'failed';

export interface ShareInput {
  title: string;
  text: string;
  picture: Blob | null;
  /** Without extension: `.png` and `.txt` are added. */
  fileName: string;
}

/** What the chain may use: the parts of `navigator` it asks for, and a way to save a file. */
export interface ShareEnv {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeText?: (text: string) => Promise<void>;
  save: (blob: Blob, fileName: string) => void;
}

export function browserEnv(): ShareEnv {
  const nav: Partial<Navigator> = globalThis.navigator ?? {};
  return {
    share: nav.share?.bind(nav),
    canShare: nav.canShare?.bind(nav),
    writeText: nav.clipboard?.writeText ? (text) => nav.clipboard!.writeText(text) : undefined,
    save: saveFile,
  };
}

// The person closed the system share sheet: their choice, not an error.
const cancelled = (e: unknown) => e instanceof Error && e.name === 'AbortError';

/** Saves the picture and the text: the last way out, and the Download button. */
export function download(input: ShareInput, env: ShareEnv): ShareOutcome {
  try {
    if (input.picture) env.save(input.picture, `${input.fileName}.png`);
    env.save(new Blob([input.text], { type: 'text/plain;charset=utf-8' }), `${input.fileName}.txt`);
    return 'downloaded';
  } catch (error) {
    recordError('share.download', error);
    return 'failed';
  }
}

export async function sendResult(input: ShareInput, env: ShareEnv = browserEnv()): Promise<ShareOutcome> {
  const { title, text } = input;
  if (env.share) {
    try {
      const files = input.picture ? [new File([input.picture], `${input.fileName}.png`, { type: 'image/png' })] : null;
      if (files && env.canShare?.({ files })) {
        await env.share({ files, title, text });
        return 'shared';
      }
      await env.share({ title, text });
      return 'sharedText';
    } catch (e) {
      if (cancelled(e)) return 'cancelled';
      recordError('share.share', e); // the clipboard or the downloads below take over
    }
  }
  if (env.writeText) {
    try {
      await env.writeText(text);
      return 'copied';
    } catch (error) {
      recordError('share.copy', error); // no clipboard here (permission, insecure page): the downloads remain
    }
  }
  return download(input, env);
}
