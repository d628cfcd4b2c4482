import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../../src/i18n';
import { groupNights, nightStandings } from '../../../src/session/nights/nights';
import { buildPlayers } from '../../../src/session/players/players';
import { emptyRoster } from '../../../src/session/players/roster';
import { nightFileName } from '../../../src/ui/night/nightShare';
import type { ShareEnv } from '../../../src/ui/share/send';
import { backupFileName, localDay, sendBackup } from '../../../src/ui/receive/sendBackup';
import { summaryOf } from '../session/helpers';

const env = (over: Partial<ShareEnv> = {}): ShareEnv => ({ save: vi.fn(), ...over });

it('names the file for a person: the app, the date, the players without accents or spaces', () => {
  expect(backupFileName('2026-12-02', ['Ana', 'Ben', 'Chloé'])).toBe('skull-table-2026-12-02-ana-ben-chloe.json');
  expect(backupFileName('2026-12-02', ['Jean Luc', '  ', 'Zoë!'])).toBe('skull-table-2026-12-02-jean-luc-zoe.json');
  expect(backupFileName('2026-12-02')).toBe('skull-table-2026-12-02.json');
});

it('hands the backup as a JSON file to the share sheet where the browser can share files', async () => {
  const share = vi.fn(async () => {});
  const e = env({ share, canShare: (data) => (data.files?.length ?? 0) === 1 });
  expect(await sendBackup('{"a":1}', 'b.json', e)).toBe('shared');
  const data = (share.mock.calls[0] as unknown as [ShareData])[0];
  const file = data.files![0]!;
  expect([file.name, file.type, await file.text()]).toEqual(['b.json', 'application/json', '{"a":1}']);
  expect(e.save).not.toHaveBeenCalled();
});

it('downloads it where files cannot be shared, or the share sheet failed; a closed sheet is the person’s choice', async () => {
  const noFiles = env({ share: vi.fn(), canShare: () => false });
  expect(await sendBackup('{}', 'b.json', noFiles)).toBe('downloaded');
  expect(noFiles.share).not.toHaveBeenCalled();
  expect((noFiles.save as ReturnType<typeof vi.fn>).mock.calls[0]![1]).toBe('b.json');

  const broken = env({ share: vi.fn(async () => Promise.reject(new Error('no'))), canShare: () => true });
  expect(await sendBackup('{}', 'b.json', broken)).toBe('downloaded');

  const closed = env({
    share: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))),
    canShare: () => true,
  });
  expect(await sendBackup('{}', 'b.json', closed)).toBe('cancelled');
  expect(closed.save).not.toHaveBeenCalled();
});

it('keeps a file name short: seven words at most after the date', () => {
  expect(backupFileName('2026-12-02', ['Spieleabend', 'A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe(
    'skull-table-2026-12-02-spieleabend-a-b-c-d-e-f.json',
  );
});

describe('the day in a file name is the day where the person is, not in UTC', () => {
  afterEach(() => vi.restoreAllMocks());
  const offset = (minutes: number) => vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(minutes);

  it('a game at 00:30 in Auckland (UTC+13) is dated that morning, the day after UTC’s', () => {
    offset(-780);
    expect(localDay(Date.UTC(2026, 11, 2, 11, 30))).toBe('2026-12-03');
  });

  it('a game at 23:50 in New York (UTC−5) is dated that evening, the day before UTC’s', () => {
    offset(300);
    expect(localDay(Date.UTC(2026, 11, 3, 4, 50))).toBe('2026-12-02');
  });
});

describe('a night’s file', () => {
  const start = Date.UTC(2026, 10, 27, 19);
  const games = [
    summaryOf('g1', start, 30, ['ann', 'bob'], 1),
    summaryOf('g2', start + 3_600_000, 30, ['bob', 'ann'], 0),
  ];
  const [night] = groupNights(games, []);
  const standings = nightStandings(night!, emptyRoster(), buildPlayers(games, emptyRoster()));
  afterEach(() => setLang('en'));

  it('is named by the night’s day, the word for a night in the app’s language, and its players most wins first', async () => {
    expect(nightFileName(night!, standings)).toBe('skull-table-2026-11-27-night-bob-ann.json');
    await setLang('fr');
    expect(nightFileName(night!, standings)).toBe('skull-table-2026-11-27-soiree-bob-ann.json');
    await setLang('de');
    expect(nightFileName(night!, standings)).toBe('skull-table-2026-11-27-spieleabend-bob-ann.json');
  });
});
