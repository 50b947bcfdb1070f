import { Injectable } from '@nestjs/common';
import { NewslettersStore } from '@api/modules/newsletters/newsletters.store';
import { DigestCopiesStore } from '@api/modules/personal-digest/digest-copies.store';
import { ReaderPicksStore } from '@api/modules/personal-digest/reader-picks.store';

/** Recipients whose signals are read in one statement. */
const PAGE = 500;

/**
 * Before a weekly digest's emails are queued, chooses and keeps every waiting
 * recipient's picks a page at a time: one read of signals per 500 readers
 * instead of one per email, and each email then finds its picks with its
 * turn. Runs again safely: a recipient with a copy keeps it. An email whose
 * recipient has no copy yet (a snapshot grown by a later run) still gets its
 * picks chosen on its own when it goes out.
 */
@Injectable()
export class PersonalDigestPicker {
  constructor(
    private readonly newsletters: NewslettersStore,
    private readonly picks: ReaderPicksStore,
    private readonly copies: DigestCopiesStore,
  ) {}

  /** Returns how many recipients got their picks now; 0 for a newsletter the same for all. */
  async pickAll(newsletterId: number): Promise<number> {
    const newsletter = await this.newsletters.findById(newsletterId);
    if (!newsletter?.digestWeek) return 0;
    let kept = 0;
    for (let page = await this.copies.waitingWithoutCopy(newsletterId, 0, PAGE); page.length > 0;) {
      const picks = await this.picks.picksForMany(
        page.map((row) => row.subscriptionId),
        newsletter,
      );
      await this.copies.keepMany(
        newsletterId,
        page.flatMap((row) => {
          const chosen = picks.get(row.subscriptionId);
          return chosen ? [{ deliveryId: row.deliveryId, picks: chosen }] : [];
        }),
      );
      kept += page.length;
      page = await this.copies.waitingWithoutCopy(newsletterId, page[page.length - 1].deliveryId, PAGE);
    }
    return kept;
  }
}
