import type { SafetyScanner } from '../safety/index.js';
import { isWebUrl, webUrlsIn } from './app-url.js';
import { scanField } from './links.rules.js';
import type { SmartColumns } from './smart.js';
import type { SmartInput } from './smart.input.js';

/** Smart-link columns to write, after their URLs passed the scan. */
export interface ScannedSmart {
  columns: Partial<SmartColumns>;
  /** A URL the scan could not decide: the link waits for review. */
  needsReview: boolean;
  /** A routing destination (rule, variant, deep link) is set or changed. */
  routingChanged: boolean;
}

/**
 * Scans every http(s) URL of the smart input like a destination, with those an app link
 * carries (an unsafe one is a 422 naming its field), and returns the columns to store; fields
 * not given are left out.
 */
export async function scanSmartInput(scanner: SafetyScanner, input: SmartInput): Promise<ScannedSmart> {
  let needsReview = false;
  const scan = async (url: string, field: string, wrapped = false) => {
    const result = await scanField(scanner, url, field, false, wrapped);
    needsReview ||= result.needsReview;
    return result.url;
  };
  const columns: Partial<SmartColumns> = {};
  if (input.rules !== undefined) {
    const rules = input.rules === null ? null : await Promise.all(input.rules.map(async (rule) => ({ ...rule, destination_url: await scan(rule.destination_url, 'rules') })));
    columns.rules = rules ? JSON.stringify(rules) : null;
  }
  if (input.variants !== undefined) {
    const variants = input.variants === null ? null : await Promise.all(input.variants.map(async (v) => ({ ...v, destination_url: await scan(v.destination_url, 'variants') })));
    columns.variants = variants ? JSON.stringify(variants) : null;
  }
  for (const field of ['ios_url', 'android_url'] as const) {
    const value = input[field];
    if (value === undefined || value === null || isWebUrl(value)) {
      if (value !== undefined) columns[field] = value === null ? null : await scan(value, field);
      continue;
    }
    // An app link is stored as given; each web address it carries must pass like a destination.
    for (const url of webUrlsIn(value)) await scan(url, field, true);
    columns[field] = value;
  }
  if (input.preview !== undefined) {
    const preview = input.preview === null ? null : { ...input.preview, image: input.preview.image ? await scan(input.preview.image, 'preview.image') : null };
    columns.preview = preview ? JSON.stringify(preview) : null;
  }
  if (input.forward_query !== undefined) columns.forward_query = input.forward_query ? 1 : 0;
  const routingChanged = ['rules', 'variants', 'ios_url', 'android_url'].some((field) => field in columns && columns[field as keyof SmartColumns] !== null);
  return { columns, needsReview, routingChanged };
}
