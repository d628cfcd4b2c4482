// The device's own record of caught errors: bounded, nothing of the game in it, shown under Settings → About.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { caughtErrors, recordError, RING_SIZE } from '../../../src/diagnostics/caughtErrors';
import { diagnostics, reportText } from '../../../src/diagnostics/report';
import { RuleError } from '../../../src/rules';
import { setLang } from '../../../src/i18n';
import SettingsScreen from '../../../src/ui/settings/SettingsScreen';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setLang('en');
});

it('keeps only the last few dozen errors, oldest first, and counts one repeated in a row once', () => {
  for (let i = 0; i < RING_SIZE + 5; i++) recordError(`place.${i}`, new TypeError(`fault ${i}`));
  const ring = caughtErrors();
  expect(ring).toHaveLength(RING_SIZE);
  expect(ring[0]).toMatchObject({ where: 'place.5', kind: 'TypeError', message: 'fault 5' });
  recordError('wakeLock.request', new DOMException('Refused.', 'NotAllowedError'));
  recordError('wakeLock.request', new DOMException('Refused.', 'NotAllowedError'));
  expect(caughtErrors().at(-1)).toMatchObject({ where: 'wakeLock.request', kind: 'NotAllowedError', times: 2 });
  expect(caughtErrors()).toHaveLength(RING_SIZE);
});

it('holds no names and no game content: the app’s errors keep their kind or code, never their message', () => {
  recordError(
    'table.act',
    new (RuleError as unknown as new (c: string, m: string) => Error)('not-your-turn', 'It is Annabelle’s turn.'),
  );
  recordError('import.read', new Error('Game of Annabelle, Bob and Cat could not be read'));
  recordError('import.parse', new SyntaxError('Unexpected token "Annabelle" is not valid JSON'));
  recordError('odd', 'Annabelle');
  const text = reportText();
  expect(text).not.toContain('Annabelle');
  expect(caughtErrors().map((e) => e.kind)).toEqual(['RuleError:not-your-turn', 'Error', 'SyntaxError', 'string']);
});

it('never throws when the device refuses to store it', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => recordError('anywhere', new TypeError('x'))).not.toThrow();
});

it('the report names the version, the build date, the browser and the errors', () => {
  recordError('storage.save', new DOMException('The disk is full.', 'QuotaExceededError'));
  const report = JSON.parse(reportText());
  expect(report).toMatchObject({ app: 'Skull Table', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  expect(Number.isNaN(Date.parse(report.built))).toBe(false);
  expect(report.browser).toBe(navigator.userAgent);
  expect(report.errors).toEqual([expect.objectContaining({ where: 'storage.save', kind: 'QuotaExceededError' })]);
  expect(diagnostics().errors).toHaveLength(1);
});

it('Settings → About shows the version and the errors, and copies the report for a bug report', async () => {
  recordError('storage.save', new DOMException('The disk is full.', 'QuotaExceededError'));
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<SettingsScreen />);
  const about = screen.getByRole('group', { name: 'About' });
  expect(about.textContent).toContain(`Version ${diagnostics().version}, built on`);
  expect(about.textContent).toContain('Errors caught on this device: 1');
  expect(about.textContent).toContain('nothing is sent anywhere');
  fireEvent.click(screen.getByRole('button', { name: 'Copy for a bug report' }));
  await waitFor(() => expect(screen.getByText('Copied. Paste it into your bug report.')).toBeTruthy());
  expect(JSON.parse(writeText.mock.calls[0]![0])).toEqual(diagnostics());
});

it('About in French, and a refused clipboard opens the text to select by hand', async () => {
  await setLang('fr');
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: async () => Promise.reject(new DOMException('no', 'NotAllowedError')) },
    configurable: true,
  });
  render(<SettingsScreen />);
  expect(screen.getByRole('group', { name: 'À propos' }).textContent).toContain('Aucune erreur relevée');
  fireEvent.click(screen.getByRole('button', { name: 'Copier pour signaler un bug' }));
  await waitFor(() => expect(screen.getByText(/Impossible de copier/)).toBeTruthy());
  expect((document.querySelector('.about details') as HTMLDetailsElement).open).toBe(true);
  expect(caughtErrors().map((e) => e.where)).toEqual(['about.copy']);
});
