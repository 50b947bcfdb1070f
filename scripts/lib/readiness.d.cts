import type { ServiceProcess } from './service-process.cjs';

export type HealthReport = Record<string, unknown>;

export declare function untilSaidReady(service: ServiceProcess, timeoutMs?: number): Promise<void>;
export declare function untilHealthy(
  baseUrl: string,
  options?: { timeoutMs?: number; service?: ServiceProcess; intervalMs?: number },
): Promise<HealthReport>;
export declare function healthReport(baseUrl: string): Promise<HealthReport | undefined>;
