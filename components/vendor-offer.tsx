import type { VendorOffer as Offer } from '@/lib/shared/messaging';
import { Message } from './message';

/**
 * A vendor a lookup named where no account matched (its own website, or its exact name): its profile is what
 * the rep wants there, one click away, with how much the team's buyers say about it.
 */
export function VendorOffer({ vendor, onOpen }: { vendor: Offer; onOpen: () => void }) {
  return (
    <div data-testid="vendor-offer" data-slug={vendor.slug}>
      <p>
        <Message
          id="account.vendorOffer.text"
          values={{ name: vendor.name, buyers: vendor.buyerCount, interviews: vendor.interviewCount }}
          tags={{
            name: (text) => (
              <strong dir="auto" class="user-text">
                {text}
              </strong>
            ),
          }}
        />
      </p>
      <button type="button" onClick={onOpen} data-testid="open-vendor-offer">
        <Message
          id="account.vendorOffer.open"
          values={{ name: vendor.name }}
          tags={{ name: (text) => <span dir="auto">{text}</span> }}
        />
      </button>
    </div>
  );
}
