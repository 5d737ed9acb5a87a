import type { Rule } from 'eslint';
import { hit } from '../util/stats.js';

const CLIENT_DIRS = /(^|\/)(app|components|src\/client|pages)\//;
const ALLOWED = /^(NODE_ENV|NEXT_PUBLIC_\w+|VITE_\w+)$/;

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow process.env in client bundles except public prefixes' },
    messages: { env: 'process.env.{{name}} in client code is inlined at build time or undefined at runtime.' },
    schema: [],
  },
  create(context) {
    if (!CLIENT_DIRS.test(context.filename.replace(/\\/g, '/'))) return {};
    return {
      MemberExpression(node) {
        const obj = node.object;
        if (obj.type === 'MemberExpression' && obj.object.type === 'Identifier' && obj.object.name === 'process' &&
            obj.property.type === 'Identifier' && obj.property.name === 'env' && node.property.type === 'Identifier') {
          if (!ALLOWED.test(node.property.name)) {
            hit('no-env-in-client');
            context.report({ node, messageId: 'env', data: { name: node.property.name } });
          }
        }
      },
    };
  },
};
export default rule;
