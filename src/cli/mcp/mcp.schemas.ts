// Tool input schemas cut from the served OpenAPI document: parameters and JSON bodies, with
// every `#/components/schemas/...` reference inlined, so each schema stands on its own.

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json> };
}

interface Operation {
  summary?: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: Json }>;
  requestBody?: { content?: Record<string, { schema?: Json }> };
}

/** A JSON Schema of an object, as MCP wants a tool's input. */
export interface ObjectSchema {
  type: 'object';
  properties: Record<string, Json>;
  required?: string[];
  [key: string]: unknown;
}

const REF = '#/components/schemas/';

/** `node` with references inlined (a cycle becomes `{}`) and our `x-` extensions dropped. */
function inline(node: unknown, document: OpenApiDocument, seen: ReadonlySet<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, document, seen));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith(REF)) {
    const name = ref.slice(REF.length);
    if (seen.has(name)) return {};
    return inline(document.components?.schemas?.[name] ?? {}, document, new Set([...seen, name]));
  }
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !key.startsWith('x-') && key !== '$id')
      .map(([key, value]) => [key, key === 'properties' ? inlineEach(value as Json, document, seen) : inline(value, document, seen)]),
  );
}

// Property names are data, not keywords: one called `x-...` would stay.
function inlineEach(properties: Json, document: OpenApiDocument, seen: ReadonlySet<string>): Json {
  return Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, inline(schema, document, seen)]));
}

export function operationOf(document: OpenApiDocument, method: string, path: string): Operation {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`the server's OpenAPI document has no ${method.toUpperCase()} ${path}`);
  return operation;
}

/** Path and query parameters plus the JSON body's properties of one operation, as one object schema. */
export function inputSchemaOf(document: OpenApiDocument, method: string, path: string, omit: string[] = []): ObjectSchema {
  const operation = operationOf(document, method, path);
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (!['path', 'query'].includes(parameter.in) || omit.includes(parameter.name)) continue;
    const schema = inline(parameter.schema ?? {}, document, new Set()) as Json;
    properties[parameter.name] = parameter.description ? { ...schema, description: parameter.description } : schema;
    if (parameter.required) required.push(parameter.name);
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (body) {
    const schema = inline(body, document, new Set()) as ObjectSchema;
    Object.assign(properties, schema.properties ?? {});
    required.push(...(schema.required ?? []));
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** The operation's summary and description, as a tool's description. */
export function describeOperation(document: OpenApiDocument, method: string, path: string, extra = ''): string {
  const operation = operationOf(document, method, path);
  return [operation.summary, operation.description, extra].filter(Boolean).join('. ');
}
