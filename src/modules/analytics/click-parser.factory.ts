import type { Config } from '../../config.js';
import type { ClickEvent } from './parse/click-event.js';
import { loadCountryDb } from './parse/country.js';
import { createClickParser, type ParsedClick } from './parse/parse-click.js';

/**
 * The writer's parser, with the country database loaded on first use so that boot stays
 * fast and processes that never write clicks (CLI) never pay for it.
 */
export function createClickParserFromConfig(config: Config): (event: ClickEvent, salt: string) => ParsedClick {
  let parse: ((event: ClickEvent, salt: string) => ParsedClick) | null = null;
  return (event, salt) => {
    parse ??= createClickParser({
      countryDb: config.geoipCountryPath ? loadCountryDb(config.geoipCountryPath) : loadCountryDb(),
      trustCountryHeader: config.countryHeader !== null,
    });
    return parse(event, salt);
  };
}
