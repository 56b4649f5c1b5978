// The floor `npm run bench` measures Buyer Lens against (issue 19): on each committed navigation of a tab's top
// frame it takes the host, reads one cached value from its IndexedDB and sets the badge. Nothing else.

let database = null;

function openDatabase() {
  database ??= new Promise((resolve, reject) => {
    const request = indexedDB.open('floor', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('values');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return database;
}

async function readValue(key) {
  const db = await openDatabase();
  return new Promise((resolve) => {
    const request = db.transaction('values', 'readonly').objectStore('values').get(key);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(undefined);
  });
}

/** The bench seeds the values it will read (one per host). */
globalThis.seedValues = async (entries) => {
  const db = await openDatabase();
  await new Promise((resolve, reject) => {
    const transaction = db.transaction('values', 'readwrite');
    for (const [key, value] of entries) transaction.objectStore('values').put(value, key);
    transaction.oncomplete = resolve;
    transaction.onerror = () => reject(transaction.error);
  });
};

chrome.webNavigation.onCommitted.addListener(async (details) => {
  if (details.frameId !== 0 || details.tabId < 0) return;
  const host = new URL(details.url).hostname;
  const value = await readValue(host);
  await chrome.action.setBadgeText({ tabId: details.tabId, text: typeof value === 'string' ? value : '' });
});

// The bench wakes the worker with a message to time its start (worker-probe.ts).
chrome.runtime.onMessage.addListener(() => undefined);
