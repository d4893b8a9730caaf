import type { components, operations } from './generated/openapi.js';

type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;
type Json<Op, Status extends number> = Op extends { responses: { [S in Status]: { content: { 'application/json': infer Body } } } } ? Body : never;
type Query<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** A link as the API returns it. */
export type Link = components['schemas']['Link'];
/** The body of POST /api/v1/links. */
export type LinkCreateInput = JsonBody<operations['createLink']>;
/** The body of PATCH /api/v1/links/{id}: any subset of the create fields. */
export type LinkUpdateInput = JsonBody<operations['updateLink']>;
/** Filters of GET /api/v1/links (paging is the iterator's business). */
export type LinkListFilters = Omit<Query<operations['listLinks']>, 'page'>;
/** One page of GET /api/v1/links. */
export type LinkPage = Json<operations['listLinks'], 200>;
/** Query of GET /api/v1/links/{id}/analytics. */
export type AnalyticsQuery = Query<operations['getLinkAnalytics']>;
/** A link's analytics over a window. */
export type Analytics = Json<operations['getLinkAnalytics'], 200>['data'];
/** Query of GET /api/v1/links/{id}/qr. */
export type LinkQrOptions = Query<operations['getLinkQr']>;
/** What POST /api/shorten answers. */
export type ShortenResult = Json<operations['shorten'], 201>;
/** The account's plan, usage and limits. */
export type Usage = Json<operations['getUsage'], 200>['data'];
