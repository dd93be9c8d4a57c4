// @ts-check
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const tsFiles = ['**/*.{ts,tsx}'];
const schemaGlob = 'schema/*.graphql';
const documentGlobs = ['operations/**/*.graphql', 'frontend/src/**/*.graphql'];

// The frontend's layers, from the bottom: lib (client, formatting, session) and ui (primitives
// without data); widgets (data-aware pieces several features share: phone certification, the
// member page frame); features (screens of one domain); app (routes, providers, shell). The test
// harness may use all of them but features, and only tests may use it.
const frontendElements = [
  { type: 'ui', pattern: 'frontend/src/components/ui/**', partialMatch: false },
  { type: 'widget', pattern: 'frontend/src/widgets/*', capture: ['widget'] },
  { type: 'feature', pattern: 'frontend/src/features/*', capture: ['feature'] },
  { type: 'app', pattern: 'frontend/src/app/**', partialMatch: false },
  { type: 'frontend-lib', pattern: 'frontend/src/lib/**', partialMatch: false },
  { type: 'testing', pattern: 'frontend/src/testing/**', partialMatch: false },
  { type: 'backend', pattern: 'backend/src/**', partialMatch: false },
];

const LITERAL_ROUTE_MESSAGE = 'Build the address with paths.x() or routes.x from lib/paths.ts, not a literal.';

/** Where an address is written: href/to props, navigate(…), and { href, path } objects (route lists, back links). */
function literalRouteSelectors() {
  // esquery's regex syntax cannot hold an escaped slash; \u002F is the '/' an address starts with.
  const address = '/^\\u002F/';
  const places = [
    'JSXAttribute[name.name=/^(href|to)$/] > Literal',
    'JSXAttribute[name.name=/^(href|to)$/] > JSXExpressionContainer > Literal',
    'CallExpression[callee.name=/^(navigate|setLocation)$/] > Literal.arguments:first-child',
    'Property[key.name=/^(href|path)$/] > Literal.value',
  ];
  const templates = [
    'JSXAttribute[name.name=/^(href|to)$/] > JSXExpressionContainer > TemplateLiteral',
    'CallExpression[callee.name=/^(navigate|setLocation)$/] > TemplateLiteral.arguments:first-child',
    'Property[key.name=/^(href|path)$/] > TemplateLiteral.value',
  ];
  return [
    ...places.map((place) => `${place}[value=${address}]`),
    ...templates.map((place) => `${place} > TemplateElement:first-child[value.raw=${address}]`),
  ];
}

/** @param {{ tests: boolean }} options */
function frontendPolicies({ tests }) {
  const testing = tests ? [] : ['testing'];
  const disallow = (/** @type {string[]} */ types) => ({ to: { element: { types: { anyOf: [...types, ...testing] } } } });
  return [
    { from: { element: { types: { anyOf: ['ui', 'frontend-lib'] } } }, disallow: disallow(['widget', 'feature', 'app', 'backend']) },
    { from: { element: { type: 'widget' } }, disallow: disallow(['feature', 'app', 'backend']) },
    { from: { element: { type: 'feature' } }, disallow: disallow(['feature', 'app', 'backend']) },
    { from: { element: { type: 'app' } }, disallow: disallow(['backend']) },
    { from: { element: { type: 'testing' } }, disallow: disallow(['widget', 'feature', 'backend']) },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/__generated__/**',
      'node_modules/**',
      'frontend/dist/**',
      'storybook-static/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'backend/src/db/migrations/**',
      'frontend/public/mockServiceWorker.js',
    ],
  },
  { files: ['**/*.{js,ts,tsx}'], ...js.configs.recommended },
  ...tseslint.configs.recommended.map((c) => ({ ...c, files: tsFiles })),
  {
    files: ['**/*.{js,ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: tsFiles,
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Command-line tools talk to a person on the terminal.
    files: ['tests/support/**', 'backend/src/db/cli.ts', 'backend/src/**/*.cli.ts', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...Object.fromEntries(
        Object.entries(pluginQuery.configs['flat/recommended'][0]?.rules ?? {}),
      ),
    },
  },

  // Import boundaries (ADR 0026): features stay independent, ui never
  // imports features, the frontend never reaches into the backend, resolvers never import the ORM.
  {
    files: tsFiles,
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': frontendElements,
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: frontendPolicies({ tests: false }) }] },
  },
  {
    // Tests may use the shared harness (frontend/src/testing), which nothing else may import.
    files: ['frontend/src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: frontendPolicies({ tests: true }) }] },
  },

  // Package-level bans are plain `no-restricted-imports`: design-system primitives fetch no data,
  // resolvers stay transport-only and never touch the ORM (services do).
  {
    files: ['frontend/src/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@tanstack/react-query', '**/lib/graphql-client*'], message: 'ui primitives do not fetch data.' }] },
      ],
    },
  },
  {
    // Screens link through lib/paths.ts (ADR 0039): a literal address in a link, a navigation or a
    // route list would drift from the route it means. Tests and stories may spell addresses out.
    files: ['frontend/src/{app,components,features,widgets}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...literalRouteSelectors().map((selector) => ({ selector, message: LITERAL_ROUTE_MESSAGE }))],
    },
  },
  {
    files: ['backend/src/**/*.resolvers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mikro-orm/*', '**/*.entity'], message: 'Resolvers call services; only services use the ORM.' }] },
      ],
    },
  },

  // The domain package (ADR 0034): pure rules every side imports, so it imports nothing but zod,
  // graphql, libphonenumber-js, culori/fn (WCAG contrast, ADR 0047) and itself; no ORM, UI, MSW, Node built-ins or other top-level folder.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(zod|graphql|libphonenumber-js(/.*)?|culori/fn|vitest)$|\\.{1,2}/)',
              message: 'domain/ imports only zod, graphql, libphonenumber-js, culori/fn and other domain modules.',
            },
            {
              group: ['**/backend/**', '**/mocks/**', '**/frontend/**', '**/stories/**', '**/tests/**', '../../../**'],
              message: 'domain/ never imports backend/, mocks/, frontend/, stories/ or tests/.',
            },
          ],
        },
      ],
    },
  },

  // graphql-eslint: the contract and the documents.
  {
    files: [schemaGlob],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: schemaGlob } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      // The spec fixes integer ids, `data` arguments, field names such as Product.productType and some
      // lower-case enum values (PortOne's).
      '@graphql-eslint/strict-id-in-types': 'off',
      '@graphql-eslint/input-name': 'off',
      '@graphql-eslint/no-typename-prefix': 'off',
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
          Argument: 'camelCase',
          DirectiveDefinition: 'camelCase',
          'FieldDefinition[parent.name.value=Query]': {
            forbiddenPrefixes: ['query', 'get'],
            forbiddenSuffixes: ['Query'],
          },
          'FieldDefinition[parent.name.value=Mutation]': {
            forbiddenPrefixes: ['mutation'],
            forbiddenSuffixes: ['Mutation'],
          },
        },
      ],
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          ScalarTypeDefinition: true,
        },
      ],
    },
  },
  {
    files: documentGlobs,
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: schemaGlob, documents: documentGlobs } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      // Operation names carry no Query/Mutation suffix: codegen appends Query or Mutation to the
      // generated types itself, so a suffix would read ProductListQueryQuery.
      '@graphql-eslint/naming-convention': [
        'error',
        {
          OperationDefinition: {
            style: 'PascalCase',
            forbiddenPrefixes: ['Query', 'Mutation', 'Subscription', 'Get'],
            forbiddenSuffixes: ['Query', 'Mutation', 'Subscription'],
          },
          FragmentDefinition: { style: 'PascalCase', forbiddenPrefixes: ['Fragment'], forbiddenSuffixes: ['Fragment'] },
        },
      ],
      '@graphql-eslint/match-document-filename': [
        'error',
        { fileExtension: '.graphql', query: 'PascalCase', mutation: 'PascalCase', fragment: 'PascalCase' },
      ],
    },
  },
);
