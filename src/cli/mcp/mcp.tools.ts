import type { LinkCreateInput, LinkListFilters, LinkUpdateInput, ShortenerClient } from '@shortener/client';
import { describeOperation, inputSchemaOf, type ObjectSchema, type OpenApiDocument } from './mcp.schemas.js';

type Args = Record<string, unknown>;

/** What a tool answers: JSON as text, or an image. */
export type ToolOutput = { json: unknown } | { png: Uint8Array };

export interface Tool {
  name: string;
  description: string;
  inputSchema: ObjectSchema;
  run(client: ShortenerClient, args: Args): Promise<ToolOutput>;
}

/** A usage problem of a tool call (not the API's): reported as a tool error too. */
export class ToolInputError extends Error {}

function idOf(args: Args): number {
  const id = args.id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw new ToolInputError('id must be a link id (a whole number)');
  return id;
}

const withoutId = ({ id: _id, ...rest }: Args) => rest;
const json = async (value: Promise<unknown>): Promise<ToolOutput> => ({ json: await value });

/** The tools of `shortener mcp`, each schema taken from the served document. */
export function buildTools(document: OpenApiDocument): Tool[] {
  const byId = '/api/v1/links/{id}';
  const getBySlug = inputSchemaOf(document, 'get', '/api/v1/links/by-slug/{slug}');
  const getById = inputSchemaOf(document, 'get', byId);
  return [
    {
      name: 'create_link',
      description: describeOperation(document, 'post', '/api/v1/links', 'Returns the new link with its short_url'),
      inputSchema: inputSchemaOf(document, 'post', '/api/v1/links'),
      run: (client, args) => json(client.links.create(args as LinkCreateInput)),
    },
    {
      name: 'list_links',
      description: describeOperation(document, 'get', '/api/v1/links', 'One page (data, links, meta); ask for the next page while meta.current_page < meta.last_page'),
      inputSchema: inputSchemaOf(document, 'get', '/api/v1/links'),
      run: (client, args) => json(client.links.page(args as LinkListFilters & { page?: number })),
    },
    {
      name: 'get_link',
      description: 'Get one of your links, by id or by slug (with domain for a branded domain)',
      inputSchema: { type: 'object', properties: { ...getById.properties, ...getBySlug.properties } },
      run: async (client, args): Promise<ToolOutput> => {
        if (args.id !== undefined) return { json: await client.links.get(idOf(args)) };
        if (typeof args.slug !== 'string' || args.slug === '') throw new ToolInputError('give id or slug');
        return { json: await client.links.getBySlug(args.slug, typeof args.domain === 'string' ? { domain: args.domain } : {}) };
      },
    },
    {
      name: 'update_link',
      description: describeOperation(document, 'patch', byId, 'Only the fields given change'),
      inputSchema: inputSchemaOf(document, 'patch', byId),
      run: (client, args) => json(client.links.update(idOf(args), withoutId(args) as LinkUpdateInput)),
    },
    {
      name: 'delete_link',
      description: describeOperation(document, 'delete', byId),
      inputSchema: inputSchemaOf(document, 'delete', byId),
      run: async (client, args) => {
        await client.links.delete(idOf(args));
        return { json: { deleted: args.id } };
      },
    },
    {
      name: 'get_link_analytics',
      description: describeOperation(document, 'get', `${byId}/analytics`),
      inputSchema: inputSchemaOf(document, 'get', `${byId}/analytics`),
      run: (client, args) => json(client.analytics.get(idOf(args), withoutId(args))),
    },
    {
      name: 'get_link_qr',
      description: describeOperation(document, 'get', `${byId}/qr`, 'Returned as a PNG image'),
      inputSchema: inputSchemaOf(document, 'get', `${byId}/qr`, ['format', 'download']),
      run: async (client, args) => ({ png: await client.qr.link(idOf(args), { ...withoutId(args), format: 'png' }) }),
    },
    {
      name: 'shorten_url',
      description: describeOperation(document, 'post', '/api/shorten', 'Anonymous: the link belongs to no account'),
      inputSchema: inputSchemaOf(document, 'post', '/api/shorten'),
      run: (client, args) => {
        if (typeof args.url !== 'string') throw new ToolInputError('url is required');
        return json(client.shorten(args.url));
      },
    },
  ];
}
