import type { CreateSubscriptionDto } from './dto/create-subscription.dto';

/**
 * The public form has a field people never see (and never fill); bots that
 * fill every field do. Such a request gets the ordinary answer (it is built
 * from the request alone), so the bot learns nothing, while nothing is stored
 * or sent. A request without the field at all is an ordinary API call.
 */
export function isHoneypotFilled(dto: CreateSubscriptionDto): boolean {
  return typeof dto.website === 'string' && dto.website.trim() !== '';
}
