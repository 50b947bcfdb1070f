import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './user.entity';
import { UsersStore } from './users.store';

/** The users table and its store; auth signs people in through it. */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersStore],
  exports: [UsersStore],
})
export class UsersStoreModule {}
