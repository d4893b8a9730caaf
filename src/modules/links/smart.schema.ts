import { Type } from 'typebox';
import { BROWSER_FAMILIES, OS_FAMILIES } from '../../platform/agents/families.js';
import { orNull, X_ERRORS } from '../../platform/http/validation.js';

// The smart-link fields of link input (ADR 0501), one TypeBox schema each: validation, types
// and the OpenAPI document. Cross-field rules (weights summing to 100, app schemes, after
// before before) are checked afterwards in smart.input.ts.

export const MAX_SMART_URL = 2048;
export const MAX_RULES = 20;
export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 5;
export const RULE_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
/** The click parser's families in lower case: what a rule's `os` and `browser` name. */
export const RULE_OS = OS_FAMILIES.map((name) => name.toLowerCase());
export const RULE_BROWSERS = BROWSER_FAMILIES.map((name) => name.toLowerCase());

const httpUrl = (description: string) =>
  Type.String({ maxLength: MAX_SMART_URL, pattern: '\\S', description, [X_ERRORS]: { '*': `must be an http or https URL of at most ${MAX_SMART_URL} characters` } });

const list = <T extends ReturnType<typeof Type.String>>(item: T, maxItems: number, description: string) =>
  Type.Array(item, { minItems: 1, maxItems, uniqueItems: true, description });

const dateTime = (description: string) =>
  Type.String({ format: 'date-time', description, [X_ERRORS]: { format: 'must be an ISO 8601 date-time such as 2030-01-31T12:00:00Z' } });

/** All conditions of a rule must hold; the values of one list are alternatives. Unknown condition names are refused, so a typo never widens a rule. */
export const RuleConditions = Type.Object(
  {
    device: Type.Optional(Type.Array(Type.Enum([...RULE_DEVICES]), { minItems: 1, maxItems: 3, uniqueItems: true, description: 'Device classes' })),
    os: Type.Optional(Type.Array(Type.Enum(RULE_OS), { minItems: 1, maxItems: RULE_OS.length, uniqueItems: true, description: 'Operating system families, lower case' })),
    browser: Type.Optional(Type.Array(Type.Enum(RULE_BROWSERS), { minItems: 1, maxItems: RULE_BROWSERS.length, uniqueItems: true, description: 'Browser families, lower case' })),
    country: Type.Optional(list(Type.String({ pattern: '^[A-Z]{2}$', [X_ERRORS]: { '*': 'must be an ISO 3166-1 alpha-2 code in upper case, such as FR' } }), 250, 'ISO 3166-1 alpha-2 codes, upper case (from the trusted country header or the offline database)')),
    language: Type.Optional(list(Type.String({ pattern: '^[a-z]{2,3}$', [X_ERRORS]: { '*': 'must be a primary language subtag in lower case, such as fr' } }), 50, "Primary subtags; matched against the visitor's most preferred language (Accept-Language)")),
    query: Type.Optional(Type.Record(Type.String({ minLength: 1, maxLength: 100 }), orNull(Type.String({ maxLength: 200 })), {
      minProperties: 1,
      maxProperties: 10,
      description: 'Query parameter name to the value it must have, or null: the parameter must be present',
    })),
    after: Type.Optional(dateTime('The rule holds from this instant on')),
    before: Type.Optional(dateTime('The rule holds until this instant')),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    description: 'At least one condition',
    [X_ERRORS]: {
      additionalProperties: 'must name only device, os, browser, country, language, query, after or before',
      minProperties: 'must hold at least one condition',
    },
  },
);

export const Rule = Type.Object({
  conditions: RuleConditions,
  destination_url: httpUrl('Where a visitor matching every condition goes; scanned for safety'),
});

export const Rules = Type.Array(Rule, { maxItems: MAX_RULES, description: `Ordered; the first rule whose conditions all hold picks the destination. At most ${MAX_RULES}. Pro and above` });

export const Variant = Type.Object({
  destination_url: httpUrl('A destination of the A/B test; scanned for safety'),
  weight: Type.Integer({ minimum: 1, maximum: 99, description: 'Share of visitors in percent' }),
});

export const Variants = Type.Array(Variant, {
  minItems: MIN_VARIANTS,
  maxItems: MAX_VARIANTS,
  description: `${MIN_VARIANTS} to ${MAX_VARIANTS} destinations with weights summing to 100; a visitor keeps the variant drawn (a cookie on the link's path). On PATCH, null ends the test. Pro and above`,
});

const appUrl = (os: string) =>
  Type.String({
    maxLength: MAX_SMART_URL,
    pattern: '\\S',
    description:
      `Where ${os} visitors go: an app scheme (myapp://..., or an Android intent://...#Intent;...;end) or a universal/app link (https). ` +
      'Every web address it carries (an intent\'s scheme=http(s) target, its S.browser_fallback_url, a URL in its query) is scanned like a destination (422 destination_unsafe / destination_invalid naming the field). ' +
      'Refused (422 invalid_field): schemes the browser runs itself (javascript:, data:, file:, vbscript: ...), schemes that open another browser (googlechrome:, firefox:, x-safari-https:, microsoft-edge:, opera:, brave: ...) ' +
      'and schemes that open the settings (ms-settings:, app-settings:, prefs:, App-Prefs:, intents to android.settings). Pro and above',
    [X_ERRORS]: { '*': `must be an app scheme URL or an http(s) URL of at most ${MAX_SMART_URL} characters` },
  });
export const IosUrl = appUrl('iOS');
export const AndroidUrl = appUrl('Android');

export const ForwardQuery = Type.Boolean({ description: "Append the visitor's query string to the destination, without duplicating its own parameters. Default true for new links" });

export const Preview = Type.Object(
  {
    title: Type.Optional(orNull(Type.String({ maxLength: 200 }))),
    description: Type.Optional(orNull(Type.String({ maxLength: 500 }))),
    image: Type.Optional(orNull(httpUrl('An http(s) image URL; scanned for safety'))),
  },
  { description: 'Open Graph and Twitter card tags shown to link-preview bots instead of the redirect; every plan' },
);
