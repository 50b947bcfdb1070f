import pino from 'pino';

/**
 * A start that fails before Nest's logger exists (a malformed environment, an
 * unreachable database) still leaves one structured line saying why, then exits 1.
 */
export function exitOnBootFailure(processName: string, error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  pino({ name: processName }).fatal({ err: error }, `${processName} failed to start: ${reason}`);
  process.exit(1);
}
