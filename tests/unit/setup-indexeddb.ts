// The extension keeps its key, its response cache and My accounts in IndexedDB (lib/private-storage): Node has none, so the
// unit tests use fake-indexeddb's in-memory one, emptied before each test like fakeBrowser's storage.
import 'fake-indexeddb/auto';
import { beforeEach } from 'vitest';
import { settleCacheWrites } from '@/lib/cache/queued-writes';
import { clearAccountLists } from '@/lib/private-storage/account-lists';
import { forgetApiKey } from '@/lib/private-storage/api-key-store';
import { clearPrivateCacheArea } from '@/lib/private-storage/cache-area';

beforeEach(async () => {
  // The cache writes off the lookup's path: the last test's writes land before the store is emptied.
  await settleCacheWrites();
  await Promise.all([forgetApiKey(), clearPrivateCacheArea(), clearAccountLists()]);
});
