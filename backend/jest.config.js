// Nest 12 ships ESM only; @swc/jest turns it (and our TypeScript) into CommonJS for Jest.
// Type-checking is `npm run typecheck`, not Jest's job.
const swc = ['@swc/jest', { ...require('./swc.config.js') }];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testEnvironment: 'node',
  // The shared workspace package is TypeScript source for the tests (its dist/ is built for the running app only).
  moduleNameMapper: { '^@leadscope/shared/(.*)$': `${__dirname}/../packages/shared/src/$1` },
};
module.exports = {
  // An e2e test boots the whole app on a real database; on a busy 2-core machine 5 s is not enough for that.
  // testTimeout is a global option: inside `projects` Jest ignores it (hooks timed out at 5 s under load).
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: 'unit', rootDir: 'src', testMatch: ['**/*.spec.ts'] },
    {
      ...common,
      displayName: 'e2e',
      rootDir: '.',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      setupFiles: ['<rootDir>/test/setup-env.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
    },
  ],
};
