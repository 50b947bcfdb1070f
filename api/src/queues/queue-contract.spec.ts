import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { JOB_DEFINITIONS, jobsOfQueue } from './job-definitions';
import { JobName } from './job-names';
import { ALL_QUEUES, QueueName } from './queue-names';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('queue contract', () => {
  it('binds every job to a known queue and gives every queue at least one job', () => {
    for (const job of Object.values(JobName)) expect(ALL_QUEUES).toContain(JOB_DEFINITIONS[job].queue);
    for (const queue of ALL_QUEUES) expect(jobsOfQueue(queue).length).toBeGreaterThan(0);
  });

  it('uses distinct names for queues and jobs', () => {
    expect(new Set(Object.values(QueueName)).size).toBe(Object.values(QueueName).length);
    expect(new Set(Object.values(JobName)).size).toBe(Object.values(JobName).length);
  });

  it('never registers a processor in the API process', () => {
    const apiSource = join(__dirname, '..');
    const offenders = sourceFiles(apiSource).filter((file) =>
      /@Processor\(|extends WorkerHost/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
