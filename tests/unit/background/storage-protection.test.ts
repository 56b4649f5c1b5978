import { describe, expect, it, vi } from 'vitest';
import { protectStorage } from '@/lib/background/storage-protection';

describe('storage protection at start-up', () => {
  it('asks every area for trusted contexts only, and says which the browser could not protect', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setAccessLevel = vi.fn(async () => undefined);
    // Chrome: every area takes an access level, the managed one (the organisation's policy, maybe a key) too.
    expect(
      await protectStorage({
        local: { setAccessLevel },
        session: { setAccessLevel },
        managed: { setAccessLevel },
      }),
    ).toEqual({ protected: ['local', 'session', 'managed'], unprotected: [] });
    expect(setAccessLevel).toHaveBeenCalledTimes(3);
    expect(setAccessLevel).toHaveBeenCalledWith({ accessLevel: 'TRUSTED_CONTEXTS' });
    expect(warn).not.toHaveBeenCalled();
    // A browser without access levels, or one that refuses: verified, not assumed.
    const refused = vi.fn(async () => {
      throw new Error('not supported');
    });
    expect(await protectStorage({ local: {}, session: { setAccessLevel: refused } })).toEqual({
      protected: [],
      unprotected: ['local', 'session', 'managed'],
    });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
