import { Rule, RuleConditions, Variant } from './smart.schema.js';

const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
const nullableString = { type: ['string', 'null'] } as const;
// As given: a rule holds only the conditions its owner set, so none is always there.
const rule = { ...Rule, properties: { ...Rule.properties, conditions: { ...RuleConditions, required: [] } } };

/** The smart-link fields of the Link resource (ADR 0501): as given, null when unset. */
export const smartResponseProperties = {
  rules: nullable({ type: 'array', items: rule, description: 'Ordered redirect rules; the first whose conditions all hold picks the destination' }),
  variants: nullable({ type: 'array', items: Variant, description: 'A/B destinations with weights summing to 100' }),
  ios_url: { ...nullableString, description: 'Where iOS visitors go (app scheme or universal link)' },
  android_url: { ...nullableString, description: 'Where Android visitors go (app scheme or app link)' },
  forward_query: { type: 'boolean', description: "The visitor's query string is merged into the destination" },
  preview: nullable({
    type: 'object',
    required: ['title', 'description', 'image'],
    properties: { title: nullableString, description: nullableString, image: nullableString },
    description: 'Social preview shown to link-preview bots',
  }),
} as const;
