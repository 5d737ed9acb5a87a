import type { ESLint, Linter } from 'eslint';
import noFloating from './rules/no-floating-promises-lite.js';
import noEnvInClient from './rules/no-env-in-client.js';
import testTitleStyle from './rules/test-title-style.js';

const plugin: ESLint.Plugin & { configs: Record<string, Linter.Config> } = {
  meta: { name: 'eslint-plugin-team', version: '2.1.0' },
  rules: {
    'no-floating-promises-lite': noFloating,
    'no-env-in-client': noEnvInClient,
    'test-title-style': testTitleStyle,
  },
  configs: {},
};

plugin.configs.recommended = {
  plugins: { team: plugin },
  rules: {
    'team/no-floating-promises-lite': 'error',
    'team/no-env-in-client': 'error',
    'team/test-title-style': 'warn',
  },
};

export default plugin;
