import type { Config } from '../../config.js';
import { type CountryDb, loadCountryDb, resolveCountry } from './parse/country.js';

/** A visitor's country code ('XX' unknown) from the request alone. */
export type VisitorCountry = (ip: string, countryHeader: string) => string;

/**
 * The country of a visitor as analytics files it (the trusted header, else the offline
 * database), for redirect rules on country. The database loads on the first rule that asks
 * when no trusted header answered, so servers whose links never route by country never pay for it.
 */
export function createVisitorCountry(config: Pick<Config, 'geoipCountryPath' | 'countryHeader'>): VisitorCountry {
  let db: CountryDb | null = null;
  const lazy: CountryDb = {
    lookup(ip) {
      db ??= config.geoipCountryPath ? loadCountryDb(config.geoipCountryPath) : loadCountryDb();
      return db.lookup(ip);
    },
    source: 'lazy',
    segments: { v4: 0, v6: 0 },
  };
  return (ip, countryHeader) => resolveCountry({ ip, countryHeader }, lazy, config.countryHeader !== null);
}
