// Sharing a result: the text people paste, and the way out the device offers (share sheet, clipboard, downloads).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../../src/i18n';
import type { ShareCard } from '../../../src/ui/share/card';
import { pictureHeight } from '../../../src/ui/share/picture';
import { sendResult, type ShareEnv, type ShareInput } from '../../../src/ui/share/send';
import { shareText } from '../../../src/ui/share/text';

afterEach(() => setLang('en'));

const game: ShareCard = {
  title: 'Ana wins!',
  when: Date.UTC(2026, 10, 30, 20),
  facts: ['5 rounds', '23 min'],
  standings: [
    { name: 'Ana', colour: 0, place: 1, result: '2 successes, 4 discs left' },
    { name: 'Ben', colour: 3, place: 2, result: '3 discs left' },
    { name: 'Cleo', colour: 1, place: 3, result: 'out in round 4' },
  ],
};

describe('share text', () => {
  it('says who won, when, how long, and everyone’s place, winner first', () => {
    expect(shareText(game)).toBe(
      [
        'Ana wins!',
        'Nov 30, 2026 · 5 rounds · 23 min',
        '',
        '1. Ana: 2 successes, 4 discs left',
        '2. Ben: 3 discs left',
        '3. Cleo: out in round 4',
        '',
        '— Skull Table',
      ].join('\n'),
    );
  });

  it('a night: wins per player, places from the order when none is given, and the games in order', () => {
    const night: ShareCard = {
      title: 'Game night',
      when: Date.UTC(2026, 10, 30, 20),
      standings: [
        { name: 'Ben', colour: 1, wins: 2 },
        { name: 'Ana', colour: 0, wins: 1 },
      ],
      games: ['Game 1: Ben wins', 'Game 2: Ana wins', 'Game 3: Ben wins'],
    };
    expect(shareText(night).split('\n')).toEqual([
      'Game night',
      'Nov 30, 2026',
      '',
      '1. Ben: 2 wins',
      '2. Ana: 1 win',
      '',
      'Games:',
      'Game 1: Ben wins',
      'Game 2: Ana wins',
      'Game 3: Ben wins',
      '',
      '— Skull Table',
    ]);
  });

  it('in French, with French dates and spacing', async () => {
    await setLang('fr');
    const text = shareText({ ...game, standings: [{ name: 'Ana', colour: 0, wins: 1 }] });
    expect(text.split('\n').slice(1, 4)).toEqual(['30 nov. 2026 · 5 rounds · 23 min', '', '1. Ana\u00a0: 1 victoire']);
  });

  it('no date when the time cannot be one', () => {
    expect(shareText({ ...game, when: Number.NaN }).split('\n')[1]).toBe('5 rounds · 23 min');
  });

  it('the picture grows with the players and a night’s games', () => {
    expect(pictureHeight({ ...game, standings: game.standings.slice(0, 2) })).toBeLessThan(pictureHeight(game));
    expect(pictureHeight({ ...game, games: ['a', 'b'] })).toBeGreaterThan(pictureHeight(game));
    expect(pictureHeight(game, 2)).toBeGreaterThan(pictureHeight(game, 1));
  });
});

const input: ShareInput = {
  title: 'Ana wins!',
  text: 'Ana wins!\n…',
  picture: new Blob(['png'], { type: 'image/png' }),
  fileName: 'result',
};
const abort = () => Object.assign(new Error('The user cancelled'), { name: 'AbortError' });

function env(parts: Partial<ShareEnv>): ShareEnv & { saved: string[] } {
  const saved: string[] = [];
  return { save: (_blob, name) => saved.push(name), saved, ...parts };
}

describe('the way out', () => {
  it('shares the picture with the text where the device can share files', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    const e = env({ share, canShare: (data) => Boolean(data.files?.length), writeText: vi.fn() });
    await expect(sendResult(input, e)).resolves.toBe('shared');
    const data = share.mock.calls[0]![0];
    expect(data.text).toBe(input.text);
    expect(data.files?.map((f) => [f.name, f.type])).toEqual([['result.png', 'image/png']]);
    expect(e.writeText).not.toHaveBeenCalled();
  });

  it('shares the text alone where files cannot be shared (or there is no picture)', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    await expect(sendResult(input, env({ share, canShare: () => false }))).resolves.toBe('sharedText');
    await expect(sendResult({ ...input, picture: null }, env({ share, canShare: () => true }))).resolves.toBe(
      'sharedText',
    );
    expect(share.mock.calls.map(([d]) => [d.text, d.files])).toEqual([
      [input.text, undefined],
      [input.text, undefined],
    ]);
  });

  it('closing the share sheet is the person’s choice: cancelled, nothing copied or downloaded', async () => {
    const e = env({ share: () => Promise.reject(abort()), canShare: () => true, writeText: vi.fn() });
    await expect(sendResult(input, e)).resolves.toBe('cancelled');
    expect(e.writeText).not.toHaveBeenCalled();
    expect(e.saved).toEqual([]);
  });

  it('a share that fails otherwise falls back to the clipboard', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    const e = env({
      share: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
      canShare: () => true,
      writeText,
    });
    await expect(sendResult(input, e)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(input.text);
  });

  it('no Web Share API: the text is copied', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    await expect(sendResult(input, env({ writeText }))).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(input.text);
  });

  it('no share and no clipboard (or a refused one): the picture and the text are downloaded', async () => {
    const none = env({});
    await expect(sendResult(input, none)).resolves.toBe('downloaded');
    expect(none.saved).toEqual(['result.png', 'result.txt']);
    const refused = env({ writeText: () => Promise.reject(new Error('denied')) });
    await expect(sendResult({ ...input, picture: null }, refused)).resolves.toBe('downloaded');
    expect(refused.saved).toEqual(['result.txt']);
  });

  it('a download that fails too is reported, not thrown', async () => {
    const broken = env({
      save: () => {
        throw new Error('blocked');
      },
    });
    await expect(sendResult(input, broken)).resolves.toBe('failed');
  });
});
