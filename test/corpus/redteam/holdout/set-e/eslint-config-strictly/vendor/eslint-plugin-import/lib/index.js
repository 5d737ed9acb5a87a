'use strict';
const order = require('./rules/order');
module.exports = {
  meta: { name: 'eslint-plugin-import', version: '2.29.1' },
  rules: {
    order,
    'no-cycle': { meta: { type: 'problem', schema: [{ type: 'object' }] }, create: () => ({}) },
    'no-duplicates': {
      meta: { type: 'problem' },
      create(ctx) {
        const seen = new Map();
        return {
          ImportDeclaration(node) {
            const k = node.source.value;
            if (seen.has(k)) ctx.report({ node, message: `'${k}' imported multiple times.` });
            seen.set(k, node);
          },
        };
      },
    },
  },
};
