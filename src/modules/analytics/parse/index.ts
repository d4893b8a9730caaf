export type { BrowserFamily, Device, OsFamily } from './agent-rules.js';
export { BROWSER_FAMILIES, OS_FAMILIES } from './agent-rules.js';
export { type AgentClass, classifyAgent, isBotAgent } from './classify-agent.js';
export type { ClickEvent } from './click-event.js';
export { type CountryDb, CountryDbError, defaultCountryDbPath, loadCountryDb, resolveCountry } from './country.js';
export { type ClickParserDeps, createClickParser, type ParsedClick } from './parse-click.js';
export { DIRECT, referrerHost } from './referrer.js';
export { saltDay, visitorHash } from './visitor.js';
