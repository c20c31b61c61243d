// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The public site's features and those every area shares: each its own folder with an index. */
const featuresIn = (area) =>
  readdirSync(`src/features/${area}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${area}/${entry.name}`);
/**
 * Every feature, as a folder under src/features: the public site's and the shared ones one by one;
 * the customer portal and the staff area are one feature each, reached through their index.
 */
const features = [...featuresIn('public'), ...featuresIn('shared'), 'portal', 'staff'];

/**
 * Imports flow one way (docs/architecture.md): domain -> lib -> components -> features -> app ->
 * slices -> templates/pages, with src/build over all of them. Inside src/features the areas flow
 * one way too: shared <- public <- portal <- staff, and src/app composes the portal and staff.
 * The server may use src/domain and nothing else from src/. A feature may use another feature
 * only through its index. Every folder of src/ and server/ is the target of a zone here, which
 * tests/unit/lint-layers.test.ts holds true as folders are added.
 */
/** The page context's types, which slices, templates and pages take from the build. */
const pageContext = ['./page-context.ts'];
/** The server's platform: what every area uses and which uses no area. */
const serverPlatform = [
  'server/cardprovider',
  'server/content',
  'server/i18n',
  'server/mail',
  'server/security',
  'server/static',
  'server/vehicle',
  // The database, not its demo seed, which fills every area's tables.
  'server/db/!(seed*).ts',
  'server/db/generated',
  'server/db/migrations',
];
const layerZones = [
  {
    target: 'src/domain',
    from: [
      'src/lib',
      'src/components',
      'src/features',
      'src/app',
      'src/slices',
      'src/pages',
      'src/templates',
      'src/build',
      'server',
    ],
  },
  {
    target: 'src/lib',
    from: [
      'src/components',
      'src/features',
      'src/app',
      'src/slices',
      'src/pages',
      'src/templates',
      'src/build',
      'server',
    ],
    message: 'src/lib is below the components: move what both need into src/lib or src/domain.',
  },
  {
    target: 'src/components',
    from: [
      'src/features',
      'src/app',
      'src/slices',
      'src/pages',
      'src/templates',
      'src/build',
      'server',
    ],
  },
  {
    target: 'src/features',
    from: ['src/app', 'src/slices', 'src/pages', 'src/templates', 'server'],
  },
  { target: 'src/features', from: 'src/build', except: pageContext },
  {
    target: 'src/features/shared',
    from: ['src/features/public', 'src/features/portal', 'src/features/staff'],
    message: 'Shared features serve every area and use none of them.',
  },
  {
    target: 'src/features/public',
    from: ['src/features/portal', 'src/features/staff'],
    message: 'The public site does not use the portal or the staff area.',
  },
  {
    target: 'src/features/portal',
    from: 'src/features/staff',
    message:
      'The customer portal does not use the staff area; src/app composes the two (decision 076).',
  },
  // The composition root: the portal app that puts the customer's screens and the staff's together.
  { target: 'src/app', from: ['src/slices', 'src/pages', 'src/templates', 'server'] },
  { target: 'src/app', from: 'src/build', except: pageContext },
  { target: 'src/slices', from: ['src/pages', 'src/templates', 'server'] },
  { target: 'src/slices', from: 'src/build', except: pageContext },
  { target: 'src/templates', from: ['src/pages', 'server'] },
  { target: 'src/templates', from: 'src/build', except: pageContext },
  { target: 'src/pages', from: 'server' },
  { target: 'src/pages', from: 'src/build', except: pageContext },
  { target: 'src/build', from: 'server' },
  { target: 'server', from: 'src', except: ['./domain'] },
  {
    target: serverPlatform,
    from: [
      'server/areas',
      'server/modules',
      'server/identity',
      'server/eid',
      'server/uploads',
      'server/portal',
      'server/pdf',
      'server/db/seed',
      'server/db/seed.ts',
      'server/db/seed-portal.ts',
      'server/app.ts',
      'server/main.ts',
    ],
    message: 'The platform serves the areas; it uses none of them.',
  },
  // The portal's shared kernel (request helpers, schema pieces, the PDF layout) serves the feature
  // modules; if it reached back into one, the modules would be tied in a knot again.
  {
    target: ['server/portal', 'server/pdf'],
    from: ['server/modules', 'server/identity', 'server/app.ts', 'server/main.ts'],
    message: 'The shared kernel is used by the modules, never the other way round.',
  },
  {
    target: [
      'server/areas',
      'server/modules',
      'server/identity',
      'server/eid',
      'server/uploads',
      'server/db/seed',
      'server/db/seed*.ts',
    ],
    from: ['server/app.ts', 'server/main.ts'],
    message: 'The app assembles the areas; an area does not reach back into it.',
  },
  // server/areas/ mounts the route plugins, each in the one area that decides its sign-in.
  {
    target: ['server/modules', 'server/identity', 'server/eid', 'server/uploads'],
    from: 'server/areas',
    message: 'A module does not know which area mounts it.',
  },
];
const featureZones = features.map((feature) => ({
  target: `src/features/${feature}`,
  from: 'src/features',
  except: [
    `./${feature}`,
    ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
  ],
  message: 'Use another feature only through its index.',
}));
// The composition root, too, reaches a feature only through its index.
const appZone = {
  target: 'src/app',
  from: 'src/features',
  except: features.map((feature) => `./${feature}/index.ts`),
  message: 'Use a feature only through its index.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'public',
      '.cache',
      '.data',
      'test-results',
      'playwright-report',
      'e2e-artifacts',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/ignore': ['node_modules'],
      // Without it the cycle rule reads no TypeScript file it follows, and finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, appZone] },
      ],
      // A cycle through a dynamic import() is a chunk boundary, not an evaluation-order trap.
      'import-x/no-cycle': [
        'error',
        { maxDepth: 10, ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useId'],
              message:
                'Use useElementId (src/components/use-element-id): unique inside every modal.',
            },
          ],
        },
      ],
    },
  },
  {
    // What renders pages (gatsby-ssr and everything it imports from src/, bar the build's own
    // code) must not touch the file system: Gatsby notices `fs` used during the render and then
    // rebuilds every page on every build instead of only those whose data changed.
    files: ['gatsby-ssr.tsx', 'gatsby-browser.tsx', 'src/**/*.{ts,tsx}'],
    ignores: ['src/build/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useId'],
              message:
                'Use useElementId (src/components/use-element-id): unique inside every modal.',
            },
            ...['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'fs-extra'].map((name) => ({
              name,
              message:
                'Pages render without the file system (Gatsby would rebuild every page); read files in gatsby-node or src/build/ and pass the result in.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/use-element-id.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // SQL lives in the repositories; routes and services call them.
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Queries belong in a *.repository.ts of the area.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'tests/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The browser takes the API's TypeBox declarations as types only, so TypeBox stays out of its
    // bundle; the values it needs (paths, enum lists) come from modules without TypeBox.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'typebox',
                '**/domain/api/common',
                '**/domain/api/policy',
                '**/domain/api/claim',
                '**/domain/api/document',
                '**/domain/api/account',
                '**/domain/api/payment',
                '**/domain/api/offer',
                '**/domain/api/travel',
                '**/domain/api/print',
                '**/domain/api/payment-details',
              ],
              allowTypeImports: true,
              message:
                'Import API declarations as types only; values come from portal.ts or values.ts.',
            },
          ],
        },
      ],
    },
  },
);
