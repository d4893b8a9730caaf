/** "12 minutes", for rate-limit messages people can act on ("try again in …"). */
export function waitTime(seconds: number): string {
  if (seconds < 90) return 'a minute';
  if (seconds < 5400) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}
