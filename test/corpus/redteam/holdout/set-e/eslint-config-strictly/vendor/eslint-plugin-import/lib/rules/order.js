'use strict';
const builtin = new Set(require('module').builtinModules);
const rank = (s) => (builtin.has(s) || s.startsWith('node:') ? 0 : s.startsWith('.') ? 2 : 1);
module.exports = {
  meta: { type: 'suggestion', schema: [{ type: 'object' }] },
  create(ctx) {
    let last = -1;
    return {
      ImportDeclaration(node) {
        const r = rank(node.source.value);
        if (r < last) ctx.report({ node, message: `'${node.source.value}' import should occur earlier.` });
        last = Math.max(last, r);
      },
    };
  },
};
