import { browser } from 'wxt/browser';
import { codedErrorInfo } from '../api/errors';
import { SITE_HOSTS } from '../detect/site-hosts';
import type { PageListCandidate } from '../detect/types';
import { t } from '../i18n/catalogue';
import { textDirection } from '../i18n/languages';
import type { MessageKey } from '../i18n/message-keys';
import {
  LIST_MARKS_DATA_KEY,
  LIST_MARKS_FILE,
  LIST_MARKS_STOP_KEY,
  type ListMarksHandoff,
  type ListMarksMode,
  type ListMarksPromptWords,
} from '../list-marks/mark-data';
import { matchesSite } from '../privacy/lookup-policy';
import {
  answerListMarksPromptSchema,
  followFromListRequestSchema,
  listMarkCardRequestSchema,
  listMarksRequestSchema,
  refusedRequest,
} from '../schemas/messages';
import { isConfigured, loadSettings, type Settings, saveSettings } from '../schemas/settings';
import { defaultSettings, type StoredSettings } from '../shared/storage-items';
import type { ListMarksService } from './list-marks';
import { isOwnTopFrameScript, NO_FOLLOW_IN_PRIVATE, REFUSED, type Sender } from './sender-guards';
import { backgroundMessages } from './ui-language';

// Marks on a list's rows, from the background's side: whether a page's list gets them (the rep's settings for
// its surface, the detection mode, the site switched off, a private window), the injection of their content
// script into that document only, and the messages that script sends (answered by ./list-marks.ts). Made with My
// accounts' services (lib/background/my-accounts-parts.ts): a worker that never sees a list never makes it.

type AskedField = 'markLinkedinLists' | 'markMailLists';
type AskedList = { setting: AskedField; prompt: Record<keyof ListMarksPromptWords, MessageKey> };

/**
 * The lists that are not the rep's own tools, asked about first, on the list (each its setting and question):
 * LinkedIn's results and Gmail's inbox. Every other surface is a CRM's or an engagement tool's, marked unless
 * turned off.
 */
const ASKED_LISTS: Readonly<Record<string, AskedList>> = {
  linkedin: {
    setting: 'markLinkedinLists',
    prompt: {
      question: 'background.listMarks.promptQuestion',
      detail: 'background.listMarks.promptDetail',
      yes: 'background.listMarks.promptYes',
      no: 'background.listMarks.promptNo',
    },
  },
  gmail: {
    setting: 'markMailLists',
    prompt: {
      question: 'background.listMarks.mailPromptQuestion',
      detail: 'background.listMarks.mailPromptDetail',
      yes: 'background.listMarks.promptYes',
      no: 'background.listMarks.mailPromptNo',
    },
  },
};

const MARKS_OFF = codedErrorInfo('extension', 'Marks on lists are off for this page.', 'listMarksOff');

/** Whether a list on `source` at `host` gets marks, is asked about first, or gets none. */
export function listMarksMode(
  settings: Settings,
  source: string,
  host: string,
  incognito: boolean,
): ListMarksMode | null {
  if (!isConfigured(settings) || settings.detectionMode === 'on-request') return null;
  if (incognito && !settings.lookUpInPrivateWindows) return null;
  if (matchesSite(host.replace(/^www\./, ''), settings.disabledSites)) return null;
  const asked = ASKED_LISTS[source];
  if (asked) {
    const choice = settings[asked.setting];
    if (choice === 'off') return null;
    return choice === 'on' ? 'mark' : 'ask';
  }
  return settings.markLists ? 'mark' : null;
}

function hostOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The surface a sender's page is on (its hosts, lib/detect/site-hosts.ts), or null. */
function sourceOf(sender: Sender): string | null {
  const host = hostOf(sender.url ?? sender.tab?.url);
  if (!host) return null;
  return SITE_HOSTS.find((site) => site.hosts.test(host))?.source ?? null;
}

// The documents the marks' script went into, while this worker lives (a second injection is harmless anyway).
const injected = new Set<string>();

/**
 * Puts the marks' script into the document whose list was heard (`documentId`; Firefox names none: the top
 * frame, and the script's own host check). A document gets it once; the script ignores a second injection.
 */
export async function showListMarks(sender: Sender, list: PageListCandidate): Promise<void> {
  const tabId = sender.tab?.id;
  const host = hostOf(sender.url ?? sender.tab?.url);
  if (tabId === undefined || !host) return;
  // A list that changed (more rows loaded, another list of the same app) reports again: one injection will do.
  const document = `${tabId} ${sender.documentId ?? sender.url}`;
  if (injected.has(document)) return;
  try {
    const settings = await loadSettings();
    const mode = listMarksMode(settings, list.source, host, sender.tab?.incognito ?? false);
    if (!mode) return;
    const locale = await backgroundMessages();
    const handoff: ListMarksHandoff = { mode, host, lang: locale, dir: textDirection(locale) };
    const asked = ASKED_LISTS[list.source];
    if (mode === 'ask' && asked) {
      const { question, detail, yes, no } = asked.prompt;
      handoff.prompt = { question: t(question), detail: t(detail), yes: t(yes), no: t(no) };
    }
    const target = sender.documentId ? { tabId, documentIds: [sender.documentId] } : { tabId, frameIds: [0] };
    await browser.scripting.executeScript({
      target,
      func: (key: string, value: ListMarksHandoff) => {
        (globalThis as Record<string, unknown>)[key] = value;
      },
      args: [LIST_MARKS_DATA_KEY, handoff],
    });
    await browser.scripting.executeScript({ target, files: [LIST_MARKS_FILE] });
    injected.add(document);
  } catch {
    // The tab or its document is gone, or the host is not ours to script: the side panel still offers the list.
  }
}

/**
 * The rep changed what gets marks: the running marks in every tab showing a list stop (the next list the page
 * reports gets what the settings say now).
 */
export async function stopListMarks(): Promise<void> {
  injected.clear();
  const stored = await browser.storage.session.get(null).catch(() => ({}));
  // The tabs that show a list (pageListKey): only those can have marks.
  const tabIds = Object.keys(stored).flatMap((key) => {
    const id = /^pageList:(\d+)$/.exec(key)?.[1];
    return id ? [Number(id)] : [];
  });
  await Promise.all(
    tabIds.map((tabId) =>
      browser.scripting
        .executeScript({
          target: { tabId, frameIds: [0] },
          func: (key: string) => {
            const stop = (globalThis as Record<string, unknown>)[key];
            if (typeof stop === 'function') stop();
          },
          args: [LIST_MARKS_STOP_KEY],
        })
        .catch(() => undefined),
    ),
  );
}

/**
 * Whether a settings change takes marks away from some page (marks turned off, LinkedIn's off, looking up only
 * on request, a site switched off, private windows left alone): then the running marks stop. A change that
 * allows more (the rep's "Mark them" on LinkedIn's question) leaves them running.
 */
export function marksNarrowed(next: StoredSettings | null, previous: StoredSettings | null): boolean {
  const of = (settings: StoredSettings | null) => ({
    crm: settings?.markLists ?? defaultSettings.markLists,
    linkedin: settings?.markLinkedinLists ?? defaultSettings.markLinkedinLists,
    mail: settings?.markMailLists ?? defaultSettings.markMailLists,
    mode: settings?.detectionMode ?? defaultSettings.detectionMode,
    disabled: settings?.disabledSites ?? [],
    privateWindows: settings?.lookUpInPrivateWindows ?? defaultSettings.lookUpInPrivateWindows,
  });
  const before = of(previous);
  const after = of(next);
  return (
    (before.crm && !after.crm) ||
    (before.linkedin !== 'off' && after.linkedin === 'off') ||
    (before.mail !== 'off' && after.mail === 'off') ||
    (before.mode !== 'on-request' && after.mode === 'on-request') ||
    after.disabled.some((site) => !before.disabled.includes(site)) ||
    (before.privateWindows && !after.privateWindows)
  );
}

/** The marks' messages, from this extension's own script in a tab's top frame only. */
function createListMarksHandlers(service: ListMarksService) {
  const refused = { ok: false as const, error: REFUSED };
  const invalid = { ok: false as const, error: refusedRequest(undefined) };

  /** The asking tab, when it may have marks now (the rep may have turned them off since the injection). */
  async function askerOf(sender: Sender) {
    if (!isOwnTopFrameScript(sender) || sender.tab?.id === undefined) return null;
    const source = sourceOf(sender);
    const host = hostOf(sender.url ?? sender.tab.url);
    if (!source || !host) return null;
    const incognito = sender.tab.incognito ?? false;
    const settings = await loadSettings();
    // Answering is marking: a list still asking its question has no marks yet.
    if (listMarksMode(settings, source, host, incognito) !== 'mark') return { off: true as const };
    return { off: false as const, source, asker: { tabId: sender.tab.id, incognito } };
  }

  return {
    async listMarks(data: unknown, sender: Sender) {
      const request = listMarksRequestSchema.safeParse(data);
      if (!request.success) return invalid;
      const asking = await askerOf(sender);
      if (!asking) return refused;
      if (asking.off) return { ok: false as const, error: MARKS_OFF };
      return service.marks(asking.asker, asking.source, request.data.rows);
    },

    async listMarkCard(data: unknown, sender: Sender) {
      const request = listMarkCardRequestSchema.safeParse(data);
      if (!request.success) return invalid;
      const asking = await askerOf(sender);
      if (!asking) return refused;
      if (asking.off) return { ok: false as const, error: MARKS_OFF };
      return service.card(request.data.slug, request.data.follow, asking.asker);
    },

    async followFromList(data: unknown, sender: Sender) {
      const request = followFromListRequestSchema.safeParse(data);
      if (!request.success) return invalid;
      const asking = await askerOf(sender);
      if (!asking) return refused;
      if (asking.off) return { ok: false as const, error: MARKS_OFF };
      // Nothing is kept from a private window (PRIVACY.md).
      if (asking.asker.incognito) return { ok: false as const, error: NO_FOLLOW_IN_PRIVATE };
      return service.follow(request.data.follow);
    },

    async answerListMarksPrompt(data: unknown, sender: Sender): Promise<void> {
      const request = answerListMarksPromptSchema.safeParse(data);
      const source = request.success && isOwnTopFrameScript(sender) ? sourceOf(sender) : null;
      const asked = source ? ASKED_LISTS[source] : undefined;
      if (!request.success || !asked) return;
      await saveSettings({ [asked.setting]: request.data.on ? 'on' : 'off' });
    },
  };
}

/** The marks' pages over one answering service: made once by My accounts' script. */
export function createListMarksPages(service: ListMarksService) {
  return {
    show: showListMarks,
    /** A change of the settings that decide marks: the running ones stop if it takes marks away. */
    async settingsChanged(next: StoredSettings | null, previous: StoredSettings | null): Promise<void> {
      if (marksNarrowed(next, previous)) await stopListMarks();
    },
    handlers: createListMarksHandlers(service),
  };
}

export type ListMarksPages = ReturnType<typeof createListMarksPages>;
