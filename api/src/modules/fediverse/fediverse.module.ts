import { Module } from '@nestjs/common';
import { ArtistMentionsStoreModule } from '../artist-mentions/artist-mentions-store.module';
import { ArtistsStoreModule } from '../artists/artists-store.module';
import { FederationHost } from './federation-host';
import { FediverseAdminController } from './fediverse-admin.controller';
import { FediverseStoreModule } from './fediverse-store.module';

/** The site as fediverse actors (served outside Nest's router by serveFederation). */
@Module({
  imports: [FediverseStoreModule, ArtistsStoreModule, ArtistMentionsStoreModule],
  controllers: [FediverseAdminController],
  providers: [FederationHost],
  exports: [FederationHost],
})
export class FediverseModule {}
