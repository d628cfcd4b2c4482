import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../../src/i18n';
import { UpdatePrompt } from '../../../src/pwa/UpdatePrompt';
import { offerUpdate } from '../../../src/pwa/updateOffer';

afterEach(() => {
  cleanup();
  act(() => offerUpdate(null));
  setLang('en');
});

describe('update prompt', () => {
  it('shows nothing until a new version waits', () => {
    const { container } = render(<UpdatePrompt />);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the waiting version and only applies it when the player taps Reload', () => {
    const apply = vi.fn();
    const { container } = render(<UpdatePrompt />);
    act(() => offerUpdate(apply));
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toContain('Update available');
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('Later hides the prompt without applying; a newer version offers it again', () => {
    const apply = vi.fn();
    render(<UpdatePrompt />);
    act(() => offerUpdate(apply));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(apply).not.toHaveBeenCalled();
    act(() => offerUpdate(vi.fn()));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('speaks French when the app does', () => {
    setLang('fr');
    render(<UpdatePrompt />);
    act(() => offerUpdate(vi.fn()));
    expect(screen.getByText('Mise à jour disponible')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeTruthy();
  });
});
