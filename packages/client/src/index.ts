// @shortener/client: a typed client of the URL shortener and QR code API.
export { type ClientOptions, createClient, type ShortenerClient } from './client.js';
export { type FieldErrors, ShortenerApiError } from './errors.js';
export type { RetryOptions } from './retry.js';
export type { Analytics, AnalyticsQuery, Link, LinkCreateInput, LinkListFilters, LinkPage, LinkQrOptions, LinkUpdateInput, ShortenResult, Usage } from './types.js';
export type { components, operations, paths } from './generated/openapi.js';
