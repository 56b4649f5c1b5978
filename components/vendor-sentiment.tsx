import type { VendorProfile, VendorTheme } from '@/lib/api/vendors';
import { formatCount, formatRating } from '@/lib/ui/format';

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
        <strong>{formatRating(vendor.median_rating, 5)}</strong> median,{' '}
        <strong>{formatRating(vendor.average_rating, 5)}</strong> average from{' '}
        {formatCount(vendor.ratings_count)} ratings <span class="muted">(scale 1–5)</span>
      </p>
      <div class="row" style={{ alignItems: 'flex-start' }}>
        <ThemeList title="Likes" themes={vendor.likes} />
        <ThemeList title="Dislikes" themes={vendor.dislikes} />
      </div>
      {onOpenProfile && (
        <button type="button" class="link" onClick={onOpenProfile}>
          Open the <span dir="auto">{vendor.name}</span> profile
          {product && (
            <>
              {' '}
              for <span dir="auto">{product}</span>
            </>
          )}
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
          Still being summarised. Check back later.
        </p>
      ) : themes.length === 0 ? (
        <p class="muted">None yet.</p>
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
