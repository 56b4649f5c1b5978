import type { ComponentChildren } from 'preact';
import type { VendorProfile, VendorTheme } from '@/lib/api/vendors';
import { t } from '@/lib/i18n/catalogue';
import { formatRating } from '@/lib/ui/format';
import { Message } from './message';

/** A vendor's or product's name inside a sentence, in its own direction. */
const isolated = (text: ComponentChildren) => <span dir="auto">{text}</span>;

/** A vendor's sentiment: ratings on their 1–5 scale, then likes and dislikes (headline, then paragraph). */
export function VendorSentiment({
  vendor,
  product,
  onOpenProfile,
}: {
  vendor: VendorProfile;
  /** The product the profile opens narrowed to, named on its button. */
  product?: string;
  onOpenProfile?: () => void;
}) {
  return (
    <div data-testid="vendor-sentiment">
      <p>
        <Message
          id="accountDetails.vendorSentiment.ratings"
          values={{
            median: formatRating(vendor.median_rating, 5),
            average: formatRating(vendor.average_rating, 5),
            count: vendor.ratings_count,
          }}
          tags={{
            strong: (text) => <strong>{text}</strong>,
            muted: (text) => <span class="muted">{text}</span>,
          }}
        />
      </p>
      <div class="row" style={{ alignItems: 'flex-start' }}>
        <ThemeList title={t('accountDetails.vendorSentiment.likes')} themes={vendor.likes} />
        <ThemeList title={t('accountDetails.vendorSentiment.dislikes')} themes={vendor.dislikes} />
      </div>
      {onOpenProfile && (
        <button type="button" class="link" onClick={onOpenProfile}>
          <Message
            id={
              product
                ? 'accountDetails.vendorSentiment.openProfileFor'
                : 'accountDetails.vendorSentiment.openProfile'
            }
            values={{ vendor: vendor.name, product: product ?? '' }}
            tags={{ vendor: isolated, product: isolated }}
          />
        </button>
      )}
    </div>
  );
}

/** Likes or dislikes; null means the API is still summarising them. */
export function ThemeList({
  title,
  themes,
  headingLevel = 4,
}: {
  title: string;
  themes: VendorTheme[] | null;
  /** 3 directly under a view's h2 (the vendor profile), 4 inside a stack row's h3 (axe heading-order). */
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section style={{ flex: '1 1 180px', minWidth: 0 }} aria-label={title}>
      <Heading>{title}</Heading>
      {themes === null ? (
        <p class="muted" data-testid="still-summarising">
          {t('accountDetails.vendorSentiment.stillSummarising')}
        </p>
      ) : themes.length === 0 ? (
        <p class="muted">{t('accountDetails.vendorSentiment.none')}</p>
      ) : (
        <ul class="plain theme-list">
          {themes.map((theme, index) => (
            <li key={index}>
              <strong dir="auto" class="user-text">
                {theme.headline}
              </strong>
              <div dir="auto" class="user-text">
                {theme.paragraph}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
