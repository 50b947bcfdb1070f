import { IMAGE_TYPES } from '../../shared/domain/image-type';

/** Where the API takes pictures, and what it takes there. */
export const UPLOAD_ROUTE = '/api/admin/uploads';
export const UPLOAD_MEDIA_TYPES: readonly string[] = [...IMAGE_TYPES, 'application/octet-stream'];

/** The largest picture a story may hold: a phone's photo fits, a video does not. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Where a stored picture is served, followed by its id. */
export const UPLOAD_PATH_PREFIX = '/media/uploads/';
