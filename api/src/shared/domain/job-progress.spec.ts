import { runProgressLabel } from './job-progress';

describe('runProgressLabel', () => {
  const run = { progress: 0, attempt: 1, maxAttempts: 3 };

  it('says a first attempt is waiting, then running with its percent', () => {
    expect(runProgressLabel(undefined)).toBe('Waiting to start...');
    expect(runProgressLabel({ ...run, state: 'waiting' })).toBe('Waiting to start...');
    expect(runProgressLabel({ ...run, state: 'active', progress: 42.4 })).toBe('Running: 42%');
  });

  it('names a retry instead of falling back to waiting', () => {
    expect(runProgressLabel({ ...run, state: 'delayed', progress: 100, attempt: 2 })).toBe('Retrying (2/3)…');
    expect(runProgressLabel({ ...run, state: 'waiting', progress: 60, attempt: 3 })).toBe('Retrying (3/3)…');
    expect(runProgressLabel({ ...run, state: 'active', progress: 60, attempt: 2 })).toBe('Running: 60% (attempt 2/3)');
  });

  it('says how a run ended', () => {
    expect(runProgressLabel({ ...run, state: 'completed', progress: 100 })).toBe('Finished');
    expect(runProgressLabel({ ...run, state: 'failed', progress: 30, attempt: 3 })).toBe('Failed');
  });
});
