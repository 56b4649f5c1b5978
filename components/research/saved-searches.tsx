import type { ComponentChildren } from 'preact';
import { useEffect, useId, useState } from 'preact/hooks';
import type { ApiErrorInfo } from '@/lib/api/errors';
import { t } from '@/lib/i18n/catalogue';
import { type AccountSearch, accountFiltersQuery } from '@/lib/research/account-search';
import { checkSavedName, MAX_SAVED_NAME_LENGTH } from '@/lib/research/saved-searches';
import type { SavedAccountSearch } from '@/lib/shared/storage-items';
import { errorMessage } from '@/lib/ui/error-message';
import { formatAge } from '@/lib/ui/format';
import { Message } from '../message';
import type { SavedSearches } from './use-saved-searches';

/** A saved search's last run in words: "12 accounts · ran 5 min. ago · 2 new". */
function lastRunText(entry: SavedAccountSearch, now: number): string {
  const run = entry.lastRun;
  if (!run) return t('research.savedSearches.notRun');
  return t('research.savedSearches.lastRun', {
    truncated: run.truncated ? 'yes' : 'no',
    count: run.count,
    age: formatAge(run.at, now),
    compared: entry.newSinceRun ? 'yes' : 'no',
    fresh: entry.newSinceRun?.slugs.length ?? 0,
  });
}

/** A saved search's name inside a sentence: the rep's words, isolated. */
const nameTag = (text: ComponentChildren) => (
  <span class="user-text" dir="auto">
    {text}
  </span>
);
/** Words for screen readers only ("Run <Q3 churn>"): the button's visible word stays short. */
const hiddenTag = (text: ComponentChildren) => <span class="visually-hidden">{text}</span>;
/** The tags of a saved search's buttons: its name, isolated, is said to screen readers only. */
const BUTTON_TAGS = { hidden: hiddenTag, name: (text: ComponentChildren) => <bdi>{text}</bdi> };

/** Ticks once a minute, so that "ran 5 min ago" stays true while the panel is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Above the results: the search shown is saved ("Saved as …", Run again), or can be saved under a name. Runs
 * keep the accounts found, so the next run can say which are new.
 */
export function SaveSearchBar({
  search,
  saved,
  current,
  onRun,
}: {
  search: AccountSearch;
  saved: SavedSearches;
  /** The saved search that holds the search shown, if any. */
  current: SavedAccountSearch | undefined;
  onRun: (entry: SavedAccountSearch) => void;
}) {
  const id = useId();
  const now = useMinuteClock();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = accountFiltersQuery(search);
  useEffect(() => {
    setNaming(false);
    setProblem(null);
  }, [shown]);
  if (!saved.connection) return null;

  if (current) {
    const failure = saved.failures[current.id];
    return (
      <div class="save-bar" data-testid="saved-as">
        <p>
          <Message
            id="research.savedSearches.savedAs"
            values={{ name: current.name }}
            tags={{
              name: (text) => (
                <strong class="user-text" dir="auto">
                  {text}
                </strong>
              ),
            }}
          />
          <span class="muted">
            {' '}
            ·{' '}
            {saved.running.has(current.id) ? t('research.savedSearches.running') : lastRunText(current, now)}
          </span>
        </p>
        <RunFailure error={failure} alert />
        <button
          type="button"
          class="secondary"
          disabled={saved.running.has(current.id)}
          onClick={() => onRun(current)}
        >
          {t('research.savedSearches.runAgain')}
        </button>
      </div>
    );
  }

  if (!naming)
    return (
      <div class="save-bar">
        <button type="button" class="secondary" onClick={() => setNaming(true)} data-testid="save-search">
          {t('research.savedSearches.save')}
        </button>
      </div>
    );

  const submit = (event: Event) => {
    event.preventDefault();
    const checked = checkSavedName(name);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    saved.save(checked.name, search);
    setName('');
    setNaming(false);
  };
  return (
    <form class="save-bar" aria-label={t('research.savedSearches.save')} onSubmit={submit}>
      <label for={`${id}-name`}>{t('research.savedSearches.nameLabel')}</label>
      <div class="row">
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          maxLength={MAX_SAVED_NAME_LENGTH}
          placeholder={t('research.savedSearches.namePlaceholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          // biome-ignore lint/a11y/noAutofocus: the rep just asked to name the search.
          autoFocus
          onInput={(event) => {
            setName(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <button type="submit">{t('research.savedSearches.saveButton')}</button>
        <button type="button" class="secondary" onClick={() => setNaming(false)}>
          {t('research.savedSearches.cancel')}
        </button>
      </div>
      {problem && (
        <p class="field-error" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </form>
  );
}

/** The connection's saved searches: each with its last run, to run, rename or delete. */
export function SavedSearchList({
  saved,
  currentId,
  onRun,
}: {
  saved: SavedSearches;
  currentId: string | undefined;
  onRun: (entry: SavedAccountSearch) => void;
}) {
  const now = useMinuteClock();
  const [renaming, setRenaming] = useState<string | null>(null);
  // Held here, not by the element: the list leaves the page while it is empty, and an Undo that brings an
  // entry back must find it open as the rep left it.
  const [open, setOpen] = useState(false);
  if (!saved.connection || (saved.list.length === 0 && !saved.removed)) return null;
  return (
    <details
      class="saved-searches"
      data-testid="saved-searches"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('research.savedSearches.summary', { count: saved.list.length })}</summary>
      {saved.removed && (
        <p class="hint" role="status">
          <Message
            id="research.savedSearches.deleted"
            values={{ name: saved.removed.name }}
            tags={{ name: nameTag }}
          />{' '}
          <button type="button" class="link" onClick={saved.undoRemove}>
            {t('research.savedSearches.undo')}
          </button>
        </p>
      )}
      <ul class="plain">
        {saved.list.map((entry) => (
          <li
            key={entry.id}
            class="saved-search"
            data-testid="saved-search"
            aria-current={entry.id === currentId ? 'true' : undefined}
          >
            {renaming === entry.id ? (
              <RenameForm
                entry={entry}
                onDone={(name) => {
                  if (name) saved.rename(entry.id, name);
                  setRenaming(null);
                }}
              />
            ) : (
              <>
                <strong class="user-text clamp" dir="auto" title={entry.name}>
                  {entry.name}
                </strong>
                <div class="hint" data-testid="saved-search-run">
                  {saved.running.has(entry.id)
                    ? t('research.savedSearches.runningList')
                    : lastRunText(entry, now)}
                </div>
                <RunFailure error={saved.failures[entry.id]} />
                <div class="row">
                  <button
                    type="button"
                    class="secondary"
                    disabled={saved.running.has(entry.id)}
                    onClick={() => onRun(entry)}
                  >
                    <Message
                      id="research.savedSearches.run"
                      values={{ name: entry.name }}
                      tags={BUTTON_TAGS}
                    />
                  </button>
                  <button type="button" class="link" onClick={() => setRenaming(entry.id)}>
                    <Message
                      id="research.savedSearches.rename"
                      values={{ name: entry.name }}
                      tags={BUTTON_TAGS}
                    />
                  </button>
                  <button type="button" class="link" onClick={() => saved.remove(entry.id)}>
                    <Message
                      id="research.savedSearches.delete"
                      values={{ name: entry.name }}
                      tags={BUTTON_TAGS}
                    />
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

function RenameForm({ entry, onDone }: { entry: SavedAccountSearch; onDone: (name: string | null) => void }) {
  const id = useId();
  const [name, setName] = useState(entry.name);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      aria-label={t('research.savedSearches.renameLabel', { name: entry.name })}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkSavedName(name);
        if (checked.ok) onDone(checked.name);
        else setProblem(checked.message);
      }}
    >
      <label for={`${id}-name`}>{t('research.savedSearches.newName')}</label>
      <div class="row">
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          maxLength={MAX_SAVED_NAME_LENGTH}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          // biome-ignore lint/a11y/noAutofocus: the rep just asked to rename it.
          autoFocus
          onInput={(event) => {
            setName(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <button type="submit">{t('research.savedSearches.saveButton')}</button>
        <button type="button" class="secondary" onClick={() => onDone(null)}>
          {t('research.savedSearches.cancel')}
        </button>
      </div>
      {problem && (
        <p class="field-error" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </form>
  );
}

/** Why a saved search's last run failed, in the rep's language. */
function RunFailure({ error, alert = false }: { error: ApiErrorInfo | undefined; alert?: boolean }) {
  if (!error) return null;
  return (
    <p class="field-error" role={alert ? 'alert' : undefined}>
      {t('research.savedSearches.runFailed', { error: errorMessage(error) })}
    </p>
  );
}
