import { existsSync } from 'node:fs';
import type { Config } from '../../config.js';
import type { ClickEvent } from './parse/click-event.js';
import { compiledCountryDbPath, type CountryDb, loadCountryDb } from './parse/country.js';
import { createClickParser, type ParsedClick } from './parse/parse-click.js';

export interface ConfiguredClickParser {
  parse(event: ClickEvent, salt: string): ParsedClick;
  /** Parses a CSV country database now (0.5-2 s of CPU) instead of on the first click that needs it. */
  preload(): void;
}

/**
 * The writer's parser. The country database loads on the first click that needs it: the
 * compiled one (7 MB) in about 5 ms, so an idle process, or one behind a proxy whose
 * COUNTRY_HEADER every click carries, never holds it. A database parsed from CSV takes
 * 0.5-2 s, which would stall the event loop mid-traffic: the server preloads that one.
 */
export function createClickParserFromConfig(config: Pick<Config, 'geoipCountryPath' | 'countryHeader'>): ConfiguredClickParser {
  let db: CountryDb | null = null;
  const load = (): CountryDb => (db ??= config.geoipCountryPath ? loadCountryDb(config.geoipCountryPath) : loadCountryDb());
  const countryDb: CountryDb = {
    lookup: (ip) => load().lookup(ip),
    get source() {
      return load().source;
    },
    get segments() {
      return load().segments;
    },
  };
  const parse = createClickParser({ countryDb, trustCountryHeader: config.countryHeader !== null });
  return {
    parse,
    preload() {
      if (config.geoipCountryPath !== null || !existsSync(compiledCountryDbPath())) load();
    },
  };
}
