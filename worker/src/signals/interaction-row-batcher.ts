import { Injectable } from '@nestjs/common';
import { PersonalizationStore, type NewInteraction } from '@api/modules/personalization/personalization.store';

/** A batch is written when it holds this many interactions, or this long (ms) after its first, whichever comes first. */
export const INTERACTION_BATCH_SIZE = 50;
export const INTERACTION_BATCH_WAIT_MS = 2;

interface PendingInteraction {
  interaction: NewInteraction;
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the interactions of the signal jobs running at once and stores
 * them with one multi-row INSERT per batch, instead of one statement (and
 * one transaction) per job. Each job still waits for its batch's commit, so
 * a job completes only once its row is stored; a failed statement fails every
 * job of the batch, and each is retried on its own (storing is idempotent by
 * eventId).
 */
@Injectable()
export class InteractionRowBatcher {
  private pending: PendingInteraction[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly personalization: PersonalizationStore) {}

  /** Resolves true when this call stored the interaction, false when it was stored already or its article is gone. */
  store(interaction: NewInteraction): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.pending.push({ interaction, resolve, reject });
      if (this.pending.length >= INTERACTION_BATCH_SIZE) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), INTERACTION_BATCH_WAIT_MS);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    this.personalization.recordInteractions(batch.map((entry) => entry.interaction)).then(
      (stored) => batch.forEach((entry) => entry.resolve(stored.has(entry.interaction.eventId))),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  }
}
