// The module graph (ADR 0007), checked by `npm run lint`. Modules form layers; a module may
// import only modules below it, and only through their face (index.ts):
//
//   web
//   teams -> workspaces, accounts, links, account-deletion
//   credentials -> accounts
//   account-deletion -> links, accounts
//   health -> links, accounts, safety
//   imports
//   shorten
//   redirect -> analytics      webhooks
//   links
//   audit -> accounts
//   organize -> accounts       domains -> accounts, safety       qr      safety
//   workspaces
//   platform (and config.ts)
//
// Composition roots (app.ts, server.ts, cli/, workers) sit above every module.

/** Modules that `name` must not import: everything above it, and its own layer's other way. */
const ABOVE = {
  platform: ['teams', 'audit', 'web', 'health', 'account-deletion', 'credentials', 'imports', 'shorten', 'redirect', 'analytics', 'webhooks', 'links', 'organize', 'domains', 'accounts', 'qr', 'safety', 'workspaces'],
  safety: ['teams', 'audit', 'web', 'health', 'account-deletion', 'credentials', 'imports', 'shorten', 'redirect', 'analytics', 'webhooks', 'links', 'organize', 'domains', 'accounts', 'qr'],
  qr: ['teams', 'audit', 'web', 'health', 'account-deletion', 'credentials', 'imports', 'shorten', 'redirect', 'analytics', 'webhooks', 'links', 'organize', 'domains', 'accounts', 'safety'],
  accounts: ['teams', 'audit', 'web', 'health', 'account-deletion', 'credentials', 'imports', 'shorten', 'redirect', 'analytics', 'webhooks', 'links', 'organize', 'domains', 'qr', 'safety'],
  organize: ['teams', 'audit', 'web', 'health', 'account-deletion', 'credentials', 'imports', 'shorten', 'redirect', 'analytics', 'webhooks', 'links', 'domains', 'qr', 'safety'],
  domains: ['teams', 'audit', 'web', 'health', 'account-deletion', 'credentials', 'imports', 'shorten', 'redirect', 'analytics', 'webhooks', 'links', 'organize', 'qr'],
  health: ['teams', 'web', 'account-deletion', 'credentials', 'imports', 'shorten', 'redirect', 'analytics', 'webhooks'],
  links: ['teams', 'web', 'health', 'account-deletion', 'credentials', 'imports', 'shorten', 'redirect', 'analytics', 'webhooks'],
  analytics: ['teams', 'web', 'health', 'account-deletion', 'credentials', 'imports', 'shorten', 'redirect', 'webhooks'],
  webhooks: ['teams', 'web', 'health', 'account-deletion', 'credentials', 'imports', 'shorten', 'redirect', 'analytics'],
  redirect: ['teams', 'web', 'health', 'account-deletion', 'credentials', 'imports', 'shorten', 'webhooks'],
  shorten: ['teams', 'web', 'health', 'account-deletion', 'credentials'],
  credentials: ['teams', 'audit', 'web', 'imports', 'shorten', 'redirect', 'analytics', 'webhooks', 'links', 'organize', 'domains', 'qr', 'safety'],
  'account-deletion': ['teams', 'web', 'imports', 'shorten'],
  // Members and invites: above accounts, links and account-deletion, below web.
  teams: ['audit', 'web', 'health', 'credentials', 'imports', 'shorten', 'redirect', 'analytics', 'webhooks', 'organize', 'domains', 'qr', 'safety'],
  // Who owns what and the roles of members: just above platform, so accounts can read a role at the door.
  workspaces: ['teams', 'audit', 'web', 'health', 'account-deletion', 'credentials', 'imports', 'shorten', 'redirect', 'analytics', 'webhooks', 'links', 'organize', 'domains', 'accounts', 'qr', 'safety'],
  // Reads and keeps the audit log; writing an entry is platform's (platform/events/audit.ts), so any module can.
  audit: ['teams', 'web', 'health', 'account-deletion', 'credentials', 'imports', 'shorten', 'redirect', 'analytics', 'webhooks', 'links', 'organize', 'domains', 'qr', 'safety'],
};

const layerRules = Object.entries(ABOVE).map(([name, above]) => ({
  name: `layers-${name}`,
  comment: `${name} must not depend on ${above.join(', ')}: they sit above it in the module graph`,
  severity: 'error',
  from: { path: name === 'platform' ? '^src/(platform|config\\.ts)' : `^src/modules/${name}/` },
  to: { path: `^src/modules/(${above.join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Files must not import each other in a circle',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-face',
      comment: 'Another module is imported through its index.ts only',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'roots-use-faces',
      comment: 'Composition roots (app.ts, cli, workers) use the modules through their index.ts too',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/modules/' },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/web-client/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
