/** Small request/response helpers shared by the route handlers. */
import type { Catalog, Scope } from './catalog';
import type { Team } from './teams';

/** A JSON error answer: `{"error": message}` with the status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** What a handler returns: a JSON body, its status and extra headers. */
export type ApiResult = { status?: number; body: unknown; headers?: Record<string, string> };

/** Query string access: single values and bracketed arrays (`name[]=a&name[]=b`, plain `name=` accepted too). */
export class Query {
  constructor(private readonly params: URLSearchParams) {}

  /** The first value of a single parameter, trimmed; null when absent or empty. */
  one(name: string): string | null {
    const value = this.params.get(name)?.trim();
    return value ? value : null;
  }

  /** Every non-empty value of an array parameter. */
  many(name: string): string[] {
    return [...this.params.getAll(`${name}[]`), ...this.params.getAll(name)]
      .map((value) => value.trim())
      .filter((value) => value !== '');
  }

  /** true when the parameter appears at all (even empty). */
  has(name: string): boolean {
    return this.params.has(name) || this.params.has(`${name}[]`);
  }
}

/** Everything a handler needs about the request. */
export type RequestContext = {
  catalog: Catalog;
  team: Team;
  scope: Scope;
  query: Query;
  /** Decoded path parameters, in order. */
  params: string[];
};

export type Paging = { page: number; perPage: number; offset: number };

/**
 * page (default 1) and per_page (default, capped at max). Values that are not positive integers fall back to
 * the default; a per_page above the max is served at the max.
 */
export function readPaging(query: Query, defaultPerPage: number, maxPerPage: number): Paging {
  const page = positiveInteger(query.one('page')) ?? 1;
  const perPage = Math.min(maxPerPage, positiveInteger(query.one('per_page')) ?? defaultPerPage);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** A positive integer from query text, or null. */
export function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Rounds to one decimal (ratings, percentages). */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
