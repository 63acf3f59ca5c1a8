import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const importBoundaries = (rules) =>
  rules.map(([folder, forbidden, message, ignores = []]) => ({
    files: [`${folder}/*.{ts,tsx}`, `${folder}/**/*.{ts,tsx}`],
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        // Relative imports only: packages such as react-dom/server are not our folders.
        { patterns: [{ regex: `^\\.\\.?/(?:.*/)?(?:${forbidden.join('|')})(?:/|$)`, message }] },
      ],
    },
  }));

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', '.ci-out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Imports point down only (docs/ARCHITECTURE.md): domain ← contracts ← server and web; integrations
  // never reach into the server.
  ...importBoundaries([
    [
      'src/domain/**',
      ['contracts', 'server', 'web', 'integrations'],
      'The domain imports nothing of the app.',
    ],
    ['src/contracts/**', ['server', 'web', 'integrations'], 'Contracts use only the domain.'],
    [
      'src/web/**',
      ['server', 'integrations'],
      'The web app never imports the server.',
      ['src/web/**/*.test.{ts,tsx}'],
    ],
    // A web test may use an integration's local default as a fixture (the gazetteer).
    [
      'src/web/**',
      ['server'],
      'The web app never imports the server.',
      ['src/web/**/!(*.test).{ts,tsx}'],
    ],
    ['src/integrations/**', ['server', 'web'], 'Integrations never import server modules.'],
    // The server's inner layers: routes call modules; modules, jobs, read models, providers and the
    // database never call back up into the routes or the app that assembles them (app-deps.ts is
    // the one module that names what the app passes down).
    ...['modules', 'jobs', 'read-models', 'providers', 'db', 'seed'].map((layer) => [
      `src/server/${layer}/**`,
      ['(?<!contracts/)routes', 'app'],
      `src/server/${layer} never imports the routes or app.ts.`,
    ]),
    [
      'src/server/db/**',
      ['modules', 'read-models', 'providers', 'seed'],
      'The database layer imports no use case, read model, provider or seed.',
      ['src/server/db/**/*.test.ts'],
    ],
  ]),
  {
    // The domain is pure: no clock, no env, no I/O.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'process', 'fetch'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass `now` in.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass `now` in.',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/clock.ts', 'src/server/**/*.test.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Use the clock.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Use the clock.',
        },
      ],
    },
  },
);
