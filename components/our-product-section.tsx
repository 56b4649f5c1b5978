import { useEffect, useId, useState } from 'preact/hooks';
import type { AccountDetail } from '@/lib/api/accounts';
import type { VendorProfile, VendorProfileParams } from '@/lib/api/vendors';
import {
  type Competitor,
  ourProductInStack,
  profilesToFetch,
  type StackUse,
} from '@/lib/meeting/our-product';
import { loadCurrentYourCompany, watchYourCompanies, yourCompanyOf } from '@/lib/meeting/your-company';
import { loadYourProfile, type YourProfile } from '@/lib/meeting/your-profile';
import type { Fetched } from '@/lib/shared/messaging';
import { connectionItem, type YourCompanySetting } from '@/lib/shared/storage-items';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatRating } from '@/lib/ui/format';
import { STATUS_LABELS } from '@/lib/ui/tech-stack';

// Profiles asked for by this page, by slug and product: an account opened again, or the next account with the
// same competitors, asks nothing (the background caches them too; this saves the messages). The page reloads
// when the connection changes (use-connection.ts), which drops this memo with it. The meeting brief's Copy and
// Print read the same (use-brief-fetchers.ts).
const profileAnswers = new Map<string, Promise<Fetched<VendorProfile>>>();
export function vendorProfile(
  slug: string,
  params: VendorProfileParams = {},
): Promise<Fetched<VendorProfile>> {
  const key = `${slug}\n${params.product ?? ''}`;
  let answer = profileAnswers.get(key);
  if (!answer) {
    answer = backgroundClient.vendor(slug, params).then((fetched) => {
      if (!fetched.ok) profileAnswers.delete(key);
      return fetched;
    });
    profileAnswers.set(key, answer);
  }
  return answer;
}

/** The rep's "Your company" on the page's connection, kept current when Options changes it. */
function useYourCompany(): YourCompanySetting | null {
  const [setting, setSetting] = useState<YourCompanySetting | null>(null);
  useEffect(() => {
    let live = true;
    void loadCurrentYourCompany().then((value) => live && setSetting(value));
    const unwatch = watchYourCompanies((list) => {
      void connectionItem.getValue().then((value) => live && setSetting(yourCompanyOf(list, value?.id)));
    });
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  return setting;
}

type Profiles = {
  /** Your vendor's profile and use cases: undefined while they load, null when they could not be had. */
  ours: YourProfile | null | undefined;
  /** Why your profile could not be had, to say so. */
  problem: string | null;
  competitors: ReadonlyMap<string, VendorProfile>;
};

/**
 * "Your product here" in the account view (issue 20, section 2), shown only when Your company is set: whether
 * the account uses your product and how it rates it, its competitors with status and rating, and what buyers
 * dislike about each (lib/meeting/our-product.ts). Everything from the API is text; a profile opens in the
 * side panel.
 */
export function OurProductSection({
  account,
  onOpenVendor,
}: {
  account: AccountDetail;
  onOpenVendor: (slug: string) => void;
}) {
  const setting = useYourCompany();
  const headingId = useId();
  const [profiles, setProfiles] = useState<Profiles>({
    ours: undefined,
    problem: null,
    competitors: new Map(),
  });
  const ourSlug = setting?.vendor.slug ?? null;

  useEffect(() => {
    setProfiles({ ours: undefined, problem: null, competitors: new Map() });
    if (!setting) return;
    let live = true;
    void loadYourProfile(setting, vendorProfile).then(async (answer) => {
      if (!live) return;
      if (!answer.ok) {
        setProfiles({ ours: null, problem: answer.error.message, competitors: new Map() });
        return;
      }
      setProfiles({ ours: answer.data, problem: null, competitors: new Map() });
      const slugs = profilesToFetch(account, setting, answer.data.profile, answer.data.useCases);
      const fetched = await Promise.all(slugs.map((slug) => vendorProfile(slug)));
      if (!live) return;
      const competitors = new Map<string, VendorProfile>();
      for (const competitor of fetched)
        if (competitor.ok) competitors.set(competitor.data.slug, competitor.data);
      setProfiles({ ours: answer.data, problem: null, competitors });
    });
    return () => {
      live = false;
    };
    // The setting's content, not its identity: a watch firing with the same choice asks nothing again.
  }, [account, ourSlug, setting?.products.join('\n')]);

  if (!setting) return null;
  const view = ourProductInStack(
    account,
    setting,
    profiles.ours?.profile ?? null,
    profiles.competitors,
    profiles.ours?.useCases,
  );
  return (
    <section class="card our-product" aria-labelledby={headingId} data-testid="our-product">
      <h3 id={headingId}>Your product here</h3>
      {view.ours.length > 0 ? (
        <ul class="plain" data-testid="our-product-usage">
          {view.ours.map((use) => (
            <li key={use.product} dir="auto" class="user-text">
              Uses <strong>{use.product}</strong>: {describeUse(use)}
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="our-product-usage">
          No {setting.products.length > 0 ? 'product you picked' : `${setting.vendor.name} product`} in this
          account's stack.
        </p>
      )}
      {profiles.ours === undefined && <p class="hint">Looking for competitors…</p>}
      {profiles.problem !== null && (
        <p class="hint">
          Competitors need {setting.vendor.name}'s vendor profile: {profiles.problem}
        </p>
      )}
      {profiles.ours &&
        (view.competitors.length > 0 ? (
          <>
            <h4>Competitors in their stack</h4>
            <ul class="plain" data-testid="our-product-competitors">
              {view.competitors.map((competitor) => (
                <CompetitorItem
                  key={competitor.vendorSlug ?? competitor.vendorName}
                  competitor={competitor}
                  onOpenVendor={onOpenVendor}
                />
              ))}
            </ul>
          </>
        ) : (
          <p data-testid="our-product-competitors">No competitor of yours in this account's stack.</p>
        ))}
    </section>
  );
}

function describeUse(use: StackUse): string {
  return `${STATUS_LABELS[use.status]}, rated ${formatRating(use.rating, 10)}`;
}

function CompetitorItem({
  competitor,
  onOpenVendor,
}: {
  competitor: Competitor;
  onOpenVendor: (slug: string) => void;
}) {
  const { vendorSlug, dislikes } = competitor;
  return (
    <li data-testid="our-product-competitor" data-status={competitor.products[0]?.status}>
      <div dir="auto" class="user-text">
        <strong>{competitor.vendorName}</strong>
        {competitor.sharedUseCases.length > 0 && (
          <span class="muted"> · {competitor.sharedUseCases.join(', ')}</span>
        )}
      </div>
      {competitor.products.map((use) => (
        <div key={use.product} dir="auto" class="user-text">
          {use.product}: {describeUse(use)}
        </div>
      ))}
      {dislikes.state === 'named' && (
        <div class="hint">
          Buyers dislike:
          <ul data-testid="our-product-dislikes">
            {dislikes.headlines.map((headline) => (
              <li key={headline} dir="auto" class="user-text">
                {headline}
              </li>
            ))}
          </ul>
        </div>
      )}
      {dislikes.state === 'none' && <div class="hint">No dislikes summarized yet.</div>}
      {vendorSlug && (
        <button type="button" class="link" onClick={() => onOpenVendor(vendorSlug)}>
          {competitor.vendorName}'s profile
        </button>
      )}
    </li>
  );
}
