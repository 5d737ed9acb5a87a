import type { Rule } from 'eslint';
import { hit } from '../util/stats.js';

const rule: Rule.RuleModule = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: "Prefer present-tense test titles over 'should …'" },
    messages: { should: "Test title starts with 'should'; use present tense ('returns …')." },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !['it', 'test'].includes(node.callee.name)) return;
        const first = node.arguments[0];
        if (first?.type === 'Literal' && typeof first.value === 'string' && /^should\s+/i.test(first.value)) {
          hit('test-title-style');
          const fixed = first.value.replace(/^should\s+(\w+)/i, (_, verb: string) => (verb.endsWith('s') ? verb : `${verb}s`));
          context.report({
            node: first,
            messageId: 'should',
            fix: (fixer) => fixer.replaceText(first, JSON.stringify(fixed)),
          });
        }
      },
    };
  },
};
export default rule;
