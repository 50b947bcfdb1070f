import { Module } from '@nestjs/common';
import { NewslettersStoreModule } from '../newsletters/newsletters-store.module';
import { AdminPersonalDigestController } from './admin-personal-digest.controller';
import { DigestClicksController } from './digest-clicks.controller';
import { PersonalDigestAdminService } from './personal-digest-admin.service';
import { PersonalDigestStoreModule } from './personal-digest-store.module';

@Module({
  imports: [PersonalDigestStoreModule, NewslettersStoreModule],
  controllers: [DigestClicksController, AdminPersonalDigestController],
  providers: [PersonalDigestAdminService],
})
export class PersonalDigestModule {}
