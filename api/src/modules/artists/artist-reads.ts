import type { ArtistCard, ArtistView } from '../../shared/contracts/content';
import { toArtistCard, toArtistView } from './artist-view';
import type { ArtistsService } from './artists.service';

// The public reads of artists, one function each: the JSON routes and the pages the server renders both
// call them, so a page carries exactly what the API answers.

/** One published artist's profile (NotFoundException when there is none). */
export async function artistProfile(artists: ArtistsService, id: number): Promise<ArtistView> {
  return toArtistView(await artists.findOne(id));
}

/** The artists spotlighted in an ISO week (the current one when none is named). */
export async function spotlightCards(artists: ArtistsService, week: string | undefined): Promise<ArtistCard[]> {
  return (await artists.spotlight(week)).map(toArtistCard);
}
