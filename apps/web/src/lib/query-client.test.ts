import { MutationObserver, QueryObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from './query-client';

const PROGRESS = ['user', 'u1', 'progress'] as const;

// Mounted as the app's provider mounts it: it follows the connection from then on.
beforeEach(() => getQueryClient().mount());
afterEach(() => {
  onlineManager.setOnline(true);
  getQueryClient().unmount();
  getQueryClient().clear();
});

/**
 * A progress query on screen (the sidebar's level), already answered once. With `dropsConnection`
 * its next read fails because the connection dropped while it was out: the query's retry then
 * waits for the connection, as TanStack Query does offline.
 */
function progressOnScreen({ dropsConnection = false } = {}) {
  const client = getQueryClient();
  let reads = 0;
  client.setQueryData(PROGRESS, { level: 1 });
  const observer = new QueryObserver(client, {
    queryKey: PROGRESS,
    queryFn: () => {
      reads += 1;
      if (dropsConnection && reads === 1) {
        onlineManager.setOnline(false);
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return Promise.resolve({ level: 2 });
    },
    staleTime: Infinity,
    // The client's retry (one), at once rather than after its back-off.
    retryDelay: 0,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { reads: () => reads, unsubscribe };
}

describe('the progress refresh after a change', () => {
  it('does not hold the change: it is done once the server answered it, even if the connection drops before progress is read again', async () => {
    const progress = progressOnScreen({ dropsConnection: true });
    const client = getQueryClient();
    const save = new MutationObserver(client, { mutationFn: () => Promise.resolve('saved') });
    let settled = false;
    const done = save.mutate().finally(() => {
      settled = true;
    });
    // The progress read that follows failed offline and waits for the connection to try again;
    // the change must not wait with it, or the page cannot tell that the next change failed (the
    // workout's "No connection" never showed, e2e physical.test.ts).
    await expect.poll(() => progress.reads()).toBe(1);
    await expect.poll(() => client.getQueryState(PROGRESS)?.fetchStatus).toBe('paused');
    await expect.poll(() => settled).toBe(true);
    await expect(done).resolves.toBe('saved');

    // Back online, the read goes out again and the level is the server's.
    onlineManager.setOnline(true);
    await expect.poll(() => client.getQueryData(PROGRESS)).toEqual({ level: 2 });
    expect(progress.reads()).toBe(2);
    progress.unsubscribe();
  });

  it('still reads progress again after a change, but not after one that ends the session', async () => {
    const progress = progressOnScreen();
    const client = getQueryClient();
    await new MutationObserver(client, { mutationFn: () => Promise.resolve('ok') }).mutate();
    await expect.poll(() => client.getQueryData(PROGRESS)).toEqual({ level: 2 });
    expect(progress.reads()).toBe(1);

    client.setQueryData(PROGRESS, { level: 1 });
    await new MutationObserver(client, {
      mutationFn: () => Promise.resolve('deleted'),
      meta: { endsSession: true },
    }).mutate();
    expect(client.getQueryState(PROGRESS)?.isInvalidated).toBe(false);
    expect(progress.reads()).toBe(1);
    progress.unsubscribe();
  });
});
