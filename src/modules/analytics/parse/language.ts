import { preferredLanguage } from '../../../platform/text/accept-language.js';
import { memoizeBounded } from './bounded-memo.js';

/** BCP 47's "undetermined": no Accept-Language, or none with a usable primary subtag. */
export const UNKNOWN_LANGUAGE = 'und';

// Browsers send a few hundred distinct headers; the memo (up to 2,000 of them, two generations
// of 1,000) turns most parses into a Map hit.
const languageMemoized = memoizeBounded(1_000, (header) => preferredLanguage(header) ?? UNKNOWN_LANGUAGE);

/** The visitor's preferred language as the smart rules match it (`fr`), or `und`. */
export function clickLanguage(header: string | undefined): string {
  return header ? languageMemoized(header) : UNKNOWN_LANGUAGE;
}
