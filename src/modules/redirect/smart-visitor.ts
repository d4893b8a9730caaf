import type { FastifyRequest } from 'fastify';
import { type AgentClass, classifyAgent, type VisitorCountry } from '../analytics/index.js';
import { preferredLanguage, type Visitor } from './smart-choice.js';

const lower = new Map<string, string>();
const lowerCase = (name: string) => lower.get(name) ?? (lower.set(name, name.toLowerCase()), name.toLowerCase());

/**
 * The visitor of a request, each trait worked out on first read: a link whose rules test only
 * the query never parses the User-Agent, and one that never tests the country never looks it up.
 * The User-Agent goes through analytics' cached classifier, so rules and analytics agree.
 */
export class RequestVisitor implements Visitor {
  readonly time = Date.now();
  #agent: AgentClass | null = null;
  #country: string | null | undefined;
  #language: string | null | undefined;

  constructor(
    private readonly request: FastifyRequest,
    readonly query: URLSearchParams,
    private readonly countryOf: VisitorCountry,
    private readonly countryHeader: string | null,
  ) {}

  private get agent(): AgentClass {
    return (this.#agent ??= classifyAgent(this.request.headers['user-agent'] ?? ''));
  }

  get device(): string {
    return this.agent.device;
  }

  get os(): string {
    return lowerCase(this.agent.os);
  }

  get browser(): string {
    return lowerCase(this.agent.browser);
  }

  get country(): string | null {
    if (this.#country === undefined) {
      const header = this.countryHeader ? String(this.request.headers[this.countryHeader] ?? '') : '';
      const code = this.countryOf(this.request.ip ?? '', header);
      this.#country = code === 'XX' ? null : code;
    }
    return this.#country;
  }

  get language(): string | null {
    if (this.#language === undefined) this.#language = preferredLanguage(this.request.headers['accept-language']);
    return this.#language;
  }
}
