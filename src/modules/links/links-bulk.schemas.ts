import { type Static, Type } from 'typebox';
import { MAX_ID, requireAll } from '../../platform/http/api-schemas.js';
import { orNull, X_ERRORS } from '../../platform/http/validation.js';
import { BULK_MAX, LinkUpdateBody } from './links.input.schema.js';

/** The statuses an owner may move links to (their moves: enable/disable, archive/unarchive). */
export const BULK_STATUSES = ['active', 'disabled', 'archived'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

const linkId = Type.Integer({ minimum: 1, maximum: MAX_ID });
const tagNames = (description: string) => ({ ...LinkUpdateBody.properties.tags, description });

/** PATCH /links/bulk: one change applied to each link on its own. */
export const BulkUpdateBody = Type.Object(
  {
    ids: Type.Array(linkId, {
      minItems: 1,
      maxItems: BULK_MAX,
      description: `1 to ${BULK_MAX} link ids; a repeated id counts once`,
      [X_ERRORS]: { maxItems: `must list at most ${BULK_MAX} ids`, minItems: 'must list at least one id', '*': 'must be a list of link ids' },
    }),
    folder_id: Type.Optional(
      orNull(
        Type.Integer({
          minimum: 1,
          maximum: Number.MAX_SAFE_INTEGER,
          description: 'Moves every link to this folder of yours; null takes them out of their folder',
          [X_ERRORS]: { '*': 'must be the id of one of your folders' },
        }),
      ),
    ),
    add_tags: Type.Optional(tagNames('Tag names to put on every link (created as needed; letter case ignored, as on link input)')),
    remove_tags: Type.Optional(tagNames('Tag names to take off every link (letter case ignored)')),
    status: Type.Optional(
      Type.Enum([...BULK_STATUSES], {
        description:
          'The status each link moves to, by the move a single link would make: active (enable a disabled link, unarchive an archived one), disabled (disable an active link), archived (archive an active link). A link the move does not apply to fails with 409 `invalid_state`.',
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'At least one of folder_id, add_tags, remove_tags or status',
    [X_ERRORS]: { additionalProperties: 'must name only ids, folder_id, add_tags, remove_tags and status' },
  },
);
export type BulkUpdateBody = Static<typeof BulkUpdateBody>;

export const BulkDeleteQuery = Type.Object({
  ids: Type.String({
    pattern: '^\\d{1,15}(,\\d{1,15})*$',
    maxLength: BULK_MAX * 16,
    description: `1 to ${BULK_MAX} link ids separated by commas; a repeated id counts once`,
    [X_ERRORS]: { '*': 'must be link ids separated by commas, such as 1,2,3' },
  }),
});

/** A link the bulk request could not change: its id, why, and the code a single request would answer. */
const failedItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    error: { type: 'string' },
    code: { $ref: 'ErrorCode#', description: 'What the same change of this one link would answer: not_found (404), invalid_state (409), or a 422 code' },
  },
} as const;

export const bulkUpdateResultSchema = requireAll({
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        updated: { type: 'array', items: { $ref: 'Link#' }, description: 'The links changed, in the order asked, as they are now' },
        failed: { type: 'array', items: failedItem, description: 'Links left unchanged; an id of another account is `not_found` like a missing one' },
      },
    },
  },
} as const);

export const bulkDeleteResultSchema = requireAll({
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        deleted: { type: 'array', items: { type: 'integer' }, description: 'Ids of the links deleted, in the order asked' },
        failed: { type: 'array', items: failedItem, description: 'Links not deleted; an id of another account is `not_found` like a missing one' },
      },
    },
  },
} as const);
