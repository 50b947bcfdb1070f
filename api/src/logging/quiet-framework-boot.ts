import type { LogFn } from 'pino';

/**
 * Nest announces every module it loads and every route it maps at info level:
 * about a hundred lines at each start that say nothing a newcomer needs. They
 * are kept at debug (LOG_LEVEL=debug shows them); everything else passes.
 */
const BOOT_CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

export function quietFrameworkBoot(
  this: { isLevelEnabled: (level: string) => boolean },
  args: Parameters<LogFn>,
  method: LogFn,
  level: number,
): void {
  const first: unknown = args[0];
  const context =
    typeof first === 'object' && first !== null && 'context' in first ? (first as { context: unknown }).context : null;
  const INFO = 30;
  if (level === INFO && typeof context === 'string' && BOOT_CHATTER.has(context) && !this.isLevelEnabled('debug'))
    return;
  method.apply(this, args);
}
