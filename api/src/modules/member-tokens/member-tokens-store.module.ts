import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemberLinks } from './member-links';
import { MemberToken } from './member-token.entity';
import { MemberTokensStore } from './member-tokens.store';

/** The single-use links of invitations and password resets: their table, store and keys, for the API and the worker. */
@Module({
  imports: [TypeOrmModule.forFeature([MemberToken])],
  providers: [MemberTokensStore, MemberLinks],
  exports: [MemberTokensStore, MemberLinks],
})
export class MemberTokensStoreModule {}
