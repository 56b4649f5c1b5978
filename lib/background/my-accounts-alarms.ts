// The names of My accounts' alarms and notification: the services set them, the listeners registered at every
// worker start (my-accounts-events.ts) answer them, so both import them from here.

/** Set while a check runs: it wakes a worker that stopped mid-check, which goes on with it. */
export const CHECK_RESUME_ALARM = 'my-accounts-check';
/** The watch's alarm: every `watchEvery` while the current connection follows anything. */
export const WATCH_ALARM = 'my-accounts-watch';
/** The watch's one notification (a new one replaces it). */
export const WATCH_NOTIFICATION = 'buyer-lens-whats-new';
