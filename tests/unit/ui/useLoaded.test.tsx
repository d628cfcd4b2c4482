// useLoaded: the one read-on-open of the screens (Stats, Players, Night, Practice, Settings' storage status).
import { act, renderHook, waitFor } from '@testing-library/preact';
import { beforeEach, expect, it } from 'vitest';
import { caughtErrors } from '../../../src/diagnostics/caughtErrors';
import { useLoaded } from '../../../src/ui/components/useLoaded';

beforeEach(() => localStorage.clear()); // the ring of caught errors lives there

it('is loading, then ready with what was read; read() reads again', async () => {
  let reads = 0;
  const { result } = renderHook(() => useLoaded(async () => ++reads, 'test.load'));
  expect(result.current[0]).toEqual({ status: 'loading' });
  await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', value: 1 }));
  await act(() => result.current[1]());
  expect(result.current[0]).toEqual({ status: 'ready', value: 2 });
});

it('a failed read shows failed and is recorded where it happened, never thrown', async () => {
  const { result } = renderHook(() => useLoaded(() => Promise.reject(new TypeError('no storage')), 'test.fail'));
  await waitFor(() => expect(result.current[0]).toEqual({ status: 'failed' }));
  expect(caughtErrors().map((e) => [e.where, e.kind])).toEqual([['test.fail', 'TypeError']]);
});

it('reads again when what it reads for changes (the id of the night shown)', async () => {
  const { result, rerender } = renderHook(({ id }) => useLoaded(async () => `night ${id}`, 'test.deps', [id]), {
    initialProps: { id: 'a' },
  });
  await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', value: 'night a' }));
  rerender({ id: 'b' });
  await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', value: 'night b' }));
});
