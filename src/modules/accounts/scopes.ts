export const SCOPES = ['links:read', 'links:write', 'analytics:read', 'webhooks:write', 'workspace:read', 'workspace:write'] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** Parses `a,b` or `a b`; throws a message naming the first unknown scope. */
export function parseScopes(text: string): Scope[] {
  const scopes = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
  if (scopes.length === 0) throw new Error(`give at least one scope of ${SCOPES.join(', ')}`);
  for (const scope of scopes) {
    if (!isScope(scope)) throw new Error(`unknown scope "${scope}"; scopes are ${SCOPES.join(', ')}`);
  }
  return scopes as Scope[];
}
