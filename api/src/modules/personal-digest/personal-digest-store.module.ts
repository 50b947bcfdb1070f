import { Module } from '@nestjs/common';
import { ArticlesStoreModule } from '../articles/articles-store.module';
import { DigestCandidatesStore } from './digest-candidates.store';
import { DigestClicksStore } from './digest-clicks.store';
import { DigestCopiesStore } from './digest-copies.store';
import { DigestLinks } from './digest-links';
import { ReaderPicksStore } from './reader-picks.store';
import { ReaderSignalsStore } from './reader-signals.store';

const PROVIDERS = [
  DigestCandidatesStore,
  ReaderSignalsStore,
  DigestCopiesStore,
  DigestClicksStore,
  DigestLinks,
  ReaderPicksStore,
];

/** Each reader's digest picks, kept copies and counted clicks, without HTTP: the worker sends, the admin reads. */
@Module({ imports: [ArticlesStoreModule], providers: PROVIDERS, exports: PROVIDERS })
export class PersonalDigestStoreModule {}
