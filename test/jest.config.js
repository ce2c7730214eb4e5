const esmDependencies = require('./support/esm-dependencies');

/** Unit tests beside the code (src/**\/*.spec.ts) and end-to-end tests here (test/**\/*.e2e-spec.ts). */
module.exports = {
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    ...esmDependencies.transform,
  },
  transformIgnorePatterns: esmDependencies.transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
