import { Module } from '@nestjs/common';
import { ConsentsStore } from './consents.store';

@Module({ providers: [ConsentsStore], exports: [ConsentsStore] })
export class ConsentsModule {}
