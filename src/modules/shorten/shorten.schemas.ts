export const shortenBodySchema = {
  type: 'object',
  required: ['url'],
  properties: {
    url: {
      type: 'string',
      maxLength: 2048,
      description: 'The long URL; https:// is assumed when the scheme is omitted.',
      examples: ['example.com/a?b=1'],
    },
  },
} as const;

export const shortenResultSchema = {
  type: 'object',
  required: ['short_url', 'slug', 'qr_url', 'preview_url', 'claim_url', 'expires', 'docs'],
  properties: {
    short_url: { type: 'string', format: 'uri' },
    slug: { type: 'string' },
    qr_url: { type: 'string', format: 'uri', description: 'PNG QR code of the short link; append .svg for SVG' },
    preview_url: { type: 'string', format: 'uri' },
    claim_url: { type: 'string', format: 'uri', description: 'Sign up here to keep and manage the link' },
    expires: { type: 'string' },
    docs: { type: 'string', format: 'uri' },
  },
} as const;
