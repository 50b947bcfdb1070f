import { Module } from '@nestjs/common';
import { NewslettersStoreModule } from '../newsletters/newsletters-store.module';
import { RecognitionModule } from '../recognition/recognition.module';
import { AdminPersonalDigestController } from './admin-personal-digest.controller';
import { DigestClicksController } from './digest-clicks.controller';
import { PersonalDigestAdminService } from './personal-digest-admin.service';
import { PersonalDigestStoreModule } from './personal-digest-store.module';

@Module({
  imports: [PersonalDigestStoreModule, NewslettersStoreModule, RecognitionModule],
  controllers: [DigestClicksController, AdminPersonalDigestController],
  providers: [PersonalDigestAdminService],
})
export class PersonalDigestModule {}
