import { describe, expect, it } from 'vitest';
import { oneAtATime } from '@/lib/shared/one-at-a-time';

describe('oneAtATime', () => {
  it('starts each task once the one before has settled, a failure included, in the order given', async () => {
    const queue = oneAtATime();
    const log: string[] = [];
    const slow = queue(async () => {
      log.push('slow starts');
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push('slow ends');
      throw new Error('slow failed');
    });
    const quick = queue(async () => {
      log.push('quick runs');
      return 'quick';
    });
    await expect(slow).rejects.toThrow('slow failed');
    expect(await quick).toBe('quick');
    expect(log).toEqual(['slow starts', 'slow ends', 'quick runs']);
  });
});
