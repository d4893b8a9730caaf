// The face of the analytics module: other modules import from this file only.
export { registerAnalyticsJobs } from './analytics.jobs.js';
export { analyticsRoutes } from './analytics.routes.js';
export { type Analytics, getLinkAnalytics } from './analytics.service.js';
export { emitClickEvents } from './click-events.js';
export { createClickParserFromConfig } from './click-parser.factory.js';
export { createClickQueue } from './click-queue.factory.js';
export type { ClickQueue } from './click-queue.js';
export { createThreadedClickWriter } from './click-writer.thread.js';
export { createClickWriter } from './click-writer.js';
export { newEventId } from './event-id.js';
export type { ClickEvent, ClickSource } from './parse/click-event.js';
export { writeCountryTables } from './parse/country-compact.js';
export { compiledCountryDbPath, defaultCountryDbPath, readCountryCsv } from './parse/country.js';
export { createSaltSource } from './salts.js';
export { type AgentClass, classifyAgent, isBotAgent } from './parse/index.js';
export { createVisitorCountry, type VisitorCountry } from './visitor-country.js';
export { type ClickPipeline, createClickPipeline } from './click-pipeline.js';
export { type ClicksExportQuery, exportAccountClicks, exportClicks } from './export-clicks.js';
