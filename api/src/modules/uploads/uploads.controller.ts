import { BadRequestException, HttpCode, HttpStatus, Post, Req, UnsupportedMediaTypeException } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import type { UploadView } from '../../shared/contracts/uploads';
import { DeskController } from '../auth/desk-controller.decorator';
import { deskMemberOf } from '../auth/desk-member';
import { IMAGE_TYPES, sniffImageType } from '../../shared/domain/image-type';
import { readPictureBody } from './read-picture-body';
import { UPLOAD_PATH_PREFIX } from './upload-limits';
import { UploadsStore } from './uploads.store';

export const NOT_AN_IMAGE_MESSAGE =
  'The file is not a PNG, JPEG, WebP, GIF or AVIF picture (its bytes were read, not its name): upload one of those.';

/**
 * Pictures for stories, sent as the raw bytes of one image. Whoever may write
 * a story may add a picture to it.
 */
@DeskController('admin/uploads', 'author')
export class UploadsController {
  constructor(private readonly uploads: UploadsStore) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiConsumes(...IMAGE_TYPES, 'application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' }, description: 'The bytes of one picture, at most 10 MB.' })
  async upload(@Req() request: Request): Promise<UploadView> {
    // Read here, after the guard: an anonymous or under-privileged sender is refused before a byte is kept.
    const bytes = await readPictureBody(request);
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
      // A JSON body was parsed as JSON: whatever it holds, it is not a picture.
      if (bytes && typeof bytes === 'object' && Object.keys(bytes).length > 0) {
        throw new UnsupportedMediaTypeException(NOT_AN_IMAGE_MESSAGE);
      }
      throw new BadRequestException('Send the picture as the request body (its raw bytes, at most 10 MB).');
    }
    const contentType = sniffImageType(bytes);
    if (!contentType) throw new UnsupportedMediaTypeException(NOT_AN_IMAGE_MESSAGE);
    const id = await this.uploads.insert({ contentType, bytes, uploadedBy: deskMemberOf(request)?.id ?? null });
    return { id, url: `${UPLOAD_PATH_PREFIX}${id}`, contentType, byteSize: bytes.length };
  }
}
