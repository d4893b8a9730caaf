import { type Static, Type } from 'typebox';
import { requireAll } from '../../platform/http/api-schemas.js';
import { orNull, X_ERRORS } from '../../platform/http/validation.js';
import { RECORD_STATUSES } from './dns-records.js';

const MAX_URL = 2048;

const fallback = (description: string) =>
  Type.Optional(orNull(Type.String({ maxLength: MAX_URL, pattern: '\\S', description: `${description}; http or https, scanned for safety; null: the default`, [X_ERRORS]: { '*': `must be an http or https URL of at most ${MAX_URL} characters` } })));

const fallbacks = {
  root_url: fallback('Where the bare domain (`/`) sends visitors'),
  not_found_url: fallback('Where a short code that does not exist on this domain sends visitors'),
  expired_url: fallback('Where an expired or exhausted link without its own fallback sends visitors'),
};

export const DomainCreateBody = Type.Object({
  hostname: Type.String({
    maxLength: 2048,
    description: 'The domain, such as go.example.com (an IDN is stored as punycode; letter case and one trailing dot are dropped); a pasted URL such as https://Go.Example.com/path counts for its host name. Past the plan\'s count, 422 plan_limit, also for adds sent at once',
    examples: ['go.example.com'],
  }),
  ...fallbacks,
});
export type DomainCreateBody = Static<typeof DomainCreateBody>;

/** Largest `.well-known` file a domain may hold, as compact JSON. */
export const MAX_WELL_KNOWN_BYTES = 32_768;
/** Deepest nesting a `.well-known` file may have: Apple's and Google's files nest about five levels. */
export const MAX_WELL_KNOWN_DEPTH = 32;

export const DomainUpdateBody = Type.Object({
  apple_app_site_association: Type.Optional(
    orNull(Type.Object({}, { additionalProperties: true, description: `Served as /.well-known/apple-app-site-association on this domain (iOS universal links); at most ${MAX_WELL_KNOWN_BYTES} bytes as JSON, nested at most ${MAX_WELL_KNOWN_DEPTH} levels; null removes it` })),
  ),
  assetlinks: Type.Optional(
    orNull(Type.Array(Type.Unknown(), { description: `Served as /.well-known/assetlinks.json on this domain (Android app links); at most ${MAX_WELL_KNOWN_BYTES} bytes as JSON, nested at most ${MAX_WELL_KNOWN_DEPTH} levels; null removes it` })),
  ),
  enabled: Type.Optional(Type.Boolean({ description: 'false stops the domain serving at once' })),
  default: Type.Optional(Type.Boolean({ description: 'true: new links go on this domain unless they name another (verified domains only); false: back to the service\'s own host' })),
  ...fallbacks,
});
export type DomainUpdateBody = Static<typeof DomainUpdateBody>;

const nullableUrl = { type: ['string', 'null'], format: 'uri' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

const domain = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    hostname: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'verified'], description: '`verified` once the TXT record or the well-known file held the token' },
    enabled: { type: 'boolean' },
    default: { type: 'boolean', description: 'New links go here unless they name another domain' },
    verified_at: nullableDateTime,
    last_checked_at: nullableDateTime,
    next_check_at: { ...nullableDateTime, description: 'When the background check tries again (pending domains only)' },
    last_check_error: { type: ['string', 'null'] },
    verification: {
      type: 'object',
      description: 'Prove control with either: a TXT record `txt_name` = `shortener-verify=<token>`, or the token as the body of `http_url`',
      properties: {
        txt_name: { type: 'string', examples: ['_shortener-verify.go.example.com'] },
        http_url: { type: 'string', format: 'uri' },
        token: { type: ['string', 'null'], description: 'While the domain is pending; null once it is verified (and for a token issued before tokens were kept: POST .../token issues a new one)' },
      },
    },
    dns_records: {
      type: 'array',
      description:
        'The records to publish: the TXT proof while pending, and the record that points the domain at this service (CNAME to `CNAME_TARGET`, or A/AAAA to `PUBLIC_IPV4`/`PUBLIC_IPV6`; none when the server sets neither). `status` is looked up live by GET /domains/{id} and POST /domains/{id}/verify, and is `unchecked` elsewhere',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string', enum: ['TXT', 'A', 'AAAA', 'CNAME'] },
          purpose: { type: 'string', enum: ['verify', 'route'], description: '`verify`: proves control; `route`: sends visitors to this service' },
          name: { type: 'string', examples: ['_shortener-verify.go.example.com'] },
          relative_name: { type: 'string', description: 'The name inside its DNS zone, as most DNS providers ask for it (`@`: the zone itself)', examples: ['_shortener-verify.go'] },
          value: { type: ['string', 'null'], description: 'What the record must hold; null for a TXT record whose token is no longer known' },
          status: { type: 'string', enum: [...RECORD_STATUSES], description: '`ok`: DNS holds the value; `missing`: no such record; `wrong`: records with other values; `unknown`: DNS did not answer; `unchecked`: not looked up in this answer' },
          found: { type: 'array', items: { type: 'string' }, description: 'What DNS holds at that name and type now' },
        },
      },
    },
    root_url: nullableUrl,
    not_found_url: nullableUrl,
    expired_url: nullableUrl,
    apple_app_site_association: { anyOf: [{ type: 'object', additionalProperties: true }, { type: 'null' }], description: 'Served at /.well-known/apple-app-site-association' },
    assetlinks: { anyOf: [{ type: 'array', items: {} }, { type: 'null' }], description: 'Served at /.well-known/assetlinks.json' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const domainEnvelopeSchema = requireAll({ type: 'object', properties: { data: domain } } as const);
export const domainListSchema = requireAll({ type: 'object', properties: { data: { type: 'array', items: domain } } } as const);
