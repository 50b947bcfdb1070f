import type { ChildProcess } from 'node:child_process';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  pid: number | undefined;
  startedAt: number;
  exited: Promise<Exit>;
  /** Resolves when the process sends { ready: true } over its IPC channel. */
  saidReady: Promise<void>;
  running: () => boolean;
  output: () => string;
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<Exit>;
}

export interface SpawnServiceOptions {
  name: string;
  script: string;
  args?: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  output?: 'inherit' | 'capture';
}

export declare function spawnService(options: SpawnServiceOptions): ServiceProcess;
export declare function describeExit(exit: Exit): string;
