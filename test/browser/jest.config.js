const esmDependencies = require('../support/esm-dependencies');

/**
 * Browser journeys (test/browser/*.browser-spec.ts): Chromium drives the built portal served by
 * the real product. Build first (`npm run build`); each file starts its own product and database.
 */
module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    ...esmDependencies.transform,
  },
  transformIgnorePatterns: esmDependencies.transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/browser/support/retry.ts'],
  testTimeout: 90000,
};
