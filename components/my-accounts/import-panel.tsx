import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiErrorInfo } from '@/lib/api/errors';
import { t } from '@/lib/i18n/catalogue';
import type { ImportPreview, ImportRefusal, PreviewLine } from '@/lib/my-accounts/import-file';
import type { EntryProblem } from '@/lib/my-accounts/list-entry';
import { backgroundClient } from '@/lib/ui/background-client';
import { ErrorNotice } from '../error-notice';

/** Lines of the preview drawn: the counts above say the rest. */
const PREVIEW_SHOWN = 200;

/** How long typing pauses before the preview is asked for again. */
const TYPING_PAUSE_MS = 250;

/**
 * "Add accounts": a paste or a file (one a line, or a CRM export's column), previewed line by line before
 * anything is added: what each line becomes, which are duplicates and which are left out and why. The
 * background reads the text again when it adds (lib/background/my-accounts.ts), so what is added is what it
 * decides, and the preview is what the rep was shown.
 */
export function ImportPanel({
  onAdded,
  open,
}: {
  onAdded: () => void /** Shown open (an empty list). */;
  open: boolean;
}) {
  // Read once: the rep opens and closes it from then on (Preact leaves an unchanged prop alone).
  const [startOpen] = useState(open);
  const [text, setText] = useState('');
  const [column, setColumn] = useState<number | undefined>(undefined);
  const [fileName, setFileName] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | ImportRefusal | null>(null);
  const pasteBox = useRef<HTMLTextAreaElement>(null);
  // The background reads the lines (the Public Suffix List is there, not in the panel); an answer to text since
  // changed is dropped.
  useEffect(() => {
    if (!text.trim()) {
      setPreview(null);
      return;
    }
    let live = true;
    const timer = setTimeout(
      () =>
        void backgroundClient.previewImport(text, column === undefined ? {} : { column }).then((answer) => {
          if (!live) return;
          if (answer.ok) setPreview(answer.data);
          else setError(answer.error);
        }),
      fileName ? 0 : TYPING_PAUSE_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, column]);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setSaid(null);
    setError(null);
    setColumn(undefined);
    setFileName(file.name);
    setText(await file.text());
  };

  const add = async (ready: ImportPreview) => {
    setAdding(true);
    setError(null);
    const answer = await backgroundClient.followAccounts(text, {
      format: ready.format,
      column: ready.column,
    });
    setAdding(false);
    if (!answer.ok) {
      setError(answer.error);
      return;
    }
    const { added, alreadyOn, overLimit } = answer.data;
    setSaid(
      [
        t('myAccounts.import.added', { count: added }),
        alreadyOn ? t('myAccounts.import.alreadyOn', { count: alreadyOn }) : '',
        overLimit ? t('myAccounts.import.overLimit', { count: overLimit }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    setText('');
    setFileName(null);
    // The preview goes, and Add with it: focus moves to the paste box, ready for more (not to the page's body).
    pasteBox.current?.focus();
    onAdded();
  };

  return (
    <details class="card import-panel" data-testid="import-panel" open={startOpen}>
      <summary>{t('myAccounts.import.title')}</summary>
      <label class="field">
        <span>{t('myAccounts.import.pasteLabel')}</span>
        <textarea
          ref={pasteBox}
          rows={5}
          value={fileName ? '' : text}
          placeholder={'acme.com\nhttps://www.globex.com/\njane@initech.com\nUmbrella Corporation'}
          data-testid="import-text"
          onInput={(event) => {
            setFileName(null);
            setSaid(null);
            setText((event.currentTarget as HTMLTextAreaElement).value);
          }}
        />
      </label>
      <label class="field">
        <span>{t('myAccounts.import.fileLabel')}</span>
        <input
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          data-testid="import-file"
          onChange={(event) => void readFile((event.currentTarget as HTMLInputElement).files?.[0])}
        />
      </label>
      {preview && 'ok' in preview && (
        <p class="error" role="alert" data-testid="import-refused">
          {t(`common.errorMessage.${REFUSALS[preview.problem]}`)}
        </p>
      )}
      {preview && !('ok' in preview) && (
        <ImportPreviewTable
          preview={preview}
          onColumn={setColumn}
          adding={adding}
          onAdd={() => void add(preview)}
        />
      )}
      {error && <ErrorNotice error={error} />}
      {said && (
        <p role="status" data-testid="import-added">
          {said}
        </p>
      )}
    </details>
  );
}

const REFUSALS = {
  tooLarge: 'importTooLarge',
  tooManyLines: 'importTooManyLines',
  empty: 'importEmpty',
} as const;

function ImportPreviewTable({
  preview,
  onColumn,
  adding,
  onAdd,
}: {
  preview: ImportPreview;
  onColumn: (column: number) => void;
  adding: boolean;
  onAdd: () => void;
}) {
  const { counts } = preview;
  return (
    <div data-testid="import-preview">
      {preview.format === 'csv' && (
        <label class="field">
          <span>{t('myAccounts.import.columnLabel')}</span>
          <select
            value={String(preview.column)}
            data-testid="import-column"
            onChange={(event) => onColumn(Number((event.currentTarget as HTMLSelectElement).value))}
          >
            {preview.columns.map((column) => (
              <option key={column.index} value={String(column.index)}>
                {column.header || t('myAccounts.import.unnamedColumn', { number: column.index + 1 })}
              </option>
            ))}
          </select>
        </label>
      )}
      <p role="status" data-testid="import-counts">
        {t('myAccounts.import.counts', {
          add: counts.add,
          duplicate: counts.duplicate,
          invalid: counts.invalid,
        })}
      </p>
      <ol class="import-lines">
        {preview.lines.slice(0, PREVIEW_SHOWN).map((line) => (
          <li key={line.line} data-status={line.status} data-testid="import-line">
            <span class="muted">{t('myAccounts.import.lineNumber', { line: line.line })}</span>{' '}
            <span class="user-text" dir="auto">
              {shortened(line.text) || '∅'}
            </span>{' '}
            → {lineOutcome(line)}
          </li>
        ))}
      </ol>
      {preview.lines.length > PREVIEW_SHOWN && (
        <p class="muted">
          {t('myAccounts.import.moreLines', { count: preview.lines.length - PREVIEW_SHOWN })}
        </p>
      )}
      {/* Busy by aria-disabled, not disabled: a focused button that is disabled drops focus to the body. */}
      <button
        type="button"
        disabled={counts.add === 0}
        aria-disabled={adding}
        onClick={() => {
          if (!adding) onAdd();
        }}
        data-testid="import-add"
      >
        {t('myAccounts.import.add', { count: counts.add })}
      </button>
    </div>
  );
}

/** A long line shown by its start: a 5,000-character cell must not fill the panel. */
function shortened(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

function lineOutcome(line: PreviewLine): string {
  switch (line.status) {
    case 'add':
      return t('myAccounts.import.adds', {
        entry: line.entry.kind === 'domain' ? line.entry.domain : line.entry.name,
      });
    case 'duplicate':
      return t('myAccounts.import.duplicate', { line: line.firstLine });
    case 'invalid':
      return t(PROBLEMS[line.problem]);
  }
}

const PROBLEMS = {
  blank: 'myAccounts.problem.blank',
  placeholder: 'myAccounts.problem.placeholder',
  personalMailbox: 'myAccounts.problem.personalMailbox',
  tooLong: 'myAccounts.problem.tooLong',
  formula: 'myAccounts.problem.formula',
  notACompany: 'myAccounts.problem.notACompany',
} as const satisfies Record<EntryProblem, string>;
