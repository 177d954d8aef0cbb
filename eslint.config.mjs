// One lint config for the whole workspace (flat config). Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { importBoundaryZones } from './scripts/lib/import-boundaries.mjs';

// A package is used through its exports map (package.json), never through a path into its files.
const PACKAGE_SRC_PATTERN = {
  group: ['@venue/*/src', '@venue/*/src/**'],
  message: "Import the package or a subpath its package.json exports (e.g. '@venue/ui/testing'), never a path into its src.",
};
// Code loaded on first use goes through `lazyPage` (@venue/ui): plain `React.lazy` keeps a failed
// download failed for good (docs/decisions/013-one-lazy-helper.md). Only lazy-page.tsx wraps it.
const LAZY_MESSAGE = "Use lazyPage from '@venue/ui' (one failure policy, decision 013), not React's lazy.";
const LAZY_HELPER = 'shared/ui/src/components/lazy-page.tsx';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/.data/**',
      '**/.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs'] } },
      // The files import-x reads to follow imports (no-cycle); its default is JavaScript only.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js', '.cjs'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // styled-components' theme typing extends DefaultTheme through an interface with one `extends`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // A closure that reads a binding assigned after it is created (test app wiring) must stay `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'import-x/no-restricted-paths': ['error', { zones: importBoundaryZones() }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react', importNames: ['lazy'], message: LAZY_MESSAGE }], patterns: [PACKAGE_SRC_PATTERN] },
      ],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='React'][property.name='lazy']", message: LAZY_MESSAGE }],
      // Type-only imports are erased and never cycle at run time; packages in node_modules are not walked.
      // No maxDepth: the cost is reading each imported file once (~1.3 s of a ~30 s lint), and a
      // depth of 3 or 5 measured the same as none (docs/decisions/014-import-boundaries.md).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A later block's options replace the earlier ones: the package pattern is given again.
    files: [LAZY_HELPER],
    rules: { 'no-restricted-imports': ['error', { patterns: [PACKAGE_SRC_PATTERN] }], 'no-restricted-syntax': 'off' },
  },
  {
    files: ['host/src/**', 'remote-*/src/**', 'shared/*/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // A missing effect dependency is a bug here, not a hint: the tree stays at zero warnings.
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Loads every backend test file into one process, in order, through tsx's require hook.
    files: ['backend/scripts/test-entry.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', '**/jest.setup.ts', '**/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
    // jest.isolateModules needs a synchronous require to load a fresh copy of a module.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
