// The face of the organize module: other modules import from this file only.
export { deleteFolderRow, folderBelongsTo, listFolderRows } from './folders.repository.js';
export { auditedFolder, createFolder, FOLDER_LINK_CHOICES, type FolderLinkChoice, type FolderResource, getFolderOrThrow, listFolders, reorderFolders, updateFolder } from './folders.service.js';
export { organizeRoutes } from './organize.routes.js';
export { FolderCreateBody, FolderOrderBody, FolderUpdateBody, TagBody, TagUpdateBody } from './organize.schemas.js';
export { findTagsByName, setLinkTags, tagsOfLinks } from './tags.repository.js';
export { createTag, deleteTag, listTags, renameTag, type TagResource, updateTag } from './tags.service.js';
