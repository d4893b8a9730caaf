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
