import { defineContentScript } from 'wxt/utils/define-content-script';
import { sharedListRows } from '@/lib/detect/shared-list-rows';
import { LIST_MARKS_DATA_KEY, LIST_MARKS_STOP_KEY, toListMarksHandoff } from '@/lib/list-marks/mark-data';
import { mountMarksPrompt } from '@/lib/list-marks/marks-prompt';
import { watchListMarks } from '@/lib/list-marks/row-marks';
import { sendMessage } from '@/lib/shared/messaging';

// Not in the manifest: the background injects this into a page whose list it heard of, where the rep's settings
// mark that surface's lists (lib/background/list-marks-pages.ts). Pages without a list run none of it. It holds
// the marks, not the list readers: those are the detection script's, in the same world. No UI framework, no zod.
export default defineContentScript({
  matches: [],
  registration: 'runtime',
  main(ctx) {
    const scope = globalThis as Record<string, unknown>;
    const handoff = toListMarksHandoff(scope[LIST_MARKS_DATA_KEY], location.host);
    // The rows are read with the detection script's readers, which reported the list (none: nothing to mark).
    const readRows = sharedListRows();
    // Injected again (the app moved to another list): the running one goes on.
    if (!handoff || !readRows || typeof scope[LIST_MARKS_STOP_KEY] === 'function') return;
    const language = { lang: handoff.lang, dir: handoff.dir };
    let stopMarks: (() => void) | null = null;
    let removePrompt: (() => void) | null = null;
    const stop = () => {
      stopMarks?.();
      removePrompt?.();
      if (scope[LIST_MARKS_STOP_KEY] === stop) delete scope[LIST_MARKS_STOP_KEY];
    };
    scope[LIST_MARKS_STOP_KEY] = stop;
    ctx.onInvalidated(stop);
    const start = () => {
      stopMarks = watchListMarks(ctx, window, {
        readRows,
        language,
        ask: (rows) => sendMessage('listMarks', { rows }).then((answer) => (answer.ok ? answer.data : null)),
        actions: {
          card: (mark) =>
            sendMessage('listMarkCard', { slug: mark.slug, follow: mark.follow }).then((answer) =>
              answer.ok ? answer.data : null,
            ),
          follow: (mark) =>
            sendMessage('followFromList', { follow: mark.follow }).then((answer) => answer.ok),
          open: (mark) => void sendMessage('openAccountFromList', { slug: mark.slug }).catch(() => undefined),
        },
      });
    };
    if (handoff.mode === 'mark' || !handoff.prompt) return start();
    removePrompt = mountMarksPrompt(document, handoff.prompt, language, (on) => {
      removePrompt = null;
      // Marks start once the answer is saved: the background answers rows by the settings.
      void sendMessage('answerListMarksPrompt', { on })
        .catch(() => undefined)
        .then(() => (on ? start() : stop()));
    });
  },
});
