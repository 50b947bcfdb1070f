import { InitialSchema1763683200000 } from './1763683200000-InitialSchema';

/** Listed explicitly (not globbed) so ts-jest, tsc output and the CLI all see the same set. */
export const MIGRATIONS = [InitialSchema1763683200000];
