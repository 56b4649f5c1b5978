// The floor `npm run bench` measures Buyer Lens against: an extension that listens to the same events Buyer Lens
// does (the bench compares the two sets at each run) and, on each committed navigation of a tab's top frame,
// takes the host, reads one cached value from its IndexedDB and sets the badge. Nothing else.

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

// Buyer Lens's other events, each with a listener that does nothing: a worker pays for every API whose events
// it listens to (the binding is made as its first listener is added), and the floor pays the same.
const otherEvents = [
  chrome.alarms.onAlarm,
  chrome.commands.onCommand,
  chrome.contextMenus.onClicked,
  chrome.omnibox.onInputChanged,
  chrome.omnibox.onInputEntered,
  chrome.omnibox.onInputStarted,
  chrome.permissions.onAdded,
  chrome.permissions.onRemoved,
  chrome.runtime.onInstalled,
  chrome.runtime.onStartup,
  chrome.storage.local.onChanged,
  chrome.storage.onChanged,
  chrome.tabs.onRemoved,
  chrome.webNavigation.onHistoryStateUpdated,
  // Only there once the optional permission is granted, as in Buyer Lens.
  chrome.notifications?.onClicked,
];
for (const event of otherEvents) event?.addListener(() => undefined);
