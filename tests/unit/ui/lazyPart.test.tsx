// A part of a screen a table does not need to play (the seating picture, sharing a result) is fetched when it is first
// drawn, or ahead of that at an intent (src/ui/components/lazyPart.tsx, src/ui/table/lazyParts.ts).
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import type { ComponentType } from 'preact';
import { afterEach, expect, it } from 'vitest';
import { lazyPart } from '../../../src/ui/components/lazyPart';

afterEach(cleanup);

/** A part whose chunk arrives when the test says so, counting how often it was asked for. */
function deferredPart() {
  const asked: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const Part = lazyPart(
    () =>
      new Promise<ComponentType<{ name: string }>>((resolve, reject) =>
        asked.push({ resolve: () => resolve(({ name }: { name: string }) => <p>Seats for {name}</p>), reject }),
      ),
  );
  return { Part, asked };
}

it('is an empty busy box until its chunk arrives, then the part itself', async () => {
  const { Part, asked } = deferredPart();
  const { container } = render(<Part name="Ana" />);
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  expect(container.textContent).toBe('');
  asked[0]!.resolve();
  expect(await screen.findByText('Seats for Ana')).toBeTruthy();
  expect(asked).toHaveLength(1);
});

it('preloaded at an intent, it is drawn in the very render that first shows it, and fetched once', async () => {
  const { Part, asked } = deferredPart();
  Part.preload();
  Part.preload();
  expect(asked).toHaveLength(1);
  asked[0]!.resolve();
  await Promise.resolve();
  await Promise.resolve();
  render(<Part name="Ben" />);
  expect(screen.getByText('Seats for Ben')).toBeTruthy(); // no busy box first: the tap settles in one frame
  expect(asked).toHaveLength(1);
});

it('a chunk that cannot be fetched says why, and Try again asks for it anew', async () => {
  const { Part, asked } = deferredPart();
  render(<Part name="Cleo" />);
  asked[0]!.reject(new Error('offline'));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'You may be offline, or the app was updated in another tab. Your games are saved on this device.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(asked).toHaveLength(2);
  asked[1]!.resolve();
  expect(await screen.findByText('Seats for Cleo')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
