import type { Static } from 'typebox';
import { webUrlsIn } from './app-url.js';
import type { Preview, Rule, Variant } from './smart.schema.js';

export type RuleJson = Static<typeof Rule>;
export type VariantJson = Static<typeof Variant>;
export type PreviewJson = { title: string | null; description: string | null; image: string | null };
type PreviewBody = Static<typeof Preview>;
export type { PreviewBody };

/** A rule as the hot path tests it: lists as arrays (a handful of items), times as epoch ms. */
export interface CompiledRule {
  readonly device: readonly string[] | null;
  readonly os: readonly string[] | null;
  readonly browser: readonly string[] | null;
  readonly country: readonly string[] | null;
  readonly language: readonly string[] | null;
  /** [name, required value or null for "present"]. */
  readonly query: ReadonlyArray<readonly [string, string | null]> | null;
  readonly after: number | null;
  readonly before: number | null;
  readonly url: string;
}

/** A link's smart settings as the redirect reads them; `LinkTarget.smart` is null for a plain link. */
export interface SmartTarget {
  readonly rules: readonly CompiledRule[] | null;
  readonly variants: ReadonlyArray<{ readonly url: string; readonly weight: number }> | null;
  readonly iosUrl: string | null;
  readonly androidUrl: string | null;
  readonly forwardQuery: boolean;
  readonly preview: PreviewJson | null;
  /** Rules, variants or deep links: the destination depends on the visitor. */
  readonly routes: boolean;
  /** Routes or a preview: the answer depends on the visitor, so it is never cached by a browser. */
  readonly perVisitor: boolean;
}

/** The columns a link keeps its smart settings in. */
export interface SmartColumns {
  rules: string | null;
  variants: string | null;
  ios_url: string | null;
  android_url: string | null;
  preview: string | null;
  forward_query: number;
}

const parse = <T>(text: string | null): T | null => (text ? (JSON.parse(text) as T) : null);

/** The row's settings compiled for the redirect; null when there is nothing to do (the plain path). */
export function toSmartTarget(row: SmartColumns): SmartTarget | null {
  const rules = parse<RuleJson[]>(row.rules);
  const variants = parse<VariantJson[]>(row.variants);
  const preview = parse<PreviewJson>(row.preview);
  if (!rules && !variants && !row.ios_url && !row.android_url && !preview && row.forward_query !== 1) return null;
  const routes = rules !== null || variants !== null || row.ios_url !== null || row.android_url !== null;
  return Object.freeze({
    rules: rules?.map(compileRule) ?? null,
    variants: variants?.map((v) => Object.freeze({ url: v.destination_url, weight: v.weight })) ?? null,
    iosUrl: row.ios_url,
    androidUrl: row.android_url,
    forwardQuery: row.forward_query === 1,
    preview,
    routes,
    perVisitor: routes || preview !== null,
  });
}

/** A rule of the wire shape, compiled. */
export function compileRule(rule: RuleJson): CompiledRule {
  const c = rule.conditions;
  return Object.freeze({
    device: c.device ?? null,
    os: c.os ?? null,
    browser: c.browser ?? null,
    country: c.country ?? null,
    language: c.language ?? null,
    query: c.query ? Object.entries(c.query).map(([name, value]) => [name, value] as const) : null,
    after: c.after ? Date.parse(c.after) : null,
    before: c.before ? Date.parse(c.before) : null,
    url: rule.destination_url,
  });
}

/** Every http(s) URL of the settings, with those an app link carries: what the rescan checks. */
export function smartUrlsOf(row: Pick<SmartColumns, 'rules' | 'variants' | 'ios_url' | 'android_url' | 'preview'>): string[] {
  const urls = [
    ...(parse<RuleJson[]>(row.rules) ?? []).map((rule) => rule.destination_url),
    ...(parse<VariantJson[]>(row.variants) ?? []).map((variant) => variant.destination_url),
    ...[row.ios_url, row.android_url].flatMap((url) => (url === null ? [] : webUrlsIn(url))),
  ];
  const image = parse<PreviewJson>(row.preview)?.image;
  return image ? [...urls, image] : urls;
}

/** Approximate heap bytes of the settings, for the link cache's budget. */
export function smartBytes(smart: SmartTarget | null): number {
  if (smart === null) return 0;
  let bytes = 96 + (smart.iosUrl?.length ?? 0) + (smart.androidUrl?.length ?? 0);
  for (const rule of smart.rules ?? []) bytes += 160 + rule.url.length + JSON.stringify([rule.device, rule.os, rule.browser, rule.country, rule.language, rule.query]).length;
  for (const variant of smart.variants ?? []) bytes += 48 + variant.url.length;
  if (smart.preview) bytes += 64 + JSON.stringify(smart.preview).length;
  return bytes;
}
