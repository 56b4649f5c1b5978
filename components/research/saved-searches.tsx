import { useEffect, useId, useState } from 'preact/hooks';
import { type AccountSearch, accountFiltersQuery } from '@/lib/research/account-search';
import { checkSavedName, MAX_SAVED_NAME_LENGTH } from '@/lib/research/saved-searches';
import type { SavedAccountSearch } from '@/lib/shared/storage-items';
import { formatAge, formatCount, pluralize } from '@/lib/ui/format';
import type { SavedSearches } from './use-saved-searches';

/** A saved search's last run in words: "12 accounts · ran 5 min ago · 2 new". */
function lastRunText(entry: SavedAccountSearch, now: number): string {
  const run = entry.lastRun;
  if (!run) return 'Not run yet';
  const count = run.truncated
    ? `at least ${pluralize(run.count, 'account')}`
    : pluralize(run.count, 'account');
  const fresh = !entry.newSinceRun
    ? ''
    : entry.newSinceRun.slugs.length > 0
      ? ` · ${formatCount(entry.newSinceRun.slugs.length)} new`
      : ' · none new';
  return `${count} · ran ${formatAge(run.at, now)}${fresh}`;
}

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
          Saved as{' '}
          <strong class="user-text" dir="auto">
            {current.name}
          </strong>
          <span class="muted">
            {' '}
            · {saved.running.has(current.id) ? 'running…' : lastRunText(current, now)}
          </span>
        </p>
        {failure && (
          <p class="field-error" role="alert">
            The run could not finish: {failure.message}
          </p>
        )}
        <button
          type="button"
          class="secondary"
          disabled={saved.running.has(current.id)}
          onClick={() => onRun(current)}
        >
          Run again
        </button>
      </div>
    );
  }

  if (!naming)
    return (
      <div class="save-bar">
        <button type="button" class="secondary" onClick={() => setNaming(true)} data-testid="save-search">
          Save this search
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
    <form class="save-bar" aria-label="Save this search" onSubmit={submit}>
      <label for={`${id}-name`}>Name this search</label>
      <div class="row">
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          maxLength={MAX_SAVED_NAME_LENGTH}
          placeholder="e.g. Relaytics detractors"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          // biome-ignore lint/a11y/noAutofocus: the rep just asked to name the search.
          autoFocus
          onInput={(event) => {
            setName(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <button type="submit">Save</button>
        <button type="button" class="secondary" onClick={() => setNaming(false)}>
          Cancel
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
      <summary>Saved searches ({saved.list.length})</summary>
      {saved.removed && (
        <p class="hint" role="status">
          Deleted{' '}
          <span class="user-text" dir="auto">
            “{saved.removed.name}”
          </span>
          .{' '}
          <button type="button" class="link" onClick={saved.undoRemove}>
            Undo
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
                  {saved.running.has(entry.id) ? 'Running…' : lastRunText(entry, now)}
                </div>
                {saved.failures[entry.id] && (
                  <p class="field-error">The run could not finish: {saved.failures[entry.id]?.message}</p>
                )}
                <div class="row">
                  <button
                    type="button"
                    class="secondary"
                    disabled={saved.running.has(entry.id)}
                    onClick={() => onRun(entry)}
                  >
                    Run<span class="visually-hidden"> {entry.name}</span>
                  </button>
                  <button type="button" class="link" onClick={() => setRenaming(entry.id)}>
                    Rename<span class="visually-hidden"> {entry.name}</span>
                  </button>
                  <button type="button" class="link" onClick={() => saved.remove(entry.id)}>
                    Delete<span class="visually-hidden"> {entry.name}</span>
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
      aria-label={`Rename ${entry.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkSavedName(name);
        if (checked.ok) onDone(checked.name);
        else setProblem(checked.message);
      }}
    >
      <label for={`${id}-name`}>New name</label>
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
        <button type="submit">Save</button>
        <button type="button" class="secondary" onClick={() => onDone(null)}>
          Cancel
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
