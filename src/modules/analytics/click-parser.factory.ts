import type { Config } from '../../config.js';
import type { ClickEvent } from './parse/click-event.js';
import { loadCountryDb } from './parse/country.js';
import { createClickParser, type ParsedClick } from './parse/parse-click.js';

export interface ConfiguredClickParser {
  parse(event: ClickEvent, salt: string): ParsedClick;
  /** Loads the country database now (0.5-2 s of CPU) instead of on the first written click. */
  preload(): void;
}

/**
 * The writer's parser. The country database loads on first use, so processes that never
 * write clicks (CLI, most tests) never pay for it; the server preloads it before listening,
 * because a load in the middle of traffic would stall the event loop.
 */
export function createClickParserFromConfig(config: Pick<Config, 'geoipCountryPath' | 'countryHeader'>): ConfiguredClickParser {
  let parse: ((event: ClickEvent, salt: string) => ParsedClick) | null = null;
  const preload = () => {
    parse ??= createClickParser({
      countryDb: config.geoipCountryPath ? loadCountryDb(config.geoipCountryPath) : loadCountryDb(),
      trustCountryHeader: config.countryHeader !== null,
    });
  };
  return {
    parse(event, salt) {
      preload();
      return parse!(event, salt);
    },
    preload,
  };
}
