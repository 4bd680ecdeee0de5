/** Three projects: unit (pure rules, beside the code), e2e (API on real PostgreSQL), browser. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
const ESM_PACKAGES = [
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'load-esm',
  'nodemailer',
  'content-disposition',
  '@fastify/static/node_modules/content-disposition',
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // The front ends import shared rules as @domain/... (vite alias); unit tests resolve it the same way.
  moduleNameMapper: { '^@domain/(.*)$': '<rootDir>/backend/domain/$1' },
  // NestJS 12 and a few of its dependencies ship only ES modules; jest on Node 20 needs them compiled.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
};

module.exports = {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  maxWorkers: process.env.JEST_WORKERS || 2,
  testTimeout: 90000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/backend/**/*.spec.ts',
        '<rootDir>/storefront/src/**/*.spec.ts?(x)',
        '<rootDir>/backoffice/src/**/*.spec.ts?(x)',
        '<rootDir>/test/unit/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
    },
  ],
};
