// R3: "Deal the cards" shows once at the start of a card game, and never in a disc game or once play has begun.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LANGS } from '../../../src/i18n';
import { area } from '../i18n/texts';
import type { Deck } from '../../../src/rules';
import { openGame, startGame } from '../../../src/session/controller';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import TableScreen from '../../../src/ui/table/TableScreen';
import { cardTable } from './cardGame';

beforeEach(() => {
  useSessionStore(new MemorySessionStore(true));
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  useSessionStore(null);
});

const drawn = async (id: string) => {
  const view = render(<TableScreen id={id} />);
  await waitFor(() => expect(document.querySelector('main[data-actions]')).toBeTruthy());
  return view;
};
const deal = () => screen.queryByRole('dialog', { name: 'Deal the cards' });

it('R3: a new card game opens on the deal, linked to the travel set; once done it does not come back', async () => {
  const id = await startGame(cardTable);
  const first = await drawn(id);
  expect(deal()).toBeTruthy();
  expect(screen.getByRole('link', { name: 'The travel set in the rules' }).getAttribute('href')).toBe(
    '#/rules/travel-set?equipment=cards',
  );
  fireEvent.click(screen.getByRole('button', { name: 'The cards are dealt' }));
  await waitFor(() => expect(deal()).toBeNull());
  first.unmount();
  await drawn(id);
  expect(deal()).toBeNull();
});

it('R3: no deal in a disc game, nor in a card game already under way', async () => {
  const { equipment: _, ...discs } = cardTable;
  await drawn(await startGame(discs));
  expect(deal()).toBeNull();
  cleanup();
  const id = await startGame(cardTable);
  const game = (await openGame(id))!;
  await game.dispatch({ type: 'placeFirst' });
  game.close();
  await drawn(id);
  expect(deal()).toBeNull();
});

const dealText = async () => {
  await waitFor(() => expect(deal()?.querySelector('.moment-body')?.getAttribute('aria-busy')).toBe('false'));
  return deal()?.textContent ?? '';
};

it('R3: the deal names the deck the table has: its flowers and its skull, and no other deck', async () => {
  const says: Record<Deck, RegExp> = {
    standard: /52-card deck.*2 to 10.*jack, queen or king/,
    spanish: /Spanish 40-card deck.*ace \(1\) to 7.*sota, caballo or rey/,
    italian: /Italian 40-card deck.*ace \(1\) to 7.*fante, cavallo or re/,
    skat: /Skat deck.*7 to 10.*jack, queen or king/,
  };
  for (const [deck, line] of Object.entries(says) as [Deck, RegExp][]) {
    await drawn(await startGame({ ...cardTable, ...(deck === 'standard' ? {} : { deck }) }));
    const text = await dealText();
    expect(text, deck).toMatch(line);
    const others = Object.entries(says).filter(([d]) => d !== deck);
    expect(
      others.filter(([, other]) => other.test(text)).map(([d]) => d),
      deck,
    ).toEqual([]);
    cleanup();
  }
});

it('R3: every language names each deck’s own flowers and figures in its deal', () => {
  const figures: Record<string, RegExp> = {
    dealFlowersStandard: /52\b[^.]*\b2\b[^.]*\b10\b/,
    dealFlowersSpanish: /40\b[^.]*\(1\)[^.]*\b7\b/,
    dealSkullSpanish: /sota[^.]*caballo[^.]*rey/i,
    dealFlowersItalian: /40\b[^.]*\(1\)[^.]*\b7\b/,
    dealSkullItalian: /fante[^.]*cavallo[^.]*re\b/i,
    dealFlowersSkat: /32\b[^.]*\b7\b[^.]*\b10\b/,
  };
  for (const lang of LANGS)
    for (const [key, says] of Object.entries(figures))
      expect(area('cards')[lang][key as keyof ReturnType<typeof area<'cards'>>['en']], `${lang} ${key}`).toMatch(says);
});

it('R3: the night’s next game with the same cards and players reads one line, the whole deal a tap away', async () => {
  const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
  const first = await startGame(cardTable);
  await drawn(first);
  fireEvent.click(screen.getByRole('button', { name: 'The cards are dealt' }));
  cleanup();
  now.mockReturnValue(2_000_000); // the rematch, the same night
  const again = await startGame({ ...cardTable, starter: 1 });
  await drawn(again);
  const text = await dealText();
  expect(text).toMatch(/Same cards as in the last game: everyone takes back their three flowers and their skull/);
  const all = deal()!.querySelector('details')!;
  expect(all.open).toBe(false);
  expect(all.querySelector('summary')?.textContent).toBe('Show every step');
  expect(all.textContent).toMatch(/52-card deck/);
  cleanup();
  // Another deck is another deal: the whole list again.
  now.mockReturnValue(3_000_000);
  await drawn(await startGame({ ...cardTable, deck: 'skat' }));
  expect(await dealText()).not.toMatch(/Same cards/);
  cleanup();
  // So is the next night's first game, even at the same table.
  now.mockReturnValue(3_000_000 + 5 * 3_600_000);
  await drawn(await startGame({ ...cardTable, deck: 'skat' }));
  expect(await dealText()).not.toMatch(/Same cards/);
  now.mockRestore();
});
