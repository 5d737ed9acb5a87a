// Where package managers and toolchain installers download from by default, and how a setting's value names a
// source: shared by the configuration reader (facts/config.ts) and the shell reader (`export ELECTRON_MIRROR=…`).
import { isPlaceholderHost } from "./hosts";

/** The ecosystems' own package indexes: PyPI, npm, crates.io, the Go module proxy, RubyGems, Maven Central, NuGet, pub.dev (not the code hosts, where anyone publishes a wheel or tarball). */
const ECOSYSTEM_INDEX_HOSTS = [
  "pypi\\.org", "files\\.pythonhosted\\.org", "registry\\.npmjs\\.org", "registry\\.yarnpkg\\.com", "(?:index\\.)?crates\\.io", "proxy\\.golang\\.org",
  "(?:index\\.)?rubygems\\.org", "repo1?\\.maven\\.org", "repo\\.maven\\.apache\\.org", "api\\.nuget\\.org", "pub\\.dev",
];

export const ECOSYSTEM_INDEX_RE = new RegExp(`^(?:${ECOSYSTEM_INDEX_HOSTS.join("|")})$`, "i");

/** A setting's value that names an ecosystem's own index (`https://pypi.org/simple`, `registry.npmjs.org/`): it moves nothing. */
export function isEcosystemIndex(value: string): boolean {
  const url = sourceUrl(value, true);
  return url !== null && ECOSYSTEM_INDEX_RE.test(sourceHost(url));
}

/**
 * Hosts packages and toolchains come from by default in each ecosystem, the public code hosts packages are
 * published on, and the public mirrors the ecosystems' own documentation names (the vendor mirrors in
 * knowledge/hosts.ts — npmmirror, TUNA, Aliyun, USTC, Tencent, Huawei — are trusted by the judgment itself).
 */
export const OFFICIAL_SOURCE_HOST_RE = new RegExp(
  "^(?:" +
    [
      ...ECOSYSTEM_INDEX_HOSTS,
      // more of npm/yarn, PyPI (and Home Assistant's wheel index of PyPI builds), crates.io and rustup, Go
      "repo\\.yarnpkg\\.com", "npm\\.pkg\\.github\\.com", "wheels\\.home-assistant\\.io", "static\\.crates\\.io", "static\\.rust-lang\\.org", "sum\\.golang\\.org",
      // Dart and Flutter (and the China mirror flutter.dev documents)
      "pub\\.dartlang\\.org", "pub\\.flutter-io\\.cn", "storage\\.flutter-io\\.cn",
      // Espressif (component registry, downloads and their China mirror), PlatformIO, Arduino
      "(?:api\\.)?components(?:-file)?\\.espressif\\.com", "dl\\.espressif\\.(?:com|cn)", "espressif\\.github\\.io",
      "(?:api\\.|dl\\.)?registry\\.platformio\\.org", "dl\\.platformio\\.org", "downloads\\.arduino\\.cc",
      // conda
      "conda\\.anaconda\\.org", "repo\\.anaconda\\.com", "conda\\.prefix\\.dev", "repo\\.prefix\\.dev",
      // public code hosts
      "(?:www\\.|codeload\\.)?github\\.com", "(?:[\\w-]+\\.)?githubusercontent\\.com", "gitlab\\.com", "bitbucket\\.org", "codeberg\\.org",
      // university and cloud mirrors the ecosystems' China guides list
      "mirror\\.sjtu\\.edu\\.cn", "mirrors\\.sjtug\\.sjtu\\.edu\\.cn", "mirrors\\.nju\\.edu\\.cn", "mirrors\\.bfsu\\.edu\\.cn", "mirrors\\.cernet\\.edu\\.cn",
      "mirrors\\.huaweicloud\\.com", "mirrors\\.163\\.com", "rsproxy\\.cn",
    ].join("|") +
    ")$",
  "i",
);

/** Where prebuilt binaries and toolchains come from by default: Chrome for Testing, Electron, Playwright, Cypress, Prisma, Node, Homebrew. */
export const OFFICIAL_BINARY_HOST_RE = /^(?:storage\.googleapis\.com|chromedriver\.storage\.googleapis\.com|googlechromelabs\.github\.io|edgedl\.me\.gvt1\.com|(?:www\.|artifacts\.)?electronjs\.org|playwright(?:-akamai|-verizon)?\.azureedge\.net|cdn\.playwright\.dev|msedgedriver\.azureedge\.net|download\.cypress\.io|cdn\.cypress\.io|binaries\.prisma\.sh|nodejs\.org|ghcr\.io|formulae\.brew\.sh|dl\.google\.com|download\.flutter\.dev)$/i;

/**
 * The URL a setting's value names, as the judgment reads it (`sparse+https://…`, `git+ssh://git@host/…` and
 * `git@host:org/repo` as https, a bare `host/path` where the setting takes one); null for a template the user fills
 * in (`https://{host}/…`, `${REGISTRY}`, `https://your-registry…`) or anything that is no URL.
 */
export function sourceUrl(value: string, bare = false): string | null {
  let v = value.trim().replace(/^["']|["']$/g, "").replace(/^(?:sparse|registry|git)\+/i, "");
  const scp = /^[\w.-]+@([\w-]+(?:\.[\w-]+)+):(?!\/\/)(\S+)$/.exec(v);
  if (scp) v = `https://${scp[1]}/${scp[2]}`;
  else if (bare && !/^[a-z][\w+.-]*:/i.test(v) && /^[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:\/|$)/.test(v)) v = `https://${v}`;
  v = v.replace(/^(?:ssh|git):\/\/(?:[^@/\s]*@)?/i, "https://");
  const m = /^(https?|ftp):\/\/(?:[^@/\s]*@)?([^/\s:?#]+)/i.exec(v);
  if (!m || isPlaceholderHost(m[2]!) || /[{}<>$%⟨]/.test(m[2]!) || !m[2]!.includes(".") && m[2] !== "localhost") return null;
  return v;
}

export function sourceHost(url: string): string {
  return (/^\w+:\/\/(?:[^@/\s]*@)?([^/\s:?#]+)/.exec(url)?.[1] ?? "").toLowerCase();
}

/**
 * Environment variables that move a package manager's or installer's downloads (the shell extractor reads the
 * same names in scripts through knowledge/packages.ts): GOPROXY and its kin, PIP_*, NPM_CONFIG_* and any
 * `npm_config_<key>`, the binary mirrors of Electron, Sass, Puppeteer, Playwright, Cypress and Prisma, Node
 * version managers' mirrors, Dart/Flutter's PUB_HOSTED_URL and FLUTTER_STORAGE_BASE_URL, rustup, ESP-IDF's
 * GitHub-assets mirror and component registry, Homebrew's bottle and git mirrors.
 */
export const ENV_SOURCE_RE = /^(?:ELECTRON_(?:NIGHTLY_)?MIRROR|ELECTRON_BUILDER_BINARIES_MIRROR|SASS_BINARY_SITE|PUPPETEER_DOWNLOAD_(?:HOST|BASE_URL)|(?:CHROME|GECKO|OPERA|EDGE)DRIVER_CDNURL|PLAYWRIGHT_DOWNLOAD_HOST|CYPRESS_DOWNLOAD_MIRROR|PRISMA_ENGINES_MIRROR|(?:NVM_)?NODEJS_ORG_MIRROR|N_NODE_MIRROR|FNM_NODE_DIST_MIRROR|NODE_MIRROR|PUB_HOSTED_URL|FLUTTER_STORAGE_BASE_URL|FLUTTER_GIT_URL|RUSTUP_DIST_SERVER|RUSTUP_UPDATE_ROOT|IDF_GITHUB_ASSETS|IDF_COMPONENT_(?:REGISTRY|STORAGE|SERVICE)_URL|HOMEBREW_(?:BOTTLE|API|ARTIFACT)_DOMAIN|HOMEBREW_(?:BREW|CORE|CASK)_GIT_REMOTE|[A-Z0-9_]+_BINARY_HOST(?:_MIRROR)?|[A-Z0-9_]+_BINARY_SITE|[A-Z0-9_]+_CDNURL)$/;

/** A variable that moves an installer's downloads (ELECTRON_MIRROR, PUB_HOSTED_URL, RUSTUP_DIST_SERVER …) set to a
 *  host that is not the ecosystem's own: the setting as a fact's detail, else null. */
export function mirrorEnvOverride(name: string, value: string): string | null {
  if (!ENV_SOURCE_RE.test(name)) return null;
  const url = sourceUrl(value, true);
  if (!url) return null;
  const host = sourceHost(url);
  return OFFICIAL_SOURCE_HOST_RE.test(host) || OFFICIAL_BINARY_HOST_RE.test(host) ? null : `${name} ${url}`;
}
