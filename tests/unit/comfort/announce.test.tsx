import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../../src/i18n';
import { resetPrefsMemory, writePref } from '../../../src/ui/comfort/prefs';
import { useTableComforts } from '../../../src/ui/comfort/useTableComforts';

function Table({ said }: { said: string }) {
  useTableComforts(said);
  return <button type="button">tap</button>;
}

function stubSpeech() {
  const spoken: { text: string; lang: string }[] = [];
  class Utterance {
    lang = '';
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang }),
    cancel: vi.fn(),
  });
  return spoken;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetPrefsMemory();
  setLang('en');
});

describe('announcements and vibration', () => {
  it('say nothing and never buzz by default', () => {
    const spoken = stubSpeech();
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const { rerender, getByRole } = render(<Table said="" />);
    rerender(<Table said="Ann bids 3." />);
    fireEvent.click(getByRole('button'));
    expect(spoken).toEqual([]);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('speak each new announcement in the UI language when enabled', () => {
    const spoken = stubSpeech();
    writePref('speak', true);
    setLang('fr');
    const { rerender } = render(<Table said="" />);
    rerender(<Table said="Ann annonce 3." />);
    rerender(<Table said="Bob passe." />);
    expect(spoken).toEqual([
      { text: 'Ann annonce 3.', lang: 'fr' },
      { text: 'Bob passe.', lang: 'fr' },
    ]);
  });

  it('stop speaking when the game screen closes', () => {
    stubSpeech();
    writePref('speak', true);
    const { unmount } = render(<Table said="Ann bids 3." />);
    unmount();
    expect(speechSynthesis.cancel).toHaveBeenCalled();
  });

  it('buzz briefly on a tap when enabled, and stop once the screen closes', () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate, wakeLock: undefined });
    writePref('vibrate', true);
    const { getByRole, unmount } = render(<Table said="" />);
    const button = getByRole('button');
    fireEvent.click(button);
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(vibrate.mock.calls[0]![0]).toBeLessThanOrEqual(30);
    unmount();
    document.body.append(button);
    fireEvent.click(button);
    expect(vibrate).toHaveBeenCalledTimes(1);
    button.remove();
  });

  it('hold the screen awake while open unless the setting is off', async () => {
    const request = vi.fn(async () => ({ released: false, release: async () => {} }));
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
    const first = render(<Table said="" />);
    first.unmount();
    writePref('wakeLock', false);
    render(<Table said="" />);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
