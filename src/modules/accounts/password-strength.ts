import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1024;
/** zxcvbn's 0-4 score a password needs: 3 is "safely unguessable" (about 10^8 guesses and up) (ADR 0702). */
export const MIN_PASSWORD_SCORE = 3;

// Loaded on first use: the dictionaries held 35 MB of a serving process's RSS (bench:redirect),
// which a process that only redirects never needs.
let estimator: Promise<ZxcvbnFactory> | null = null;
const estimate = () =>
  (estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, english]) => new core.ZxcvbnFactory({ dictionary: { ...common.dictionary, ...english.dictionary }, graphs: common.adjacencyGraphs, translations: english.translations }),
  ));

/**
 * Why a new password is refused, as a sentence after "Password", or null when it is long and
 * hard enough to guess. `related` are words of the account (its email) that make a guess easier.
 */
export async function passwordProblem(password: string, related: string[] = []): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return `must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `must be at most ${MAX_PASSWORD_LENGTH} characters`;
  // zxcvbn's cost grows with length; past 100 characters the first 100 decide.
  const result = (await estimate()).check(password.slice(0, 100), related.flatMap((word) => [word, ...word.split(/[@.+_-]/)]).filter((word) => word.length > 2));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning ?? 'It would be easy to guess.';
  const tip = result.feedback.suggestions[0] ?? 'Add a few uncommon words.';
  return `is too easy to guess. ${why} ${tip}`;
}
