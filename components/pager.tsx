import { t } from '@/lib/i18n/catalogue';

/** Previous / next with where the rep is. */
export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  return (
    <nav class="row" aria-label={label} style={{ marginTop: '8px' }}>
      <button type="button" class="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.pager.previous')}
      </button>
      <span>{t('common.pager.page', { page: String(page), pages: String(pages) })}</span>
      <button type="button" class="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.pager.next')}
      </button>
    </nav>
  );
}
