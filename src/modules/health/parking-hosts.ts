/**
 * Hosts of domain-parking and domain-for-sale services (ADR 0811, docs/operations.md). A
 * destination that now redirects to one of them (or a subdomain) has lapsed: it is `broken`
 * with reason `parked`. Kept short on purpose: only services whose whole business is parking.
 */
export const PARKING_HOSTS: readonly string[] = [
  'sedoparking.com',
  'sedo.com',
  'parkingcrew.net',
  'bodis.com',
  'dan.com',
  'afternic.com',
  'hugedomains.com',
  'parklogic.com',
  'above.com',
  'undeveloped.com',
];

/** Whether `host` (bare, lower case) is a parking host or one of its subdomains. */
export function isParkingHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/\.$/, '');
  return PARKING_HOSTS.some((parking) => bare === parking || bare.endsWith(`.${parking}`));
}
