import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeCountryTables } from '../modules/analytics/parse/country-compact.js';
import { compiledCountryDbPath, defaultCountryDbPath, readCountryCsv } from '../modules/analytics/parse/country.js';

// Run by `npm run build`: the bundled IP-to-country CSVs, parsed once here instead of at every boot.
const out = compiledCountryDbPath();
mkdirSync(dirname(out), { recursive: true });
writeCountryTables(out, readCountryCsv(defaultCountryDbPath()));
console.log(`country database compiled to ${out}`);
