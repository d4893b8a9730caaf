import { createRequire } from 'node:module';
import { ShortenerApiError, type ShortenerClient } from '@shortener/client';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, type CallToolResult, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { clientFor, resolveCredentials } from '../api/credentials.js';
import type { OpenApiDocument } from './mcp.schemas.js';
import { buildTools, type Tool, ToolInputError, type ToolOutput } from './mcp.tools.js';

const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string };

/** The served document, fetched once it is first needed: tools describe the server they act on. */
async function fetchDocument(url: string): Promise<OpenApiDocument> {
  const response = await fetch(`${url}/api/v1/openapi.json`, { headers: { accept: 'application/json' } }).catch((error: unknown) => {
    // Said in those words for the host to show, rather than `fetch failed`.
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new ShortenerApiError(0, 'network_error', `could not reach ${url}: ${cause}`);
  });
  if (!response.ok) throw new ShortenerApiError(response.status, `http_${response.status}`, `GET ${url}/api/v1/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/** A listing while the server is down fails with a hint; a call says it as a tool error instead. */
function toListingError(error: unknown): unknown {
  if (error instanceof ShortenerApiError && error.code === 'network_error') return new Error(`${error.message}; is the server running, and is SHORTENER_URL right?`);
  return error;
}

function toResult(output: ToolOutput): CallToolResult {
  if ('png' in output) return { content: [{ type: 'image', data: Buffer.from(output.png).toString('base64'), mimeType: 'image/png' }] };
  return { content: [{ type: 'text', text: JSON.stringify(output.json, null, 2) }] };
}

/** An API refusal is a tool error carrying its code and message, for the model to read. */
function toErrorResult(error: unknown): CallToolResult {
  if (error instanceof ShortenerApiError) {
    const details = error.details ? `\n${JSON.stringify(error.details)}` : '';
    return { isError: true, content: [{ type: 'text', text: `Error ${error.code} (HTTP ${error.status}): ${error.message}${details}` }] };
  }
  if (error instanceof ToolInputError) return { isError: true, content: [{ type: 'text', text: `Error invalid_arguments: ${error.message}` }] };
  throw error;
}

/** `shortener mcp`: the link tools over stdio, acting with the CLI's credentials and that token's scopes. */
export async function runMcpServer(): Promise<void> {
  const credentials = await resolveCredentials();
  const client: ShortenerClient = clientFor(credentials);
  let tools: Promise<Tool[]> | null = null;
  const loadTools = () => {
    tools ??= fetchDocument(credentials.url).then(buildTools);
    // A failed fetch is tried again by the next request.
    tools.catch(() => (tools = null));
    return tools;
  };

  // The low-level server: the input schemas are JSON Schema from the document, which McpServer
  // (zod schemas only) cannot take.
  const server = new Server({ name: 'shortener', version }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    try {
      return { tools: (await loadTools()).map(({ name, description, inputSchema }) => ({ name, description, inputSchema })) };
    } catch (error) {
      throw toListingError(error);
    }
  });
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    // A host that cached the list calls before any listing: the document is fetched here then.
    let loaded: Tool[];
    try {
      loaded = await loadTools();
    } catch (error) {
      return toErrorResult(error);
    }
    const tool = loaded.find((candidate) => candidate.name === request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `Error unknown_tool: no tool named ${request.params.name}` }] };
    try {
      return toResult(await tool.run(client, request.params.arguments ?? {}));
    } catch (error) {
      return toErrorResult(error);
    }
  });

  const closed = new Promise<void>((resolve) => (server.onclose = resolve));
  // The host closing our standard input is the end of the session.
  process.stdin.once('end', () => void server.close());
  await server.connect(new StdioServerTransport());
  await closed;
}
