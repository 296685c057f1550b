import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: ui/lib → features → app; machines/ depends on xstate only;
// the api never reaches into the gateway or the app. Enforced here, not in prose (STYLE.md).
const zones = [
  { target: './machines', from: ['./src', './api', './gateway'], message: 'machines/ imports only xstate and its own helpers.' },
  { target: './api', from: ['./src', './gateway'], message: 'api/ is the system of record; it knows nothing of its clients.' },
  { target: './gateway', from: ['./src'], message: 'The gateway does not import the app.' },
  { target: './src', from: ['./api', './gateway'], message: 'The app talks to the gateway over GraphQL only.' },
  { target: './src/ui', from: ['./src/features', './src/app'], message: 'ui/ is presentational and knows no feature.' },
  { target: './src/features', from: ['./src/app'], message: 'A feature does not import the app shell.' },
];
// Every folder under src/features is an area; a new one is covered without editing this file.
const featureAreas = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = featureAreas.map(
  (area) => ({
    target: `./src/features/${area}`,
    from: './src/features',
    except: [`./${area}`],
    message: 'A feature never imports another feature; move shared code to src/ui or src/lib.',
  }),
);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/gql', 'gateway/generated', 'api/db/migrations', 'data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // Without a resolver that knows .ts/.tsx, extensionless imports stay unresolved and the zones
    // below silently pass everything.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...featureZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use string-literal unions, not enums.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-*', 'urql', '@chakra-ui/*', '@urql/*'], message: 'machines/ imports only xstate.' }] }],
    },
  },
);
