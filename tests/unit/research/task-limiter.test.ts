import { describe, expect, it } from 'vitest';
import { createTaskLimiter } from '@/lib/research/task-limiter';

/** A task the test finishes by hand. */
function deferred() {
  let finish!: (value: string) => void;
  const started: string[] = [];
  return {
    started,
    task(name: string) {
      return () => {
        started.push(name);
        return new Promise<string>((resolve) => {
          finish = resolve;
        });
      };
    },
    finish(value: string) {
      finish(value);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTaskLimiter', () => {
  it('runs a few at a time, first asked first, and starts the next when one ends', async () => {
    const limiter = createTaskLimiter(2);
    const order: string[] = [];
    const finishers = new Map<string, (value: string) => void>();
    const task = (name: string) => () => {
      order.push(name);
      return new Promise<string>((resolve) => finishers.set(name, resolve));
    };
    const tasks = ['a', 'b', 'c', 'd'].map((name) => limiter.run(task(name)));
    expect(order).toEqual(['a', 'b']);
    expect(limiter.running).toBe(2);
    finishers.get('b')?.('B');
    expect(await tasks[1]?.promise).toBe('B');
    await settle();
    expect(order).toEqual(['a', 'b', 'c']);
    finishers.get('a')?.('A');
    await settle();
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops a task cancelled before its turn, and keeps going after a failure', async () => {
    const limiter = createTaskLimiter(1);
    const first = deferred();
    const ran: string[] = [];
    const blocked = limiter.run(first.task('first'));
    const dropped = limiter.run(async () => {
      ran.push('dropped');
      return 'x';
    });
    const failing = limiter.run(async () => {
      ran.push('failing');
      throw new Error('no');
    });
    const last = limiter.run(async () => {
      ran.push('last');
      return 'done';
    });
    dropped.cancel();
    first.finish('ok');
    expect(await blocked.promise).toBe('ok');
    await expect(failing.promise).rejects.toThrow('no');
    expect(await last.promise).toBe('done');
    expect(ran).toEqual(['failing', 'last']);
    expect(limiter.running).toBe(0);
  });
});
