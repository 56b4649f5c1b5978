import type { ComponentChildren } from 'preact';
import { useEffect, useId, useState } from 'preact/hooks';
import type { AccountDetail } from '@/lib/api/accounts';
import type { VendorProfile, VendorProfileParams } from '@/lib/api/vendors';
import { t } from '@/lib/i18n/catalogue';
import {
  type Competitor,
  ourProductInStack,
  profilesToFetch,
  type StackUse,
} from '@/lib/meeting/our-product';
import { loadYourProfile, type YourProfile } from '@/lib/meeting/your-profile';
import type { Fetched } from '@/lib/shared/messaging';
import { backgroundClient } from '@/lib/ui/background-client';
import { errorMessage } from '@/lib/ui/error-message';
import { formatRating } from '@/lib/ui/format';
import { statusLabel } from '@/lib/ui/tech-stack';
import { Message } from './message';
import { useYourCompany } from './use-your-company';

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

type Profiles = {
  /** Your vendor's profile and use cases: undefined while they load, null when they could not be had. */
  ours: YourProfile | null | undefined;
  /** Why your profile could not be had, to say so. */
  problem: string | null;
  competitors: ReadonlyMap<string, VendorProfile>;
};

/**
 * "Your product here" in the account view, shown only when Your company is set: whether
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
        setProfiles({ ours: null, problem: errorMessage(answer.error), competitors: new Map() });
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
      <h3 id={headingId}>{t('account.ourProductSection.heading')}</h3>
      {view.ours.length > 0 ? (
        <ul class="plain" data-testid="our-product-usage">
          {view.ours.map((use) => (
            <li key={use.product} dir="auto" class="user-text">
              <Message
                id="account.ourProductSection.uses"
                values={{ product: use.product, use: describeUse(use) }}
                tags={{ strong: (text) => <strong>{text}</strong> }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="our-product-usage">
          {setting.products.length > 0 ? (
            t('account.ourProductSection.noPickedProduct')
          ) : (
            <Message
              id="account.ourProductSection.noVendorProduct"
              values={{ vendor: setting.vendor.name }}
              tags={{ vendor: isolated }}
            />
          )}
        </p>
      )}
      {profiles.ours === undefined && (
        <p class="hint">{t('account.ourProductSection.lookingForCompetitors')}</p>
      )}
      {profiles.problem !== null && (
        <p class="hint">
          <Message
            id="account.ourProductSection.profileProblem"
            values={{ vendor: setting.vendor.name, problem: profiles.problem }}
            tags={{ vendor: isolated }}
          />
        </p>
      )}
      {profiles.ours &&
        (view.competitors.length > 0 ? (
          <>
            <h4>{t('account.ourProductSection.competitorsHeading')}</h4>
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
          <p data-testid="our-product-competitors">{t('account.ourProductSection.noCompetitors')}</p>
        ))}
    </section>
  );
}

/** A vendor's name inside a sentence, in its own direction. */
function isolated(text: ComponentChildren) {
  return <bdi class="user-text">{text}</bdi>;
}

function describeUse(use: StackUse): string {
  return t('account.ourProductSection.use', {
    status: statusLabel(use.status),
    rating: formatRating(use.rating, 10),
  });
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
          {t('account.ourProductSection.productUse', { product: use.product, use: describeUse(use) })}
        </div>
      ))}
      {dislikes.state === 'named' && (
        <div class="hint">
          {t('account.ourProductSection.buyersDislike')}
          <ul data-testid="our-product-dislikes">
            {dislikes.headlines.map((headline) => (
              <li key={headline} dir="auto" class="user-text">
                {headline}
              </li>
            ))}
          </ul>
        </div>
      )}
      {dislikes.state === 'none' && <div class="hint">{t('account.ourProductSection.noDislikes')}</div>}
      {vendorSlug && (
        <button type="button" class="link" onClick={() => onOpenVendor(vendorSlug)}>
          <Message
            id="account.ourProductSection.competitorProfile"
            values={{ vendor: competitor.vendorName }}
            tags={{ vendor: isolated }}
          />
        </button>
      )}
    </li>
  );
}
