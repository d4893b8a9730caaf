import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { compiledCountryDbPath, defaultCountryDbPath, readCountryCsv, writeCountryTables } from '../modules/analytics/index.js';

// Run by `npm run build`: the bundled IP-to-country CSVs, parsed once here instead of at every boot.
const out = compiledCountryDbPath();
mkdirSync(dirname(out), { recursive: true });
writeCountryTables(out, readCountryCsv(defaultCountryDbPath()));
console.log(`country database compiled to ${out}`);
