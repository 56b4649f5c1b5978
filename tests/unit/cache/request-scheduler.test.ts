import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { createRequestScheduler } from '@/lib/cache/request-scheduler';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('request scheduler', () => {
  it('shares one request between callers of the same key', async () => {
    const scheduler = createRequestScheduler();
    let calls = 0;
    const task = async () => {
      calls += 1;
      return 'acme';
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => scheduler.run('acme.com', task)));
    expect(answers).toEqual(['acme', 'acme', 'acme', 'acme', 'acme']);
    expect(calls).toBe(1);
  });

  it('runs at most `concurrency` requests at once, the active lane first', async () => {
    const scheduler = createRequestScheduler({ concurrency: 2 });
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred<string>>>();
    const run = (key: string, priority: 'active' | 'background') => {
      const gate = deferred<string>();
      gates.set(key, gate);
      return scheduler.run(
        key,
        () => {
          started.push(key);
          return gate.promise;
        },
        { priority },
      );
    };
    const all = [
      run('b1', 'background'),
      run('b2', 'background'),
      run('b3', 'background'),
      run('b4', 'background'),
      run('a1', 'active'),
    ];
    expect(started).toEqual(['b1', 'b2']);
    expect(scheduler.load()).toEqual({ queued: 3, running: 2 });
    gates.get('b1')?.resolve('done');
    await tick();
    // The active tab's request jumps the background queue.
    expect(started).toEqual(['b1', 'b2', 'a1']);
    // A background request the active tab now also waits for moves up too.
    void scheduler.run('b4', async () => 'unused', { priority: 'active' });
    gates.get('b2')?.resolve('done');
    await tick();
    expect(started).toEqual(['b1', 'b2', 'a1', 'b4']);
    for (const gate of gates.values()) gate.resolve('done');
    await Promise.all(all);
    expect(started).toEqual(['b1', 'b2', 'a1', 'b4', 'b3']);
  });

  it('backs off after a 429 until the time the API gave, refusing queued and new requests', async () => {
    let now = 10_000;
    const scheduler = createRequestScheduler({ concurrency: 1, now: () => now });
    const limited = scheduler.run('a', async () => {
      throw new ApiError('rate_limited', 'Slow down.', { status: 429, retryAt: 40_000 });
    });
    let queuedRan = false;
    const queued = scheduler.run('b', async () => {
      queuedRan = true;
      return 'b';
    });
    await expect(limited).rejects.toMatchObject({ kind: 'rate_limited' });
    await expect(queued).rejects.toMatchObject({ kind: 'rate_limited', retryAt: 40_000 });
    expect(queuedRan).toBe(false);
    expect(scheduler.blockedUntil()).toBe(40_000);
    now = 39_999;
    await expect(scheduler.run('c', async () => 'c')).rejects.toMatchObject({ kind: 'rate_limited' });
    now = 40_000;
    expect(await scheduler.run('c', async () => 'c')).toBe('c');
    expect(scheduler.blockedUntil()).toBe(0);
  });

  it('backs off after a 5xx: for its Retry-After, or a default hold when it named none', async () => {
    let now = 0;
    const scheduler = createRequestScheduler({ now: () => now, serverBackoffMs: 15_000 });
    await expect(
      scheduler.run('a', async () => {
        throw new ApiError('server', 'Down.', { status: 503 });
      }),
    ).rejects.toMatchObject({ kind: 'server' });
    expect(scheduler.blockedUntil()).toBe(15_000);
    await expect(scheduler.run('b', async () => 'b')).rejects.toMatchObject({
      kind: 'server',
      retryAt: 15_000,
    });
    now = 15_000;
    expect(await scheduler.run('b', async () => 'b')).toBe('b');
  });

  it("tells the request that failed when requests resume, so the rep's view can say it", async () => {
    const scheduler = createRequestScheduler({ now: () => 0, serverBackoffMs: 15_000 });
    await expect(
      scheduler.run('a', async () => {
        throw new ApiError('server', 'Down.', { status: 500 });
      }),
    ).rejects.toMatchObject({ kind: 'server', status: 500, retryAt: 15_000 });
    // Another prospect opened meanwhile is refused with a reason and the same time, not a bare error.
    const refused = await scheduler.run('b', async () => 'b').catch((error: ApiError) => error);
    expect(refused).toMatchObject({ kind: 'server', retryAt: 15_000 });
    expect((refused as ApiError).message).toMatch(/did not ask/);
  });

  it("lets the rep's Retry through a server backoff as one probe, and its success ends the backoff", async () => {
    const scheduler = createRequestScheduler({ now: () => 0, serverBackoffMs: 15_000 });
    await scheduler
      .run('a', async () => {
        throw new ApiError('server', 'Down.', { status: 500 });
      })
      .catch(() => undefined);
    const probe = deferred<string>();
    let probes = 0;
    const first = scheduler.run(
      'a',
      () => {
        probes += 1;
        return probe.promise;
      },
      { probe: true },
    );
    // A second probe while the first is out is refused: one request at a time tries the API.
    await expect(scheduler.run('c', async () => 'c', { probe: true })).rejects.toMatchObject({
      kind: 'server',
    });
    probe.resolve('a');
    expect(await first).toBe('a');
    expect(probes).toBe(1);
    expect(scheduler.blockedUntil()).toBe(0);
    expect(await scheduler.run('b', async () => 'b')).toBe('b');
  });

  it("runs the rep's probe on its own, never waiting on a request already running for the key", async () => {
    const scheduler = createRequestScheduler();
    const hung = new Promise<string>(() => undefined);
    void scheduler.run('k', () => hung, { priority: 'active' });
    expect(await scheduler.run('k', async () => 'fresh', { probe: true })).toBe('fresh');
    // Others asking for the key still share the request that was running: no second request for it.
    let asked = false;
    const shared = scheduler.run('k', async () => {
      asked = true;
      return 'another';
    });
    expect(await Promise.race([shared, tick().then(() => 'still waiting')])).toBe('still waiting');
    expect(asked).toBe(false);
  });

  it('caps a huge Retry-After: lookups resume within minutes, not when the worker restarts', async () => {
    const scheduler = createRequestScheduler({ now: () => 1_000, maxBackoffMs: 300_000 });
    await scheduler
      .run('a', async () => {
        throw new ApiError('rate_limited', 'Slow down.', { status: 429, retryAt: 1_000 + 86_400_000 });
      })
      .catch(() => undefined);
    expect(scheduler.blockedUntil()).toBe(301_000);
    await expect(scheduler.run('b', async () => 'b')).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAt: 301_000,
    });
  });

  it('makes no request while offline', async () => {
    let online = false;
    const scheduler = createRequestScheduler({ isOnline: () => online });
    let calls = 0;
    const task = async () => {
      calls += 1;
      return 'x';
    };
    await expect(scheduler.run('a', task)).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toBe(0);
    online = true;
    expect(await scheduler.run('a', task)).toBe('x');
  });

  it('does not back off for errors the server did not cause', async () => {
    const scheduler = createRequestScheduler();
    await expect(
      scheduler.run('a', async () => {
        throw new ApiError('not_found', 'No.', { status: 404 });
      }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    expect(scheduler.blockedUntil()).toBe(0);
  });
});
