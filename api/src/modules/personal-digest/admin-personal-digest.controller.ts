import { Get, Header, Param, Query } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { PRIVATE_ANSWER } from '../../http/private-answer';
import type { DigestClickThroughView, DigestCopyView, DigestPreviewView } from '../../shared/contracts/personal-digest';
import { DeskController } from '../auth/desk-controller.decorator';
import { DigestCopyQueryDto } from './dto/digest-copy-query.dto';
import { PersonalDigestAdminService } from './personal-digest-admin.service';

/** Admin-only: a personal digest as three sample readers get it, a recipient's kept copy, and its clicks. */
@DeskController('admin/newsletters')
export class AdminPersonalDigestController {
  constructor(private readonly digest: PersonalDigestAdminService) {}

  @Get(':id/personal-preview')
  @Header(...PRIVATE_ANSWER)
  preview(@Param('id', ParseIdPipe) id: number): Promise<DigestPreviewView> {
    return this.digest.preview(id);
  }

  @Get(':id/copies')
  @Header(...PRIVATE_ANSWER)
  copy(@Param('id', ParseIdPipe) id: number, @Query() query: DigestCopyQueryDto): Promise<DigestCopyView> {
    return this.digest.copy(id, query.email);
  }

  @Get(':id/click-through')
  @Header(...PRIVATE_ANSWER)
  clickThrough(@Param('id', ParseIdPipe) id: number): Promise<DigestClickThroughView> {
    return this.digest.clickThrough(id);
  }
}
