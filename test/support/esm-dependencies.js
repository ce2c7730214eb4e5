/**
 * Dependencies published as ES modules only. Node (20.19+, 24) loads them from CommonJS by
 * itself, but Jest's module loader does not on Node 20, so Jest compiles them to CommonJS.
 */
const ESM_ONLY = [
  '@scure/base',
  '@noble/hashes',
  'openid-client',
  'oauth4webapi',
  'jose',
  // The tests' OpenID provider; its own dependencies (koa…) are CommonJS.
  'oidc-provider',
];

module.exports = {
  transform: {
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: [
      'ts-jest',
      {
        // esModuleInterop: oidc-provider takes koa's CommonJS export as a default import.
        tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022', esModuleInterop: true },
        isolatedModules: true,
      },
    ],
  },
  // Judged by the innermost node_modules folder: a nested copy is compiled like a hoisted one.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)(?!.*/node_modules/)`],
};
