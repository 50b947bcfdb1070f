import { BadRequestException, UnprocessableEntityException } from '@nestjs/common';
import { restrictedTargetOf } from './source-address-check';

/**
 * Refuses, before anything is stored, a source address that a fetcher could never read: one that
 * fetch cannot parse (the validator's idea of a URL is wider than fetch's), or, unless private
 * addresses are allowed (the test suites' fixture sites), one that points inside the network.
 */
export async function refuseUnreachableSourceUrl(
  url: string,
  options: { allowPrivate: boolean; reacher: string },
): Promise<void> {
  if (!URL.canParse(url)) {
    throw new BadRequestException('Source URL must be a web address starting with http:// or https://');
  }
  if (options.allowPrivate) return;
  const refusal = await restrictedTargetOf(url, { field: 'Source URL', reacher: options.reacher });
  if (refusal) throw new UnprocessableEntityException(refusal);
}
