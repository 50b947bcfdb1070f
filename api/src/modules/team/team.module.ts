import { Module } from '@nestjs/common';
import { MemberTokensStoreModule } from '../member-tokens/member-tokens-store.module';
import { SessionsStoreModule } from '../sessions/sessions-store.module';
import { UsersStoreModule } from '../users/users-store.module';
import { DeskRoleChanges } from './desk-role-changes';
import { PasswordLinksController } from './password-links.controller';
import { PasswordLinksService } from './password-links.service';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

/** The editorial desk's members: the owner's Team routes, invitations and password resets. */
@Module({
  imports: [MemberTokensStoreModule, UsersStoreModule, SessionsStoreModule],
  controllers: [TeamController, PasswordLinksController],
  providers: [TeamService, PasswordLinksService, DeskRoleChanges],
})
export class TeamModule {}
