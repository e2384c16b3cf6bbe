import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ANT_CLASS_MESSAGE = 'select by role, label or text, not by Ant Design class names (.ant-*)';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'docs/**',
      '**/test-results/**',
      // the e2e server bundle and other scratch output (gitignored)
      '**/.tmp/**',
      '**/*.config.{js,ts}',
      'scripts/**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // a feature imports shared code, never another feature (STYLE.md §4)
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../../features/*', '../features/*/*'], message: 'features do not import each other' }],
        },
      ],
    },
  },
  {
    // test support renders screens, as the app composes them
    files: ['web/src/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/*', '!../../*'], message: 'a feature imports from components/, lib/ and protocol only' },
          ],
        },
      ],
    },
  },
  {
    // tests find what the operator finds (STYLE.md §8): a class name of Ant Design is its markup, which changes under them
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/\\.ant-/]', message: ANT_CLASS_MESSAGE },
        { selector: 'TemplateElement[value.raw=/\\.ant-/]', message: ANT_CLASS_MESSAGE },
      ],
    },
  },
  // the server's layers (server/README.md): device ← store ← auth ← http ← api; services.ts and app.ts compose
  ...serverLayer('server/src/device/**/*.ts', 'the device model knows no HTTP, SQL or sign-in', [
    '**/store/**',
    '**/auth/**',
    '**/http/**',
    '**/api/**',
    '**/services.ts',
    '**/app.ts',
    'fastify',
    '@fastify/*',
    'better-sqlite3',
  ]),
  ...serverLayer('server/src/store/**/*.ts', 'the store knows no HTTP and no sign-in', [
    '**/auth/**',
    '**/http/**',
    '**/api/**',
    '**/services.ts',
    '**/app.ts',
    'fastify',
    '@fastify/*',
  ]),
  ...serverLayer('server/src/auth/**/*.ts', 'sign-in code gets what it needs passed in, not the service container', [
    '**/http/**',
    '**/api/**',
    '**/services.ts',
    '**/app.ts',
  ]),
  ...serverLayer('server/src/http/**/*.ts', 'the HTTP plumbing knows no route handlers', ['**/api/**', '**/app.ts']),
  ...serverLayer('server/src/forward/**/*.ts', 'the forwarding server knows no simulated device', [
    '**/device/**',
    '**/api/**',
    '**/services.ts',
    '**/app.ts',
  ]),
  ...serverLayer('server/src/syslog/**/*.ts', 'the syslog sender reads the device, nothing else', [
    '**/store/**',
    '**/auth/**',
    '**/http/**',
    '**/api/**',
    '**/services.ts',
    '**/app.ts',
  ]),
);

/** Forbids a server layer's source files (not its tests) to import the layers above it. */
function serverLayer(files, message, group) {
  return [
    {
      files: [files],
      ignores: ['**/*.test.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
    },
  ];
}
