import createFetchClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/openapi.js';
import { type RetryOptions, retryOn429 } from './retry.js';
import { send } from './send.js';
import type { Analytics, AnalyticsQuery, Link, LinkCreateInput, LinkListFilters, LinkPage, LinkQrOptions, LinkUpdateInput, ShortenResult, Usage } from './types.js';

export interface ClientOptions {
  /** Where the service runs, such as `https://sho.rt` (no `/api/v1`). */
  baseUrl: string;
  /** An API token (`Authorization: Bearer`); only the keyless `shorten` works without one. */
  token?: string;
  /** Another fetch (a proxy agent, a test double of the network); the global one by default. */
  fetch?: (input: Request) => Promise<Response>;
  /** How 429 answers are retried (after `Retry-After`, at most twice by default). */
  retry?: RetryOptions;
}

/** The client: hand-written calls for links, analytics and QR codes; `raw` for every operation. */
export interface ShortenerClient {
  /** The typed openapi-fetch client over the whole document (folders, tags, webhooks...). */
  raw: Client<paths>;
  links: {
    create(input: LinkCreateInput): Promise<Link>;
    /** Every link matching `filters`, page after page, as one async iterator. */
    list(filters?: LinkListFilters): AsyncGenerator<Link, void, undefined>;
    /** One page, with the paging links and totals. */
    page(filters?: LinkListFilters & { page?: number }): Promise<LinkPage>;
    get(id: number): Promise<Link>;
    getBySlug(slug: string, options?: { domain?: string }): Promise<Link>;
    update(id: number, input: LinkUpdateInput): Promise<Link>;
    delete(id: number): Promise<void>;
  };
  analytics: {
    get(id: number, query?: AnalyticsQuery): Promise<Analytics>;
  };
  qr: {
    /** The link's QR code in its saved design, as bytes (PNG unless `format: 'svg'`). */
    link(id: number, options?: LinkQrOptions): Promise<Uint8Array>;
  };
  account: {
    /** The token's account: plan, usage and limits (any valid token may read it). */
    usage(): Promise<Usage>;
  };
  /** Keyless POST /api/shorten: an anonymous link, no token needed. */
  shorten(url: string): Promise<ShortenResult>;
}

const PAGE_SIZE = 100;

/** A client for one server and token. */
export function createClient(options: ClientOptions): ShortenerClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const raw = createFetchClient<paths>({
    baseUrl,
    fetch: retryOn429(fetchImpl, options.retry),
    headers: { accept: 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
  });
  const call = <R extends { data?: unknown; error?: unknown; response: Response }>(run: () => Promise<R>) => send(baseUrl, run);
  const byId = (id: number) => ({ params: { path: { id } } });

  const page = (filters: LinkListFilters & { page?: number } = {}) => call(() => raw.GET('/api/v1/links', { params: { query: { per_page: PAGE_SIZE, ...filters } } }));
  return {
    raw,
    links: {
      create: async (input) => (await call(() => raw.POST('/api/v1/links', { body: input }))).data,
      async *list(filters = {}) {
        for (let number = 1; ; number++) {
          const current = await page({ ...filters, page: number });
          yield* current.data;
          if (current.links.next === null || current.data.length === 0) return;
        }
      },
      page,
      get: async (id) => (await call(() => raw.GET('/api/v1/links/{id}', byId(id)))).data,
      getBySlug: async (slug, { domain } = {}) =>
        (await call(() => raw.GET('/api/v1/links/by-slug/{slug}', { params: { path: { slug }, query: domain === undefined ? {} : { domain } } }))).data,
      update: async (id, input) => (await call(() => raw.PATCH('/api/v1/links/{id}', { ...byId(id), body: input }))).data,
      delete: async (id) => {
        await call(() => raw.DELETE('/api/v1/links/{id}', byId(id)));
      },
    },
    analytics: {
      get: async (id, query = {}) => (await call(() => raw.GET('/api/v1/links/{id}/analytics', { params: { path: { id }, query } }))).data,
    },
    qr: {
      link: async (id, query = {}) => {
        const bytes = await call(() => raw.GET('/api/v1/links/{id}/qr', { params: { path: { id }, query }, parseAs: 'arrayBuffer' }));
        return new Uint8Array(bytes);
      },
    },
    account: {
      usage: async () => (await call(() => raw.GET('/api/v1/account/usage'))).data,
    },
    shorten: (url) => call(() => raw.POST('/api/shorten', { body: { url } })),
  };
}
