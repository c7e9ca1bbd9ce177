// Nest 12 ships ESM only; @swc/jest turns it (and our TypeScript) into CommonJS for Jest.
// Type-checking is `npm run typecheck`, not Jest's job.
const swc = ['@swc/jest', { ...require('./swc.config.js') }];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testEnvironment: 'node',
};
module.exports = {
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
