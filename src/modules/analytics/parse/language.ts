import { preferredLanguage } from '../../../platform/text/accept-language.js';
import { memoizeLru } from './lru-memo.js';

/** BCP 47's "undetermined": no Accept-Language, or none with a usable primary subtag. */
export const UNKNOWN_LANGUAGE = 'und';

// Browsers send a few hundred distinct headers; the memo turns most parses into a Map hit.
const languageMemoized = memoizeLru(2_000, (header) => preferredLanguage(header) ?? UNKNOWN_LANGUAGE);

/** The visitor's preferred language as the smart rules match it (`fr`), or `und`. */
export function clickLanguage(header: string | undefined): string {
  return header ? languageMemoized(header) : UNKNOWN_LANGUAGE;
}
