// The face of the account-deletion module: other modules import from this file only.
export { deleteAccount, ensureAccountCanBeDeleted, evictAll, purgeWorkspace } from './delete-account.js';
