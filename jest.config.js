/** Unit specs live beside the code; e2e specs (real Postgres, Redis and processes) in api/test and worker/test. */
const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  moduleNameMapper: { '^@api/(.*)$': '<rootDir>/api/src/$1' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

module.exports = {
  // Project configs ignore testTimeout; it must be set here. Real bcrypt, Postgres and processes take seconds.
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/api/src/**/*.spec.ts', '<rootDir>/worker/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      setupFiles: ['<rootDir>/api/test/support/worker-database.ts'],
      testMatch: ['<rootDir>/api/test/**/*.e2e-spec.ts', '<rootDir>/worker/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/api/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/support/global-teardown.ts',
    },
    {
      ...shared,
      // Generated requests against the real API; its own tier so `npm test` reports it apart.
      displayName: 'fuzz',
      testMatch: ['<rootDir>/api/test/fuzz/**/*.fuzz-spec.ts'],
      globalSetup: '<rootDir>/api/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/support/global-teardown.ts',
    },
  ],
};
