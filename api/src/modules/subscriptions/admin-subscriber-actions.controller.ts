import { Body, Delete, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type {
  AdminResendAnswer,
  AdminUnsubscribeAnswer,
  SubscriberDataExport,
  SubscriberImportReport,
} from '../../shared/contracts/admin';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { DeskController } from '../auth/desk-controller.decorator';
import { Audited } from '../audit/audited.decorator';
import { SubscriberImportDto } from './dto/subscriber-import.dto';
import { consentContextOf } from './request-context';
import { SubscriberAdminService } from './subscriber-admin.service';

/** Managing one subscriber (unsubscribe, resend, access and deletion requests) and importing many. */
@DeskController('admin/subscribers')
export class AdminSubscriberActionsController {
  constructor(private readonly admin: SubscriberAdminService) {}

  @Post('import')
  @HttpCode(HttpStatus.OK)
  import(@Body() dto: SubscriberImportDto, @Req() request: Request): Promise<SubscriberImportReport> {
    return this.admin.import(dto.csv, consentContextOf(request));
  }

  @Post(':id/unsubscribe')
  @HttpCode(HttpStatus.OK)
  unsubscribe(@Param('id', ParseIdPipe) id: number, @Req() request: Request): Promise<AdminUnsubscribeAnswer> {
    return this.admin.unsubscribe(id, consentContextOf(request));
  }

  @Post(':id/resend-confirmation')
  @HttpCode(HttpStatus.ACCEPTED)
  resend(@Param('id', ParseIdPipe) id: number): Promise<AdminResendAnswer> {
    return this.admin.resendConfirmation(id);
  }

  /** An access request: everything stored about this subscriber, as a JSON download. */
  @Get(':id/export')
  @Audited('export')
  export(@Param('id', ParseIdPipe) id: number): Promise<SubscriberDataExport> {
    return this.admin.export(id);
  }

  /** A deletion request. */
  @Delete(':id')
  @Audited('erase')
  @HttpCode(HttpStatus.NO_CONTENT)
  erase(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.admin.erase(id);
  }
}
