// What a filesystem path means: private data to read, a place where a write persists or changes the
// agent, or a target whose deletion destroys something that matters. One table for every language:
// the extractors fold a path expression (`os.path.expanduser("~/.ssh/id_rsa")`, `path.join(os.homedir(),
// ".aws", "credentials")`, `$HOME/.bashrc`) into text first, then ask here.
import type { DeleteScope, PersistPlace, SourceKind } from "../facts/types";

/**
 * Normalises a folded path for matching: `$HOME`, `${HOME}`, `%USERPROFILE%`, `$env:USERPROFILE`,
 * `os.homedir()` results written as `~`, `/home/<user>`, `/Users/<user>`, `C:\Users\<user>` → `~`;
 * backslashes → slashes; lower case; `//` collapsed.
 */
export function normalizePath(raw: string): string {
  let p = raw.trim().replace(/^["']|["']$/g, "").replace(/\\+/g, "/");
  p = p.replace(/^(?:\$\{?HOME\}?|%USERPROFILE%|%HOMEPATH%|\$env:(?:USERPROFILE|HOME)|\$\{env:HOME\}|~[a-z_][a-z0-9_-]*)(?=\/|$)/i, "~");
  p = p.replace(/^(?:\/home\/[^/]+|\/Users\/[^/]+|[A-Za-z]:\/Users\/[^/]+|\/root)(?=\/|$)/, "~");
  p = p.replace(/^(?:%APPDATA%|\$env:APPDATA)(?=\/|$)/i, "~/appdata/roaming").replace(/^(?:%LOCALAPPDATA%|\$env:LOCALAPPDATA)(?=\/|$)/i, "~/appdata/local");
  p = p.replace(/\/{2,}/g, "/");
  // `~/.cache/..` is the home folder: a named folder followed by `..` cancels out (a value known only at run time does not).
  if (p.includes("..")) {
    const out: string[] = [];
    for (const seg of p.split("/")) {
      const prev = out[out.length - 1];
      if (seg === ".." && prev !== undefined && prev !== ".." && prev !== "" && prev !== "~" && prev !== "." && !prev.includes("\u27e8")) out.pop();
      else if (seg !== "." || !out.length) out.push(seg);
    }
    p = out.join("/") || ".";
  }
  return p.toLowerCase();
}

type SourceRule = { re: RegExp; source: SourceKind; what: string };

/** The OAuth tokens and client secrets a tool keeps for itself: `~/.config/<tool>/token.json`, `client_secret*.json`, `token.pickle`. */
export const OAUTH_TOKEN_STORE_RE = /(?:^|\/)\.config\/[^/]+\/(?:token|tokens|credentials|auth)\.json$|(?:^|\/)client_secrets?(?:_[\w.-]+)?\.json$|(?:^|\/)token\.pickle$/i;

// Order matters: the first match names the path.
const SOURCES: readonly SourceRule[] = [
  { re: /(?:^|\/)\.ssh(?:\/|$)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|ssh-agent|ssh_auth_sock/, source: "ssh", what: "SSH keys" },
  { re: /(?:^|\/)\.aws(?:\/|$)|(?:^|\/)\.config\/gcloud(?:\/|$)|application_default_credentials\.json|(?:^|\/)\.azure(?:\/|$)|169\.254\.169\.254|metadata\.google\.internal|(?:^|\/)\.oci\/config|(?:^|\/)\.config\/doctl|(?:^|\/)\.boto$|service[-_]?account[^/]*\.json$/, source: "cloud", what: "cloud credentials" },
  { re: /(?:^|\/)\.kube(?:\/|$)|kubeconfig|\/var\/run\/secrets\/kubernetes\.io/, source: "kube", what: "Kubernetes credentials" },
  { re: /(?:^|\/)\.git-credentials$|(?:^|\/)\.config\/gh\/hosts\.yml|(?:^|\/)\.config\/git\/credentials/, source: "git-creds", what: "git credentials" },
  { re: /(?:^|\/)\.npmrc$|(?:^|\/)\.pypirc$|(?:^|\/)\.docker\/config\.json$|(?:^|\/)\.cargo\/credentials(?:\.toml)?$|(?:^|\/)\.netrc$|(?:^|\/)_netrc$|(?:^|\/)\.gem\/credentials$|(?:^|\/)\.terraform\.d\/credentials|(?:^|\/)\.vault-token$|(?:^|\/)\.config\/hub$/, source: "pkg-creds", what: "package-manager or service tokens" },
  { re: /(?:google\/chrome|google-chrome(?:-beta|-unstable)?|chromium|bravesoftware|microsoft\/edge|microsoft edge|microsoft-edge|vivaldi|opera software|yandexbrowser|\.mozilla\/firefox|mozilla\/firefox|library\/application support\/firefox|safari)(?:\/|$)|\/(?:cookies|login data|web data|local state|key4\.db|logins\.json|cookies\.sqlite|places\.sqlite)$/, source: "browser", what: "browser profile data" },
  { re: /wallet\.dat|(?:^|\/)\.(?:bitcoin|ethereum|electrum|monero|solana|exodus|atomic)(?:\/|$)|(?:^|\/)(?:exodus|electrum|atomic|metamask|phantom|keplr|coinomi|ledger live|trezor)(?:\/|$)|keystore\/utc--|nkbihfbeogaeaoehlefnkodbefgpgknn|seed[-_ ]?phrase|mnemonic\.txt|(?:^|\/)\.config\/solana\/id\.json/, source: "wallet", what: "cryptocurrency wallets" },
  { re: /(?:^|\/)library\/keychains(?:\/|$)|login\.keychain|\/etc\/shadow$|\/etc\/gshadow$|\/etc\/master\.passwd$|(?:^|\/)system32\/config\/(?:sam|system|security)$|lsass|(?:^|\/)\.local\/share\/keyrings(?:\/|$)|(?:^|\/)\.password-store(?:\/|$)|(?:^|\/)\.gnupg(?:\/|$)|microsoft\/credentials|microsoft\/protect/, source: "keychain", what: "system keychain or password stores" },
  // Saved Wi-Fi passwords: NetworkManager's connections, wpa_supplicant, iwd, and Windows' WLAN profiles.
  { re: /(?:^|\/)etc\/networkmanager\/system-connections(?:\/|$)|(?:^|\/)etc\/wpa_supplicant(?:\/wpa_supplicant[\w.-]*\.conf)?$|(?:^|\/)var\/lib\/iwd(?:\/|$)|(?:^|\/)programdata\/microsoft\/wlansvc\/profiles(?:\/|$)/, source: "keychain", what: "saved Wi-Fi passwords" },
  // Applications' own stores of logins and keys, which infostealers collect by name: OBS stream keys, FileZilla and
  // WinSCP sites, rclone remotes, Discord and Telegram sessions, Steam logins, and the OAuth tokens and client secrets
  // a tool keeps under ~/.config/<tool>/ (token.json, client_secret.json, token.pickle).
  { re: /(?:^|\/)obs-studio\/basic\/profiles\/[^/]+\/service\.json$|(?:^|\/)filezilla\/(?:sitemanager|recentservers)\.xml$|(?:^|\/)winscp\.ini$|(?:^|\/)rclone\/rclone\.conf$|(?:^|\/)discord(?:canary|ptb)?\/local storage\/leveldb(?:\/|$)|(?:^|\/)telegram desktop\/tdata(?:\/|$)|(?:^|\/)steam\/config\/loginusers\.vdf$/, source: "pkg-creds", what: "an application's saved logins or keys" },
  { re: OAUTH_TOKEN_STORE_RE, source: "pkg-creds", what: "an application's saved logins or keys" },
  { re: /(?:^|\/)\.env(?:\.[a-z0-9_.-]+)?\*?$/, source: "dotenv", what: ".env secrets" },
  // Files named for the secrets they hold (Home Assistant's and ESPHome's secrets.yaml) and Home Assistant's stores of
  // login tokens and integration credentials.
  { re: /(?:^|\/)secrets\.ya?ml$|(?:^|\/)\.storage\/(?:auth|auth_provider\.homeassistant|core\.config_entries)$/, source: "dotenv", what: "an application's secrets file" },
  { re: /(?:^|\/)\.(?:claude|codex|hermes|cursor|gemini|openclaw|clawdbot|opencode|continue|windsurf|aider|copilot)(?:\/|\.json$|$)|(?:^|\/)\.config\/(?:claude|codex|opencode|github-copilot|hermes)(?:\/|$)|(?:^|\/)application support\/claude(?:\/|$)|claude_desktop_config\.json|(?:^|\/)\.claude\.json$/, source: "agent-data", what: "the agent's own config, memory or transcripts" },
  { re: /(?:^|\/)\.(?:bash|zsh|sh|python|node_repl|psql|mysql|sqlite)_history$|(?:^|\/)\.zhistory$|consolehost_history\.txt$|(?:^|\/)\.local\/share\/fish\/fish_history$/, source: "shell-history", what: "shell history" },
];

/** What private data a path holds, or null. */
// Public halves and settings next to secrets: reading them reveals nothing private.
const NOT_SECRET_RE = /(?:^|\/)\.ssh\/(?:[^/]+\.pub|known_hosts2?|config|config\.d\/[^/]*)$|(?:^|\/)\.env\.(?:example|sample|template|dist|defaults?|schema)$|\.example$/;

export function sourceOfPath(raw: string): { source: SourceKind; what: string } | null {
  const p = normalizePath(raw);
  if (NOT_SECRET_RE.test(p)) return null;
  for (const r of SOURCES) if (r.re.test(p)) return { source: r.source, what: r.what };
  if (/^~\/?(?:\*|$)|^~\/(?:documents|desktop|downloads|pictures)\/?(?:\*.*)?$/.test(p)) return { source: "home-bulk", what: "the home directory" };
  return null;
}

type PlaceRule = { re: RegExp; place: PersistPlace };

const PLACES: readonly PlaceRule[] = [
  { re: /(?:^|\/)\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zshenv|zprofile|zlogin|kshrc|cshrc|tcshrc|mkshrc)$|(?:^|\/)\.config\/fish\/(?:config\.fish|conf\.d\/)|^\/etc\/(?:profile|bash\.bashrc|zsh\/zshrc|environment)$|^\/etc\/profile\.d\/|(?:^|\/)etc\/conda\/(?:activate|deactivate)\.d\//, place: "shell-rc" },
  { re: /(?:^|\/)documents\/(?:windows)?powershell\/(?:microsoft\.)?\w*profile\.ps1$|\$profile|windowspowershell\/v1\.0\/(?:microsoft\.\w+_)?profile\.ps1$|(?:^|\/)powershell\/7\/(?:microsoft\.\w+_)?profile\.ps1$/, place: "profile-script" },
  { re: /^\/etc\/cron|^\/var\/spool\/cron|(?:^|\/)crontab$|^\/etc\/anacrontab/, place: "cron" },
  { re: /(?:^|\/)library\/launch(?:agents|daemons)\//, place: "launchd" },
  { re: /(?:^|\/)\.config\/systemd\/user\/|^\/etc\/systemd\/|^\/lib\/systemd\/|^\/usr\/lib\/systemd\//, place: "systemd" },
  { re: /(?:^|\/)\.config\/autostart\/|^\/etc\/xdg\/autostart\/|start menu\/programs\/startup|\/startup\/[^/]+$|^\/etc\/rc\.local$|^\/etc\/init\.d\//, place: "autostart" },
  { re: /(?:^|\/)\.ssh\/authorized_keys2?$/, place: "authorized-keys" },
  { re: /(?:^|\/)\.git\/hooks\/|(?:^|\/)\.githooks\/|(?:^|\/)\.husky\/[^_]|core\.hookspath/, place: "git-hook" },
  { re: /(?:^|\/)\.vscode\/(?:tasks|launch|settings)\.json$|(?:^|\/)\.idea\/|(?:^|\/)\.cursor\/(?:tasks|settings)\.json$/, place: "editor-task" },
  { re: /(?:^|\/)\.(?:claude|codex|cursor|gemini|hermes|openclaw|opencode|windsurf)\/(?:settings(?:\.local)?\.json|hooks?|config\.(?:toml|json|ya?ml)|commands|agents|rules)|(?:^|\/)\.claude\.json$|(?:^|\/)\.config\/(?:claude|codex|opencode|hermes)\/|(?:^|\/)\.cursorrules$|(?:^|\/)\.windsurfrules$|(?:^|\/)\.clinerules/, place: "agent-settings" },
  { re: /(?:^|\/)(?:agents|claude|gemini|copilot-instructions|codex|hermes|soul|identity)\.md$/, place: "agent-instructions" },
  { re: /(?:^|\/)(?:memory|memories)(?:\/|\.md$|\.json$)|(?:^|\/)\.(?:claude|hermes|codex)\/[^/]*memor/, place: "agent-memory" },
  { re: /mcp(?:_servers)?\.json$|(?:^|\/)\.mcp\.json$|claude_desktop_config\.json$|(?:^|\/)mcp\/config/, place: "mcp-config" },
  { re: /site-packages\/[^/]+\.pth$|(?:^|\/)(?:sitecustomize|usercustomize)\.py$|(?:^|\/)\.pythonrc(?:\.py)?$|pythonstartup/, place: "python-startup" },
  { re: /(?:^|\/)\.node_repl|node_options|(?:^|\/)\.npmrc$/, place: "node-startup" },
  { re: /^\/etc\/sudoers|(?:^|\/)sudoers\.d\//, place: "sudoers" },
  { re: /^\/etc\/hosts$|system32\/drivers\/etc\/hosts$/, place: "hosts-file" },
  { re: /^\/etc\/ld\.so\.preload$|ld_preload/, place: "ld-preload" },
  { re: /^\/etc\/pam\.d\/|pam_exec/, place: "pam" },
  // Run/RunOnce keys, and the Winlogon and Image File Execution Options values Windows runs in their place.
  { re: /currentversion\\?\/run(?:once)?\b|\\run(?:once)?\\|\/winlogon\/(?:userinit|shell)$|image file execution options\/[^/]+\/debugger$|\/command processor\/autorun$/, place: "windows-run" },
];

/** The persistence place a written path is, or null. */
export function placeOfPath(raw: string): PersistPlace | null {
  const p = normalizePath(raw);
  for (const r of PLACES) if (r.re.test(p)) return r.place;
  return null;
}

/**
 * What deleting (recursively) this path destroys. `~`, `~/`, `~/*`, `$HOME` → home; `/`, `/*` → root;
 * `/etc`, `/usr`, `/var`, `/boot`, `C:/Windows`… → system; a block device → disk.
 */
export function deleteScopeOfPath(raw: string): DeleteScope {
  const whole = normalizePath(raw);
  // Everything inside a home folder named at run time (`rm -rf "$HOME/$NS"/*`, ShellCheck's SC2115): the home folder's
  // contents whenever the name comes out empty.
  if (/^~\/\u27e8\?\u27e9\/(?:\*|\.\[!\.\]\*|\.\*)$/.test(whole)) return "home-computed";
  const p = whole.replace(/\/\*?$/, "").replace(/\/\.\*$/, "");
  if (p === "" || p === "/" || p === "/*" || p === "c:" || p === "c:/") return "root";
  if (p === "~" || p === "~/*" || /^~\/(?:documents|desktop|downloads|pictures|projects|code|src|work|dev|repos|workspace|library|\.config|\.local)$/.test(p)) return "home";
  // What people make and cannot download again: their media and synced folders, and a game's whole saves folder.
  if (/^~\/(?:music|movies|videos|photos|onedrive|dropbox|google drive|icloud drive|saved games|documents\/my games)$|^~\/(?:[^/]+\/){1,4}saves?$/.test(p)) return "home";
  // Everything in a folder of the user's documents (~/Documents/KiCad/*): their work in that program.
  if (/^~\/(?:documents|desktop|pictures|music|movies|videos)\/[^/*?]+$/.test(p) && /\/\*$/.test(whole)) return "home";
  // Every file of a kind people keep (documents, photos, databases, keys) anywhere under the home folder or the root.
  const everywhere = /^(~|)(?:\/(?:documents|desktop|downloads|pictures|projects|src))?\/\*\*\/\*\.(?:docx?|xlsx?|pptx?|odt|ods|pdf|jpe?g|png|heic|raw|mp4|mov|sql|db|sqlite3?|csv|key|pem|kdbx|wallet|psd|pages|numbers|bak|zip|tar|gz)$/.exec(p);
  if (everywhere) return everywhere[1] ? "home" : "root";
  // Backups outside a project (a user's or the system's): deleting them is how ransomware and saboteurs make damage final.
  if (/^(?:~|\/var|\/srv|\/mnt|\/media|\/volumes|\/opt)\/(?:[^/]+\/)*(?:[^/]*backups?|snapshots?|time ?machine)(?:\/|$)/.test(p)) return "backups";
  if (/(?:^|\/)(?:caches?|tmp|temp|logs?|lists)(?:\/|$)/.test(p)) return "other";
  // The user's keys and the stores that hold them (~/.ssh, ~/.gnupg, ~/.aws, ~/.kube, keychains, wallets, signing
  // keystores): what cannot be downloaded again. Public halves, known_hosts and settings files are not keys.
  if (CREDENTIAL_STORE_RE.test(p) || (/^~\/\.(?:ssh|gnupg|aws|azure|kube)\/(?:\*|[^/]*\*[^/]*)$/.test(p))) return "credentials";
  if (/(?:^|\/)\*\*?\/\*\.(?:jks|keystore|kdbx)$|(?:^|\/)\*\.(?:jks|keystore|kdbx)$/.test(p) && !isScratchPath(p)) return "credentials";
  if (/^\/(?:etc|usr|var|boot|bin|sbin|lib|lib64|opt|sys|proc|system|applications|library)(?:\/[^/]*)?$|^\/usr\/(?:bin|sbin|lib|local)(?:\/[^/]*)?$|^c:\/(?:windows|program files)/.test(p)) return "system";
  if (/^\/dev\/(?:sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|xvd[a-z]|disk\d|mmcblk\d)/.test(p)) return "disk";
  if (/(?:^|\/)\.git$/.test(p)) return "git-history";
  // Only climbing: the working folder's parent or above (its base known only at run time, or the current folder).
  if (/^(?:(?:\u27e8\?\u27e9|\.)\/)*\.\.(?:\/\.\.)*$/.test(p)) return "parent";
  return "other";
}

const CREDENTIAL_STORE_RE = /^~\/(?:\.ssh|\.gnupg|\.gnupg\/private-keys-v1\.d|\.aws|\.aws\/credentials|\.azure|\.config\/gcloud|\.config\/gcloud\/(?:credentials\.db|legacy_credentials|application_default_credentials\.json)|\.kube|\.kube\/config|\.password-store|\.local\/share\/keyrings|library\/keychains|\.bitcoin|\.ethereum|\.electrum|\.config\/solana|\.ssh\/id_(?:rsa|dsa|ecdsa|ed25519)[^/.]*)$/;

/** Whether a path is an ordinary scratch location (temp, build output, caches) — deleting it is routine. */
export function isScratchPath(raw: string): boolean {
  const p = normalizePath(raw);
  return /^(?:\/tmp|\/var\/tmp|\$tmpdir|%temp%|\$env:temp)(?:\/|$)|(?:^|\/)(?:node_modules|dist|build|out|target|\.next|\.cache|__pycache__|\.pytest_cache|\.venv|venv|coverage|\.turbo|\.parcel-cache|tmp|temp)(?:\/|$)/.test(p);
}
