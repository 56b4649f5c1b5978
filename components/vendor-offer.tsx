import type { VendorOffer as Offer } from '@/lib/shared/messaging';
import { pluralize } from '@/lib/ui/format';

/**
 * A vendor a lookup named where no account matched (its own website, or its exact name): its profile is what
 * the rep wants there, one click away, with how much the team's buyers say about it.
 */
export function VendorOffer({ vendor, onOpen }: { vendor: Offer; onOpen: () => void }) {
  return (
    <div data-testid="vendor-offer" data-slug={vendor.slug}>
      <p>
        <strong dir="auto" class="user-text">
          {vendor.name}
        </strong>{' '}
        is a vendor in your buyers' stacks: {pluralize(vendor.buyerCount, 'buyer')},{' '}
        {pluralize(vendor.interviewCount, 'interview')}.
      </p>
      <button type="button" onClick={onOpen} data-testid="open-vendor-offer">
        Open the <span dir="auto">{vendor.name}</span> vendor profile
      </button>
    </div>
  );
}
