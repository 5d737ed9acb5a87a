import type { Rule } from 'eslint';
import { hit } from '../util/stats.js';

const ASYNC_NAME = /(Async$|^fetch[A-Z]|^save[A-Z]|^load[A-Z]|^send[A-Z])/;

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow ignored promises from obviously-async calls (no type info needed)' },
    messages: { floating: 'Promise returned by {{name}}() is ignored; await it, return it, or mark with void.' },
    schema: [],
  },
  create(context) {
    return {
      ExpressionStatement(node) {
        const expr = node.expression;
        if (expr.type !== 'CallExpression') return;
        const callee = expr.callee;
        const name =
          callee.type === 'Identifier' ? callee.name :
          callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : '';
        if (name && ASYNC_NAME.test(name)) {
          hit('no-floating-promises-lite');
          context.report({ node, messageId: 'floating', data: { name } });
        }
      },
    };
  },
};
export default rule;
