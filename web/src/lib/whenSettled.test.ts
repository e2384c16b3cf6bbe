import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { SETTLE_LIMIT_MS, whenSettled } from './whenSettled.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A read that answers when the test says so. */
function pendingRead(client: QueryClient, key: string) {
  let answer = (): void => undefined;
  void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((r) => (answer = () => r(key))) });
  return () => answer();
}

describe('whenSettled', () => {
  it('waits for the reads on the way, then for an idle moment', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const answer = pendingRead(client, 'first');
    const work = vi.fn();
    whenSettled(client, work);
    await vi.advanceTimersByTimeAsync(500);
    expect(work).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(10);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SETTLE_LIMIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs anyway once the limit has passed, and not once cancelled', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    pendingRead(client, 'never');
    const work = vi.fn();
    whenSettled(client, work);
    await vi.advanceTimersByTimeAsync(SETTLE_LIMIT_MS - 10);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenSettled(new QueryClient(), cancelled)();
    await vi.advanceTimersByTimeAsync(SETTLE_LIMIT_MS * 2);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
