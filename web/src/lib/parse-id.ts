/** Ids are positive whole numbers; anything else is "not found" without asking the server (the server renderer agrees). */
export { parsePageId as parseId } from '@api/shared/domain/page-id';
