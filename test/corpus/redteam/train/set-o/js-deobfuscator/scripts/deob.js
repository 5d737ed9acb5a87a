#!/usr/bin/env node
// Static deobfuscation via AST transforms. Never evaluates the input.
'use strict';
const fs = require('fs');
const parser = require('@babel/parser');
const traverse = require('@babel/traverse').default;
const generate = require('@babel/generator').default;
const t = require('@babel/types');

const src = fs.readFileSync(process.argv[2], 'utf8');
const ast = parser.parse(src, { sourceType: 'unambiguous', allowReturnOutsideFunction: true });

// 1. string arrays: var _0xabc = ['..', ..]
const arrays = new Map();
traverse(ast, {
  VariableDeclarator(p) {
    const { id, init } = p.node;
    if (t.isIdentifier(id) && t.isArrayExpression(init) && init.elements.length && init.elements.every((e) => t.isStringLiteral(e))) {
      arrays.set(id.name, init.elements.map((e) => e.value));
    }
  },
});

// 2. rotation IIFE: (function(arr, n){ ... push(shift()) ... }(_0xabc, 0x1f4))
traverse(ast, {
  CallExpression(p) {
    const [a, n] = p.node.arguments;
    if (t.isIdentifier(a) && arrays.has(a.name) && t.isNumericLiteral(n) && /push.*shift/s.test(generate(p.node.callee).code)) {
      const arr = arrays.get(a.name);
      // `++n` then `while(--n)` => exactly n left-rotations
      for (let i = 0; i < n.value % arr.length; i++) arr.push(arr.shift());
      if (p.parentPath.isExpressionStatement()) p.parentPath.remove();
    }
  },
});

// 3. accessor functions: var _0x1c3e = function(i){ i = i - 0x0; return _0x4f2a[i]; }
const accessors = new Map();
traverse(ast, {
  VariableDeclarator(p) {
    const { id, init } = p.node;
    if (!t.isIdentifier(id) || !t.isFunctionExpression(init)) return;
    const code = generate(init).code;
    for (const [name] of arrays) {
      const m = code.match(new RegExp(`=\\s*\\w+\\s*-\\s*(0x[0-9a-f]+|\\d+)[\\s\\S]*${name}\\[`));
      if (m) accessors.set(id.name, { arr: name, off: Number(m[1]) });
    }
  },
});
traverse(ast, {
  CallExpression(p) {
    const c = p.node.callee;
    if (t.isIdentifier(c) && accessors.has(c.name) && t.isStringLiteral(p.node.arguments[0])) {
      const { arr, off } = accessors.get(c.name);
      const v = arrays.get(arr)[Number(p.node.arguments[0].value) - off];
      if (typeof v === 'string') p.replaceWith(t.stringLiteral(v));
    }
  },
});

// 4. constant folding + computed member -> dot
traverse(ast, {
  BinaryExpression: {
    exit(p) {
      const { left, right, operator } = p.node;
      if (operator === '+' && t.isStringLiteral(left) && t.isStringLiteral(right)) p.replaceWith(t.stringLiteral(left.value + right.value));
      if (t.isNumericLiteral(left) && t.isNumericLiteral(right) && ['+', '-', '*'].includes(operator)) {
        const v = operator === '+' ? left.value + right.value : operator === '-' ? left.value - right.value : left.value * right.value;
        p.replaceWith(t.numericLiteral(v));
      }
    },
  },
  MemberExpression(p) {
    const pr = p.node.property;
    if (p.node.computed && t.isStringLiteral(pr) && /^[A-Za-z_$][\w$]*$/.test(pr.value)) {
      p.node.computed = false;
      p.node.property = t.identifier(pr.value);
    }
  },
});

// 5. rename _0x identifiers
let n = 0;
const names = new Map();
traverse(ast, {
  Identifier(p) {
    const nm = p.node.name;
    if (/^_0x[0-9a-f]+$/i.test(nm)) {
      if (!names.has(nm)) names.set(nm, `v${++n}`);
      p.node.name = names.get(nm);
    }
  },
});

process.stdout.write(generate(ast, { comments: true, jsescOption: { minimal: true } }).code + '\n');
