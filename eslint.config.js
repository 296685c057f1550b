import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: ui/lib → features → app; machines/ depends on xstate only;
// the api never reaches into the gateway or the app. Enforced here, not in prose (STYLE.md).
const zones = [
  {
    target: './machines',
    from: ['./src', './api', './gateway', './tests', './scripts'],
    message: 'machines/ imports only xstate and its own helpers.',
  },
  {
    target: './api',
    from: ['./src', './gateway', './tests'],
    message: 'api/ is the system of record; it knows nothing of its clients or their tests.',
  },
  { target: './gateway', from: ['./src'], message: 'The gateway does not import the app.' },
  {
    target: ['./gateway/schema', './gateway/upstream'],
    from: './api/**/*',
    // Tests mount the api in-process through its test helpers; production code reaches it over HTTP.
    // The api's zod schemas (*.schemas.ts) are the one part shared: the same input rules, once.
    // A glob `from` takes its exceptions as globs of the whole path.
    except: ['**/api/test/**', '**/api/**/*.schemas.ts'],
    message:
      'The gateway talks to the api over /api/v1; only gateway/start-gateway.ts mounts it in-process.',
  },
  {
    target: './src',
    from: ['./api', './gateway'],
    message: 'The app talks to the gateway over GraphQL only.',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/app'],
    message: 'lib/ is shared by every feature and knows none of them.',
  },
  {
    target: './src/ui',
    from: ['./src/features', './src/app', './src/lib'],
    message: 'ui/ is presentational: it knows no feature, shell or app logic.',
  },
  {
    target: './src/features',
    from: ['./src/app'],
    message: 'A feature does not import the app shell.',
  },
];
// Every folder under src/features is an area; a new one is covered without editing this file.
const featureAreas = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = featureAreas.map((area) => ({
  target: `./src/features/${area}`,
  from: './src/features',
  except: [`./${area}`],
  message: 'A feature never imports another feature; move shared code to src/ui or src/lib.',
}));

// Names that explain themselves, in one style: kebab-case files, PascalCase React components
// (.tsx) and contexts (XContext.ts), `useX` hooks; machines keep their camelCase machine id (crewItemStatus.machine.ts).
// Everything after the first dot is a lowercase role suffix (.test, .machine, .tables, .seed…).
const fileNameRule = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { name: "File name '{{name}}' does not follow the naming rule: {{expected}}." },
  },
  create(context) {
    return {
      Program(node) {
        const path = context.filename.replaceAll('\\', '/');
        const name = path.slice(path.lastIndexOf('/') + 1);
        const [base, ...suffixes] = name.split('.');
        const extension = suffixes.at(-1);
        const roles = suffixes.slice(0, -1);
        const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
        const allowed =
          kebab.test(base) ||
          (extension === 'tsx' && /^[A-Z][A-Za-z0-9]*$/.test(base)) ||
          // A React context object lives in a .ts file named after it (SessionContext.ts).
          /^[A-Z][A-Za-z0-9]*Context$/.test(base) ||
          /^use[A-Z][A-Za-z0-9]*$/.test(base) ||
          (path.includes('/machines/') && /^[a-z][A-Za-z0-9]*$/.test(base));
        const rolesAllowed = roles.every((role) => kebab.test(role));
        if (!allowed || !rolesAllowed) {
          context.report({
            node,
            messageId: 'name',
            data: {
              name,
              expected:
                'kebab-case, PascalCase.tsx for components, useX for hooks, lowercase .role suffixes',
            },
          });
        }
      },
    };
  },
};

// The same for the gateway's areas: each imports only itself and gateway/schema/shared.
const gatewayAreas = readdirSync(new URL('./gateway/schema', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const gatewayAreaZones = gatewayAreas.map((area) => ({
  target: `./gateway/schema/${area}`,
  from: './gateway/schema',
  except: [`./${area}`, './shared'],
  message: 'A gateway area never imports another area; shared types live in gateway/schema/shared.',
}));

// The api's areas (the folders under api/routes) the same way: an area imports from another only
// what is meant to be shared — its response shapes (*.schemas.ts), its demo seed (*.seed.ts: seeds
// read each other's demo rows) and its facade `<area>.public.ts`, which re-exports exactly what
// other areas may use. Tables several areas read live in api/db/tables, shared helpers in api/lib.
// A glob `from` takes its exceptions as globs of the whole path.
const apiAreas = readdirSync(new URL('./api/routes', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiAreaZones = apiAreas.map((area) => ({
  target: `./api/routes/${area}`,
  from: './api/routes/**/*',
  except: [
    `**/api/routes/${area}/**`,
    '**/api/routes/*/*.schemas.ts',
    '**/api/routes/*/*.seed.ts',
    ...apiAreas.map((other) => `**/api/routes/${other}/${other}.public.ts`),
  ],
  message:
    "An api area imports another area's *.schemas.ts, *.seed.ts or <area>.public.ts only; shared tables live in api/db/tables, shared code in api/lib.",
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/gql',
      'gateway/generated',
      'api/db/migrations',
      'data',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'crew-hub': { rules: { 'file-name': fileNameRule } } },
    // Without a resolver that knows .ts/.tsx, extensionless imports stay unresolved and the zones
    // below silently pass everything.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
      // no-cycle follows only files it may parse: by default .js alone, which let every .ts cycle pass.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones, ...featureZones, ...gatewayAreaZones, ...apiAreaZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'crew-hub/file-name': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use string-literal unions, not enums.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // machines/ is shared by the api, the gateway and the app: pure xstate, nothing that ties it
    // to one runtime (no node:, no luxon, no i18next, no React).
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts', 'machines/model-graph.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate$|\\./)',
              message: 'machines/ imports only xstate and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // model-graph.ts traverses the models for the tests and `npm run paths`; the app never imports it.
    files: ['machines/**/*.test.ts', 'machines/model-graph.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate$|xstate/graph$|vitest$|\\./)',
              message: 'machines/ tests import only xstate, vitest and machines/ files.',
            },
          ],
        },
      ],
    },
  },
);
