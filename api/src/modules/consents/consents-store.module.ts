import { Module } from '@nestjs/common';
import { ConsentsStore } from './consents.store';

/** The consent history and its store, without HTTP: the subscriptions module records and reads through it. */
@Module({ providers: [ConsentsStore], exports: [ConsentsStore] })
export class ConsentsStoreModule {}
