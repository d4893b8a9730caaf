import { type Static, Type } from 'typebox';
import { X_ERRORS } from '../../platform/http/validation.js';

// Folder and tag input (the web app's /app/api): one schema each validates and types it. Names
// are then read as people type them (trimmed, NFC, no invisible characters: labels.ts).

export const MAX_FOLDER_NAME = 100;
export const MAX_TAG_NAME = 50;

const name = (max: number) => Type.String({ maxLength: max, pattern: '\\S', [X_ERRORS]: { '*': `must be 1 to ${max} characters` } });
const color = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  pattern: '^(#?[0-9a-fA-F]{6})?$',
  description: 'A hex colour such as #3366ff; null or an empty string: none',
  [X_ERRORS]: { '*': 'must be a hex colour such as #3366ff' },
});

export const FolderCreateBody = Type.Object({ name: name(MAX_FOLDER_NAME), color: Type.Optional(color) });
export type FolderCreateBody = Static<typeof FolderCreateBody>;

export const FolderUpdateBody = Type.Object({ name: Type.Optional(name(MAX_FOLDER_NAME)), color: Type.Optional(color) });
export type FolderUpdateBody = Static<typeof FolderUpdateBody>;

export const FolderOrderBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { uniqueItems: true, [X_ERRORS]: { '*': 'must list each of your folder ids exactly once' } }),
});
export type FolderOrderBody = Static<typeof FolderOrderBody>;

export const TagBody = Type.Object({ name: name(MAX_TAG_NAME), color: Type.Optional(color) });
export type TagBody = Static<typeof TagBody>;

/** PATCH /api/v1/tags/{id}: rename and/or recolour; absent fields are kept. */
export const TagUpdateBody = Type.Object({ name: Type.Optional(name(MAX_TAG_NAME)), color: Type.Optional(color) });
export type TagUpdateBody = Static<typeof TagUpdateBody>;
