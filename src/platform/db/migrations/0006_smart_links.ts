import type { Kysely } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/** Smart links (ADR 0501): routing fields of a link, click source and variant, plan gates, `.well-known` files of a domain. */
export async function up(db: Db, _dialect: Dialect): Promise<void> {
  // JSON text, null when unset: rules, variants, the last ended test's variants, the preview.
  for (const column of ['rules', 'variants', 'ended_variants', 'ios_url', 'android_url', 'preview']) {
    await db.schema.alterTable('links').addColumn(column, 'text').execute();
  }
  // Existing links keep their behaviour (off); new ones get it on unless they say otherwise.
  await db.schema.alterTable('links').addColumn('forward_query', 'integer', (col) => col.notNull().defaultTo(0)).execute();

  await db.schema.alterTable('clicks').addColumn('source', 'text', (col) => col.notNull().defaultTo('link')).execute();
  // The A/B variant's index in the link's variants at click time; null without a test.
  await db.schema.alterTable('clicks').addColumn('variant', 'integer').execute();

  for (const column of ['redirect_rules', 'ab_testing', 'deep_links']) {
    await db.schema.alterTable('plans').addColumn(column, 'integer', (col) => col.notNull().defaultTo(0)).execute();
    await db.updateTable('plans').set({ [column]: 1 }).where('name', 'in', ['pro', 'business']).execute();
  }
  await db.schema.alterTable('plans').addColumn('link_previews', 'integer', (col) => col.notNull().defaultTo(1)).execute();

  await db.schema.alterTable('domains').addColumn('apple_app_site_association', 'text').execute();
  await db.schema.alterTable('domains').addColumn('assetlinks', 'text').execute();
}
