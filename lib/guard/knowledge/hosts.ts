// Host lists and URL classification shared by the network, exfiltration and supply-chain rules.

export const PASTE_HOSTS = [
  "pastebin.com", "paste.ee", "pastie.org", "hastebin.com", "ghostbin.co", "ghostbin.com", "rentry.co", "rentry.org",
  "dpaste.com", "dpaste.org", "controlc.com", "privatebin.net", "termbin.com", "ix.io", "sprunge.us", "paste.rs",
  "glot.io", "justpaste.it", "pastes.dev", "bpa.st", "paste.c-net.org", "pastebin.pl", "textbin.net",
  // file-share / anonymous upload hosts
  "transfer.sh", "file.io", "anonfiles.com", "anonfile.com", "gofile.io", "catbox.moe", "litterbox.catbox.moe",
  "0x0.st", "temp.sh", "bashupload.com", "oshi.at", "filebin.net", "tmpfiles.org", "uguu.se", "pixeldrain.com",
  "send.cm", "bayfiles.com", "qu.ax", "krakenfiles.com", "files.catbox.moe", "mediafire.com", "mega.nz",
] as const;

export const COLLECTOR_HOSTS = [
  "webhook.site", "requestbin.com", "requestbin.net", "pipedream.net", "hookbin.com", "beeceptor.com",
  "interact.sh", "oast.fun", "oast.pro", "oast.live", "oast.site", "oast.online", "oast.me", "oastify.com",
  "burpcollaborator.net", "canarytokens.com", "requestcatcher.com", "ptsv2.com", "postb.in",
] as const;

export const SHORTENER_HOSTS = [
  "bit.ly", "tinyurl.com", "is.gd", "goo.gl", "cutt.ly", "rb.gy", "shorturl.at", "ow.ly", "tiny.cc", "rebrand.ly",
  "v.gd", "t.ly", "s.id", "shorturl.gg", "clck.ru",
] as const;

export const TUNNEL_HOSTS = [
  "ngrok.io", "ngrok-free.app", "ngrok.app", "trycloudflare.com", "loca.lt", "serveo.net", "localhost.run",
  "bore.pub", "pinggy.io", "pinggy.link", "tunnelmole.net", "playit.gg",
] as const;

// Well-known vendors whose documented installers are `curl … | sh`. A download-and-execute from one
// of these is reported (medium) but does not change the verdict; any other host is `high`. Registry
// operators extend this list; the match is on the registrable domain or a subdomain of it, never
// a look-alike (`ollama.com.evil.io` is not `ollama.com`).
export const VENDOR_INSTALLER_HOSTS = [
  // Package indexes and installers of the big language ecosystems and their official mirrors.
  "pytorch.org", "nvidia.com", "anaconda.com", "anaconda.org", "conda.io", "python.org", "nodejs.org", "npmmirror.com",
  "tuna.tsinghua.edu.cn", "mirrors.aliyun.com", "mirrors.ustc.edu.cn", "mirrors.cloud.tencent.com", "repo.huaweicloud.com",
  "goproxy.cn", "goproxy.io", "proxy.golang.com.cn",
  "golang.org", "go.dev", "dot.net", "microsoft.com", "aka.ms", "scoop.sh", "chocolatey.org", "sh.rustup.rs", "get.pnpm.io",
  "rustup.rs", "rust-lang.org", "astral.sh", "docker.com", "bun.sh", "deno.land", "deno.com", "python-poetry.org",
  "helm.sh", "starship.rs", "pyenv.run", "sdkman.io", "ollama.com", "ollama.ai", "tailscale.com", "fly.io",
  "pnpm.io", "claude.ai", "anthropic.com", "openai.com", "opencode.ai", "cursor.com", "x.ai", "hf.co",
  "huggingface.co", "lambdalabs.com", "nousresearch.com", "parallel.ai", "antigravity.google", "inference.sh",
  "ntn.dev", "nodesource.com", "brew.sh", "volta.sh", "mise.run", "jdx.dev", "vercel.app", "vercel.com",
  "netlify.com", "supabase.com", "cloudflare.com", "k3s.io", "nixos.org", "determinate.systems", "julialang.org",
  "modal.com", "railway.app", "render.com", "heroku.com", "stripe.com", "dl.google.com", "get.k8s.io", "atuin.sh",
  "foundry.paradigm.xyz", "vector.dev", "pixi.sh", "prefix.dev", "uv.dev", "goreleaser.com", "gitlab.com",
] as const;

export const VENDOR_GITHUB_ORGS = [
  "homebrew", "nvm-sh", "ohmyzsh", "nousresearch", "xdevplatform", "anthropics", "openai", "astral-sh", "pyenv",
  "rbenv", "cli", "github", "microsoft", "google", "vercel", "denoland", "oven-sh", "rust-lang", "docker",
  "ajeetdsouza", "junegunn", "starship", "volta-cli", "schniz", "jdx", "huggingface", "ollama",
] as const;

export const SUSPICIOUS_TLDS = ["xyz", "top", "tk", "ml", "ga", "cf", "gq", "zip", "mov", "click", "icu", "cyou", "buzz", "rest", "monster", "su", "onion"] as const;

export type HostClass =
  | "loopback" | "private-ip" | "public-ip" | "paste" | "collector" | "shortener" | "tunnel" | "onion"
  | "vendor" | "named";

export type ParsedUrl = { scheme: string; host: string; path: string };

const URL_RE = /\b(https?|ftp|wss?):\/\/([^\s/"'`<>()|\\{}\[\]$,;]{1,253})(\/[^\s"'`<>|\\]{0,500})?/gi;

export function findUrls(text: string): ParsedUrl[] {
  const out: ParsedUrl[] = [];
  for (const m of text.matchAll(URL_RE)) {
    let host = m[2]!.toLowerCase();
    const at = host.lastIndexOf("@");
    if (at >= 0) host = host.slice(at + 1);
    host = host.replace(/:[^:\]]*$/, "").replace(/\.$/, "");
    out.push({ scheme: m[1]!.toLowerCase(), host, path: m[3] ?? "" });
  }
  return out;
}

function inList(host: string, list: readonly string[]): boolean {
  for (const d of list) if (host === d || host.endsWith("." + d)) return true;
  return false;
}

const IPV4_RE = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** A host written as a placeholder for the reader's own (`HOST`, `<host>`, `your-server`, `${HOST}`). */
export function isPlaceholderHost(host: string): boolean {
  return /^(?:host|hostname|server|domain|ip|address|your[\w.-]*|my-?(?:host|server)|<[^>]*>|\{[^}]*\}|\$\{?\w+\}?|x+|\.\.\.|⟨\?⟩|)$/i.test(host);
}

export function classifyHost(host: string, path = ""): HostClass {
  const bare = host.replace(/^\[|\]$/g, "");
  const h = (bare.split(":").length === 2 ? bare.slice(0, bare.indexOf(":")) : bare).toLowerCase();
  if (h === "localhost" || h === "::1" || h.endsWith(".localhost") || isPlaceholderHost(h)) return "loopback";
  if (/\.(?:local|internal|lan|home\.arpa)$/.test(h)) return "private-ip";
  const ip = IPV4_RE.exec(h);
  if (ip) {
    const [a, b] = [Number(ip[1]), Number(ip[2])];
    if (a === 127 || a === 0) return "loopback";
    if (a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)) return "private-ip";
    return "public-ip";
  }
  if (/^[0-9a-f:]+$/.test(h) && h.includes(":")) return "public-ip";
  if (h.endsWith(".onion")) return "onion";
  if (inList(h, PASTE_HOSTS)) return "paste";
  if (inList(h, COLLECTOR_HOSTS)) return "collector";
  if (h === "discord.com" || h === "discordapp.com") return /^\/api\/webhooks\//.test(path) ? "collector" : "named";
  if (inList(h, SHORTENER_HOSTS)) return "shortener";
  if (inList(h, TUNNEL_HOSTS)) return "tunnel";
  if (h === "raw.githubusercontent.com" || h === "github.com" || h === "objects.githubusercontent.com") {
    const org = path.split("/")[1]?.toLowerCase() ?? "";
    return (VENDOR_GITHUB_ORGS as readonly string[]).includes(org) ? "vendor" : "named";
  }
  if (inList(h, VENDOR_INSTALLER_HOSTS)) return "vendor";
  return "named";
}

/** Hosts no legitimate skill needs to pull code from or send data to. */
export function isUntrustedClass(c: HostClass): boolean {
  return c === "public-ip" || c === "paste" || c === "collector" || c === "shortener" || c === "onion";
}

export function hasSuspiciousTld(host: string): boolean {
  const tld = host.slice(host.lastIndexOf(".") + 1);
  return (SUSPICIOUS_TLDS as readonly string[]).includes(tld);
}

// Second-level public suffixes under which the registrable name is one label further left.
const MULTI_PART_SUFFIXES = new Set([
  "co.uk", "org.uk", "ac.uk", "gov.uk", "com.au", "net.au", "org.au", "co.jp", "ne.jp", "or.jp", "co.nz", "com.br", "com.cn",
  "com.mx", "co.in", "co.kr", "com.tw", "com.sg", "co.za", "com.tr", "github.io", "gitlab.io", "pages.dev", "vercel.app",
  "netlify.app", "herokuapp.com", "azurewebsites.net", "cloudfront.net", "amazonaws.com", "appspot.com", "web.app",
  "firebaseapp.com", "workers.dev", "fly.dev", "onrender.com", "readthedocs.io", "blob.core.windows.net",
]);

/** The registrable domain of a host (`api.openai.com` → `openai.com`), or null for IPs and bare names. */
export function registrableDomain(host: string): string | null {
  const h = host.toLowerCase().replace(/\.$/, "").replace(/:\d+$/, "");
  if (!h.includes(".") || IPV4_RE.test(h) || h.includes(":")) return null;
  const labels = h.split(".");
  for (let n = 4; n >= 2; n--) {
    if (labels.length > n && MULTI_PART_SUFFIXES.has(labels.slice(-n).join("."))) return labels.slice(-(n + 1)).join(".");
  }
  return labels.slice(-2).join(".");
}

/** The distinctive label of a host (`api.openai.com` → `openai`, `foo.github.io` → `foo`), or null. */
export function registrableLabel(host: string): string | null {
  const d = registrableDomain(host);
  return d ? d.split(".")[0]! : null;
}
