/** What a list gives when the query names no page: the schemas' defaults, and the type's. */
export const PAGE_DEFAULTS = { page: 1, per_page: 25 } as const;

/** The query with its paging filled in (the validator does so from the schema's defaults). */
export function withPageDefaults<Q extends { page?: number; per_page?: number }>(query: Q): Q & { page: number; per_page: number } {
  return { ...query, page: query.page ?? PAGE_DEFAULTS.page, per_page: query.per_page ?? PAGE_DEFAULTS.per_page };
}

/** `links` and `meta` of a list response; page URLs keep the caller's other query parameters. */
export function pageLinks(baseUrl: string, requestUrl: string, page: number, perPage: number, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = new URL(requestUrl, baseUrl);
  const at = (target: number) => {
    url.searchParams.set('page', String(target));
    url.searchParams.set('per_page', String(perPage));
    return `${baseUrl}${url.pathname}?${url.searchParams.toString()}`;
  };
  return {
    links: {
      first: at(1),
      last: at(lastPage),
      prev: page > 1 ? at(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? at(page + 1) : null,
    },
    meta: { current_page: page, per_page: perPage, total, last_page: lastPage },
  };
}

const url = { type: ['string', 'null'] } as const;

/** The response schema of a paged list: `data`, then `links` and `meta` as `pageLinks` builds them. */
export function pagedListSchema<Items extends object>(items: Items) {
  return {
    type: 'object',
    required: ['data', 'links', 'meta'],
    properties: {
      data: { type: 'array', items },
      links: { type: 'object', required: ['first', 'last', 'prev', 'next'], properties: { first: url, last: url, prev: url, next: url } },
      meta: {
        type: 'object',
        required: ['current_page', 'per_page', 'total', 'last_page'],
        properties: {
          current_page: { type: 'integer' },
          per_page: { type: 'integer' },
          total: { type: 'integer' },
          last_page: { type: 'integer' },
        },
      },
    },
  } as const;
}
