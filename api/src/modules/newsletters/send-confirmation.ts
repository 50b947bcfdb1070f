import { BadRequestException, ConflictException } from '@nestjs/common';
import { CONFIRM_SEND_ABOVE } from '../../shared/contracts/newsletters';

const formatted = (count: number) => count.toLocaleString('en-US');

/**
 * A send to more than CONFIRM_SEND_ABOVE subscribers goes out only when the
 * request names the number it reaches: the admin typed it in the confirmation
 * dialog, and a client that skipped the dialog cannot mail everyone by mistake.
 * A stale number (subscribers joined or left since the dialog) is a conflict,
 * so the admin sees the new count before anything is sent.
 */
export function requireConfirmedCount(recipients: number, confirmCount: number | undefined): void {
  if (recipients <= CONFIRM_SEND_ABOVE) return;
  if (confirmCount === undefined) {
    throw new BadRequestException(
      `confirmCount is required: this send reaches ${formatted(recipients)} subscribers (more than ${formatted(CONFIRM_SEND_ABOVE)}). ` +
        `Send confirmCount: ${recipients} to confirm it.`,
    );
  }
  if (confirmCount !== recipients) {
    throw new ConflictException(
      `confirmCount is ${formatted(confirmCount)} but this send now reaches ${formatted(recipients)} subscribers. ` +
        'Check the number and confirm again.',
    );
  }
}
