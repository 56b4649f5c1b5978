import type { Worker } from 'playwright-core';

/**
 * Every extension event a service worker has a listener on, as `namespace.onEvent` (one level of sub-namespace,
 * e.g. `storage.onChanged`, `runtime.onInstalled`), read with each event's `hasListeners()`.
 */
export function listenedEvents(worker: Worker): Promise<string[]> {
  // A string: tsx would wrap a function's inner helpers in a `__name` call the worker lacks.
  return worker.evaluate(`(() => {
    const found = [];
    const visit = (object, path, depth) => {
      for (const key of Object.keys(object)) {
        let value;
        try { value = object[key]; } catch { continue; }
        if (!value || typeof value !== 'object') continue;
        if (key.startsWith('on') && typeof value.hasListeners === 'function') {
          if (value.hasListeners()) found.push(path + key);
        } else if (depth < 2) visit(value, path + key + '.', depth + 1);
      }
    };
    visit(chrome, '', 0);
    return found.sort();
  })()`);
}
