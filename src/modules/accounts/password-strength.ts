import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1024;
/** zxcvbn's 0-4 score a password needs: 3 is "safely unguessable" (about 10^8 guesses and up) (ADR 0702). */
export const MIN_PASSWORD_SCORE = 3;

// Built on first use: the dictionaries take ~150 ms and some MiB, which a process that only redirects never needs.
let estimator: ZxcvbnFactory | null = null;
const estimate = () =>
  (estimator ??= new ZxcvbnFactory({ dictionary: { ...commonWords, ...englishWords }, graphs: adjacencyGraphs, translations }));

/**
 * Why a new password is refused, as a sentence after "Password", or null when it is long and
 * hard enough to guess. `related` are words of the account (its email) that make a guess easier.
 */
export function passwordProblem(password: string, related: string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `must be at most ${MAX_PASSWORD_LENGTH} characters`;
  // zxcvbn's cost grows with length; past 100 characters the first 100 decide.
  const result = estimate().check(password.slice(0, 100), related.flatMap((word) => [word, ...word.split(/[@.+_-]/)]).filter((word) => word.length > 2));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning ?? 'It would be easy to guess.';
  const tip = result.feedback.suggestions[0] ?? 'Add a few uncommon words.';
  return `is too easy to guess. ${why} ${tip}`;
}
