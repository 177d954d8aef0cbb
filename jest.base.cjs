// One jest setup for every frontend package: swc compiles TypeScript/TSX, jsdom renders, jest-dom adds matchers.
const path = require('node:path');

/** @param {string} packageDir the package's own folder (pass __dirname) */
module.exports = function jestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages inside node_modules must be compiled too.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(valibot|libphonenumber-js|i18next|react-i18next)[@/])'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    // Fonts are URLs emitted by webpack's asset rule; a test needs no file behind them.
    moduleNameMapper: { '\\.woff2$': path.join(__dirname, 'jest-file-stub.cjs') },
    ...overrides,
  };
};
