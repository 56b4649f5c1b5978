import type { VendorMatch } from '@/lib/shared/messaging';
import type { SidebarRoute } from '@/lib/ui/navigation-history';
import { textSearchRoute } from '@/lib/ui/research-route';

/**
 * Research one click from the lookup box: a search of accounts (for the typed words, when there are some) and
 * one of interviews for the typed words, each opening the sidebar.
 */
export function LookupShortcuts({ text, onOpen }: { text: string; onOpen: (route: SidebarRoute) => void }) {
  const words = text.replace(/\s+/g, ' ').trim();
  return (
    <ul class="plain row" aria-label="Research" style={{ marginTop: '6px' }}>
      <li>
        <button
          type="button"
          class="link"
          title={words ? `Accounts whose interviews mention “${words}”` : 'Every account in your interviews'}
          onClick={() => onOpen(textSearchRoute('accounts', words))}
        >
          Search accounts…
        </button>
      </li>
      {words && (
        <li>
          <button
            type="button"
            class="link user-text"
            dir="auto"
            title={words}
            onClick={() => onOpen(textSearchRoute('interviews', words))}
          >
            <span class="clamp">Search interviews for ‘{words}’</span>
          </button>
        </li>
      )}
    </ul>
  );
}

/** The vendor the looked-up text names (by name or domain, from the reference list), with its profile a click away. */
export function VendorOffer({
  vendor,
  onOpen,
}: {
  vendor: VendorMatch;
  onOpen: (route: SidebarRoute) => void;
}) {
  return (
    <section class="card" aria-labelledby="lookup-vendor-name" data-testid="lookup-vendor">
      <p class="muted">A vendor in your team's interviews</p>
      <h2 id="lookup-vendor-name" class="user-text" dir="auto" title={vendor.name}>
        <span class="clamp">{vendor.name}</span>
      </h2>
      <div class="muted user-text">{vendor.domain}</div>
      <button type="button" onClick={() => onOpen({ view: 'vendor', slug: vendor.slug })}>
        Open vendor profile
      </button>
    </section>
  );
}
