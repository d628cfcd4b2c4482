import { expect, it, vi } from 'vitest';
import type { ShareEnv } from '../../../src/ui/share/send';
import { backupFileName, sendBackup } from '../../../src/ui/receive/sendBackup';

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
