import acme from '@acme-internal/eslint-config';

export default [
  ...acme.configs.recommended,
  ...acme.configs.typescript,
  {
    ignores: ['dist/**', 'coverage/**', '**/*.generated.ts'],
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
