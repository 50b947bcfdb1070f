import {
  Body,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  BadRequestException,
} from '@nestjs/common';
import type { TeamMemberView } from '../../shared/contracts/admin';
import { DeskController } from '../auth/desk-controller.decorator';
import { ChangeRoleDto, InviteMemberDto } from './dto/team.dto';
import { TeamService } from './team.service';

const memberId = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException({ statusCode: 400, message: 'id must be a member id (a UUID)' }),
});

/** The owner manages the desk: who is on it and with which role. */
@DeskController('admin/team', 'owner')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get()
  list(): Promise<TeamMemberView[]> {
    return this.team.list();
  }

  /** Adds the address with a role and emails it a single-use link to set a password. */
  @Post('invitations')
  invite(@Body() dto: InviteMemberDto): Promise<TeamMemberView> {
    return this.team.invite(dto.email, dto.role, dto.firstName?.trim() || null);
  }

  @Patch(':id')
  changeRole(@Param('id', memberId) id: string, @Body() dto: ChangeRoleDto): Promise<TeamMemberView> {
    return this.team.changeRole(id, dto.role);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', memberId) id: string): Promise<void> {
    return this.team.remove(id);
  }
}
