import { domainToASCII } from 'node:url';

/**
 * A host name in the one form it is stored and compared in: lower case, punycode (as the Host
 * header carries it), no trailing dot. '' when it is no host name at all.
 */
export function storedHostname(given: string): string {
  return domainToASCII(given.trim().toLowerCase().replace(/\.$/, ''));
}
