import { appUrlProblem } from './app-url.js';
import type { PreviewBody, PreviewJson, RuleJson, VariantJson } from './smart.js';

/** The smart-link part of link input after the checks a schema cannot state; null clears a field. */
export interface SmartInput {
  rules?: RuleJson[] | null;
  variants?: VariantJson[] | null;
  ios_url?: string | null;
  android_url?: string | null;
  forward_query?: boolean;
  preview?: PreviewJson | null;
}

interface SmartBody {
  rules?: RuleJson[] | null;
  variants?: VariantJson[] | null;
  ios_url?: string | null;
  android_url?: string | null;
  forward_query?: boolean | null;
  preview?: PreviewBody | null;
}

/** Reads the smart fields of a schema-valid body into `input`, reporting what is wrong through `fail`. */
export function readSmartInput(body: SmartBody, input: SmartInput, fail: (field: string, message: string) => void): void {
  if (body.rules !== undefined) input.rules = body.rules === null || body.rules.length === 0 ? null : readRules(body.rules, fail);
  if (body.variants !== undefined) input.variants = body.variants === null ? null : readVariants(body.variants, fail);
  for (const field of ['ios_url', 'android_url'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (value === null || value.trim() === '') input[field] = null;
    else {
      const problem = appUrlProblem(value.trim());
      if (problem) fail(field, problem);
      else input[field] = value.trim();
    }
  }
  if (typeof body.forward_query === 'boolean') input.forward_query = body.forward_query;
  if (body.preview !== undefined) input.preview = body.preview === null ? null : readPreview(body.preview);
}

function readRules(rules: RuleJson[], fail: (field: string, message: string) => void): RuleJson[] {
  return rules.map((rule, i) => {
    const { after, before } = rule.conditions;
    if (after && before && Date.parse(after) >= Date.parse(before)) fail('rules', `rule ${i + 1}: after must be earlier than before`);
    const conditions = { ...rule.conditions };
    if (after) conditions.after = new Date(after).toISOString();
    if (before) conditions.before = new Date(before).toISOString();
    return { conditions, destination_url: rule.destination_url.trim() };
  });
}

function readVariants(variants: VariantJson[], fail: (field: string, message: string) => void): VariantJson[] {
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (total !== 100) fail('variants', `weights must sum to 100 (they sum to ${total})`);
  const read = variants.map((variant) => ({ destination_url: variant.destination_url.trim(), weight: variant.weight }));
  // The winner is named by its URL, and analytics reports by it: two equal ones would be one.
  if (new Set(read.map((variant) => variant.destination_url)).size !== read.length) fail('variants', 'each variant must have a different destination_url');
  return read;
}

function readPreview(body: PreviewBody): PreviewJson | null {
  const text = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());
  const preview = { title: text(body.title), description: text(body.description), image: text(body.image) };
  return preview.title === null && preview.description === null && preview.image === null ? null : preview;
}
