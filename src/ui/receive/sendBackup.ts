// "Send to another phone": the backup file handed to the system share sheet (Web Share with a file, where the browser
// says it can share one), else saved to the downloads. Only when the person taps; nothing here talks to a server.
import { recordError } from '../../diagnostics/caughtErrors';
import { browserEnv, type ShareEnv } from '../share/send';

export type SendOutcome = 'shared' | 'downloaded' | 'cancelled' | 'failed';

/** "skull-table-2026-12-02-ana-ben-chloe.json": what it is, when, and whose games, readable in a file list (a night's
 *  first word says it is one: "night-ana-ben…"); at most seven words. */
export function backupFileName(date: string, names: readonly string[] = []): string {
  const slug = (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${['skull-table', date, ...names.map(slug).filter(Boolean).slice(0, 7)].join('-')}.json`;
}

/** The day `ms` falls on where the person is, as 2026-12-02: a game at 23:50 is dated by its evening, not by UTC. */
export const localDay = (ms: number): string =>
  new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

export async function sendBackup(text: string, fileName: string, env: ShareEnv = browserEnv()): Promise<SendOutcome> {
  const file = new File([text], fileName, { type: 'application/json' });
  if (env.share && env.canShare?.({ files: [file] })) {
    try {
      await env.share({ files: [file], title: fileName });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      recordError('send.share', error); // the downloads below take over
    }
  }
  try {
    env.save(file, fileName);
    return 'downloaded';
  } catch (error) {
    recordError('send.save', error);
    return 'failed';
  }
}
