// Lint rules for the whole repository (docs/decisions/0008-lint-and-format.md): the recommended sets
// of ESLint, typescript-eslint, React's hooks rules and jsx-a11y; formatting is Prettier's job, so
// eslint-config-prettier turns off every rule that would argue with it.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  // What .gitignore ignores (build output, caches, reports), and public/ (files served as they are).
  {
    ignores: [
      'dist/**',
      '.test-dist*/**',
      '.test-hostile/**',
      '.bench/**',
      '.cache/**',
      '.wrangler/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'tests/fixtures/hostile/raw/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a deliberately unused argument; `{ drop: _, ...rest }` is how an object loses a key.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A scrollable table is a focusable labelled region, so the keyboard can scroll it
      // (WCAG 2.1.1; axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // lib/ is the domain, shared by the build and the browser; the build machinery (scripts/) uses
    // it, never the other way round; and pages/ use lib/, components/ and renderer/, never the
    // other way round (docs/architecture.md "Folders"; tests/unit/pages/importsFromPages.test.ts).
    files: ['lib/**', 'components/**', 'renderer/**', 'functions/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // A regex, not a group: a group is a .gitignore pattern, where a leading # starts a comment.
            { regex: '^(#scripts/|(\\.\\./)+scripts/)', message: 'The domain and the UI do not import the build machinery (scripts/).' },
            {
              regex: '^(#pages/|(\\.\\./)+pages/)',
              message: 'Pages import the domain and the UI, not the other way round: move what is shared out of pages/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright's fixtures call their continuation `use`, which the hooks rules take for React's.
    files: ['tests/e2e/**', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
)
