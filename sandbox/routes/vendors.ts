/** Vendor profile endpoints: /vendors/:slug, /vendors/:slug/buyers, /vendors/:slug/buyers_also_buy. */
import { type Catalog, normalizeKey, type Scope } from '../catalog';
import type { Vendor } from '../dataset';
import { type ApiResult, HttpError, type RequestContext, readPaging } from '../http-kit';
import { suggest } from '../suggest';
import {
  alsoBuy,
  buyerObject,
  median,
  mentionRatings,
  type VendorFilter,
  vendorBuyers,
  vendorMentions,
} from './vendor-stats';

type ResolvedVendor = { vendor: Vendor; filter: VendorFilter };

/** The vendor's use cases: its markets plus those of its products. */
function vendorUseCases(catalog: Catalog, vendor: Vendor): number[] {
  const ids = new Set(vendor.useCases);
  for (const product of vendor.products)
    for (const id of catalog.data.products[product]?.useCases ?? []) ids.add(id);
  return [...ids];
}

/** Looks the slug up (404 when unknown or never mentioned in the team's transcripts) and validates filters. */
function resolveVendorRequest({ catalog, scope, query, params }: RequestContext): ResolvedVendor {
  const slug = normalizeKey(params[0] ?? '');
  const index = catalog.vendorBySlug.get(slug);
  const vendor = index === undefined ? undefined : catalog.data.vendors[index];
  if (
    !vendor ||
    vendorMentions(catalog, scope, vendor.index, { product: null, useCase: null }).length === 0
  ) {
    throw new HttpError(404, `Vendor '${params[0]}' not found.`);
  }
  const filter: VendorFilter = { product: null, useCase: null };
  const problems: string[] = [];
  const productName = query.one('product');
  if (productName !== null) {
    const names = vendor.products.map((product) => catalog.data.products[product]?.name ?? '');
    const position = names.findIndex((name) => normalizeKey(name) === normalizeKey(productName));
    if (position < 0) {
      problems.push(
        `- Could not find product '${productName}'. Did you mean: ${suggest(productName, names).join(', ')}?`,
      );
    } else filter.product = vendor.products[position] ?? null;
  }
  const useCaseName = query.one('use_case');
  if (useCaseName !== null) {
    const ids = vendorUseCases(catalog, vendor);
    const names = ids.map((id) => catalog.data.useCases[id] ?? '');
    const position = names.findIndex((name) => normalizeKey(name) === normalizeKey(useCaseName));
    if (position < 0) {
      problems.push(
        `- Could not find use case '${useCaseName}'. Did you mean: ${suggest(useCaseName, names).join(', ')}?`,
      );
    } else filter.useCase = ids[position] ?? null;
  }
  if (problems.length > 0) throw new HttpError(422, problems.join('\n'));
  return { vendor, filter };
}

function similarVendors(catalog: Catalog, scope: Scope, vendor: Vendor): { slug: string; name: string }[] {
  const mine = new Set(vendor.useCases);
  return catalog.data.vendors
    .filter((other) => other.index !== vendor.index)
    .map((other) => ({ other, overlap: other.useCases.filter((id) => mine.has(id)).length }))
    .filter(({ other, overlap }) => overlap > 0 && scopeMentions(catalog, scope, other.index))
    .sort((a, b) => b.overlap - a.overlap || a.other.name.localeCompare(b.other.name))
    .slice(0, 10)
    .map(({ other }) => ({ slug: other.slug, name: other.name }));
}

function scopeMentions(catalog: Catalog, scope: Scope, vendor: number): boolean {
  return catalog.data.transcripts.some(
    (transcript) => scope.visible[transcript.index] && transcript.vendors.includes(vendor),
  );
}

/** GET /api/v1/vendors/:slug */
export function getVendorProfile(context: RequestContext): ApiResult {
  const { catalog, scope } = context;
  const { vendor, filter } = resolveVendorRequest(context);
  const mentions = vendorMentions(catalog, scope, vendor.index, filter);
  const ratings = mentionRatings(mentions);
  const buyers = vendorBuyers(mentions);
  const others = alsoBuy(catalog, scope, vendor.index, buyers);
  const products = new Set<number>();
  const useCases = new Set<number>();
  for (const mention of mentions) {
    for (const entry of mention.entries) {
      products.add(entry.product);
      for (const id of entry.useCases) useCases.add(id);
    }
  }
  const average = ratings.length === 0 ? 0 : ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
  return {
    body: {
      data: {
        name: vendor.name,
        slug: vendor.slug,
        domain_name: vendor.domain,
        median_rating: median(ratings),
        average_rating: Math.round(average * 10) / 10,
        ratings_count: ratings.length,
        transcript_count: mentions.length,
        buyer_count: buyers.length,
        products: vendor.products
          .filter((id) => products.has(id))
          .map((id) => catalog.data.products[id]?.name),
        use_cases: [...useCases].sort((a, b) => a - b).map((id) => catalog.data.useCases[id]),
        likes: vendor.likes,
        dislikes: vendor.dislikes,
        buyers: buyers.slice(0, 10).map((buyer) => buyerObject(catalog, buyer)),
        other_products_in_buyers_tech_stack: others.slice(0, 10),
        other_products_in_buyers_tech_stack_total_count: others.length,
        similar_vendors_by_use_case: similarVendors(catalog, scope, vendor),
        links: {
          buyers: `/api/v1/vendors/${vendor.slug}/buyers`,
          buyers_also_buy: `/api/v1/vendors/${vendor.slug}/buyers_also_buy`,
        },
      },
    },
  };
}

/** GET /api/v1/vendors/:slug/buyers */
export function listVendorBuyers(context: RequestContext): ApiResult {
  const { catalog, scope, query } = context;
  const { vendor, filter } = resolveVendorRequest(context);
  const buyers = vendorBuyers(vendorMentions(catalog, scope, vendor.index, filter));
  const { page, perPage, offset } = readPaging(query, 5, 50);
  return {
    body: {
      data: buyers.slice(offset, offset + perPage).map((buyer) => buyerObject(catalog, buyer)),
      meta: { total_count: buyers.length, page, per_page: perPage },
    },
  };
}

/** GET /api/v1/vendors/:slug/buyers_also_buy */
export function listVendorAlsoBuy(context: RequestContext): ApiResult {
  const { catalog, scope, query } = context;
  const { vendor, filter } = resolveVendorRequest(context);
  const buyers = vendorBuyers(vendorMentions(catalog, scope, vendor.index, filter));
  const items = alsoBuy(catalog, scope, vendor.index, buyers);
  const { page, perPage, offset } = readPaging(query, 5, 50);
  return {
    body: {
      data: items.slice(offset, offset + perPage),
      meta: { total_count: items.length, page, per_page: perPage },
    },
  };
}
