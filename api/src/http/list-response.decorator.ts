import { Res } from '@nestjs/common';

/**
 * A list route's response, there for its paging headers (X-Total-Count, and
 * Link on keyset pages, see sendPage): Nest still sends what the handler
 * returns, as `passthrough` asks, so the route keeps its interceptors.
 */
export const ListResponse = () => Res({ passthrough: true });
