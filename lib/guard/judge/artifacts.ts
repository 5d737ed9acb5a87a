// What the skill ships and declares: opaque content (executables, bytecode, nested or encrypted
// archives, minified or packed code, undecodable blobs), configuration files that run things
// (package lifecycle scripts, editor tasks, agent hooks, services, privileged containers, active
// SVG), package index overrides, typosquatted dependency names.
import { HOLE } from "../facts/types";
import { typosquatTarget } from "../knowledge/packages";
import { findUrls, registrableLabel } from "../knowledge/hosts";
import { ECOSYSTEM_INDEX_RE } from "../knowledge/sources";

// Configuration that takes the human out of the loop (permission bypass, auto-approval).
const BYPASS_RE = /bypass|dangerously|auto-?approve|autoapprove|yolo|danger-full-access|approval_policy|Bash\(\*\)/i;
import type { ContextFact, FactOf, OpaqueKind } from "../facts/types";
import type { Rule, Severity } from "../types";
import type { SkillFacts } from "./types";
import { hostTrust, where } from "./util";

const OPAQUE_SEVERITY: Record<OpaqueKind, Severity> = {
  executable: "high", bytecode: "high", "sandboxed-bytecode": "medium", archive: "high", "encrypted-archive": "critical", minified: "high", packed: "high", "high-entropy": "high", "binary-data": "medium",
};

/** An executable or archive that something in the skill runs or unpacks. */
function isUsed(skill: SkillFacts, path: string): boolean {
  const base = path.slice(path.lastIndexOf("/") + 1);
  return skill.of("exec").some((e) => e.command.text.includes(base)) || skill.of("invoke").some((i) => i.target === path && i.how === "run");
}

const DOC_EXTENSIONS = /\.(?:png|jpe?g|gif|webp|svg|ico|txt|md|json|ya?ml|csv|pdf|woff2?|ttf|otf|mp[34]|wav|css|html?)$/i;

type Config = FactOf<"config"> & ContextFact;

function configs(skill: SkillFacts, what: Config["what"]): Config[] {
  return skill.of("config").filter((c) => c.what === what && !c.ctx.illustrative);
}

/** A value written as a placeholder for the reader to fill in: `...`, `<your-index>`, `{url}`, `$PIP_INDEX_URL`, `YOUR_INDEX`. */
const PLACEHOLDER_RE = /(?:^|[\s=])(?:\.{3}|…|<[^>\s]{1,60}>|\{[\w.-]{1,60}\}|"?\$\{?[A-Z][A-Z0-9_]{2,60}\}?"?|YOUR[-_][A-Z_]+|your[-_][\w-]+)(?=\s|$)/;

/** Public code hosts and registries a dependency's source may name (who publishes there is the typosquat rule's concern). */
const PUBLIC_SOURCE_HOST_RE = /^(?:(?:www\.|codeload\.|raw\.|objects\.)?github\.com|(?:[\w-]+\.)?githubusercontent\.com|gitlab\.com|bitbucket\.org|codeberg\.org|(?:git\.)?sr\.ht|(?:[\w-]+\.)?pypi\.org|files\.pythonhosted\.org|registry\.(?:npmjs\.org|yarnpkg\.com)|rubygems\.org|crates\.io|static\.crates\.io|proxy\.golang\.org|pkg\.go\.dev|go\.googlesource\.com|golang\.org|gopkg\.in|deno\.land|jsr\.io|hub\.docker\.com|ghcr\.io)$/i;

export const ARTIFACTS: Rule[] = [
  {
    id: "opaque-content",
    severity: "high",
    category: "structural",
    description: "content a reviewer cannot read: an executable, compiled bytecode, a nested or encrypted archive, minified or packed code, or a blob that decodes to unreadable bytes",
    remediation: "Ship source code and plain files; anything that cannot be reviewed cannot be trusted.",
    judge(skill, hit) {
      for (const o of skill.of("opaque")) {
        let severity = OPAQUE_SEVERITY[o.what];
        if ((o.what === "executable" || o.what === "bytecode") && (DOC_EXTENSIONS.test(o.loc.file) || isUsed(skill, o.loc.file))) severity = "critical";
        if (o.what === "archive" && isUsed(skill, o.loc.file)) severity = "critical";
        hit({ loc: o.loc, excerpt: o.detail, severity });
      }
    },
    examples: {
      hit: [{ path: "assets/logo.png", bytes: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]) }],
      miss: [{ path: "assets/logo.png", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) }],
    },
  },
  {
    id: "supply-index-override",
    severity: "high",
    category: "supply_chain",
    description: "installs packages from a package index or registry other than the public one (index-url, extra-index-url, registry overrides, trusted hosts)",
    remediation: "Install from the public index with pinned versions, or name the vendor's index in the description.",
    judge(skill, hit) {
      for (const c of configs(skill, "index-override")) {
        const url = findUrls(c.detail)[0];
        // An index the skill leaves to the user (`index-url = {their index}` filled in at run time) is their choice.
        if (!url && (c.detail.includes(HOLE) || PLACEHOLDER_RE.test(c.detail))) continue;
        // The ecosystem's own index named explicitly (`--index-url https://pypi.org/simple`) moves nothing.
        if (url && url.scheme === "https" && ECOSYSTEM_INDEX_RE.test(url.host) && !/trusted-host|strict-ssl|unsafeHttp|checksum/i.test(c.detail)) continue;
        // Strict ownership: a look-alike of a real index (crates-io-cdn for crates.io) must not pass as the skill's own.
        const trust = url ? hostTrust(url.host, `${url.scheme}://${url.host}${url.path}`, skill.purpose, { strict: true }) : "unknown";
        if (trust === "owned" || trust === "vendor" || trust === "local") continue;
        // A project's own wheel index for the package installed with it (wheels.vllm.ai for vllm, data.pyg.org for pyg).
        const label = url ? registrableLabel(url.host) : null;
        const packages = skill.of("config").filter((d) => d.what === "dependency" && d.loc.file === c.loc.file && Math.abs(d.loc.line - c.loc.line) <= 2).map((d) => d.detail.replace(/^\w+:/, "").split(/[@\s=<>~!]/)[0]!.toLowerCase());
        // The host's name is the project's (`vllm`, `pyg`, `paddlepaddle` for paddle): every word of it is the package's,
        // so `pulumi-community` (a word the project never used) is someone else's index.
        const ownWords = (p: string) => p.split(/[-_.]/).filter((w) => w.length >= 3);
        if (trust === "unknown" && label && label.length >= 3 && packages.some((p) => label.split("-").every((part) => ownWords(p).some((w) => w === part || (!label.includes("-") && part.startsWith(w)))))) continue;
        // Replacing or adding an index (dependency confusion) is the campaign pattern; a page of wheel links for one
        // build is a narrower, visible choice.
        const findLinks = /(?:^|\s)(?:-f|--find-links|find-links|find_links)\b/.test(c.detail);
        // RFC 2606 documentation domains (pypi.example.com) stand for "your private index" in a guide.
        const documentation = !!url && /(?:^|\.)example\.(?:com|net|org)$|\.example$/i.test(url.host);
        hit({ loc: c.loc, excerpt: `${c.detail}${where(c)}`, severity: trust === "untrusted" ? "critical" : findLinks || documentation ? "medium" : "high" });
      }
      // One dependency taken from a git repository or an archive on a host that is neither a public code host nor the
      // skill's own (`gem "x", git: "https://git.tools-forge…"`): a fork standing in for the real package.
      for (const c of configs(skill, "dependency")) {
        const url = findUrls(c.detail)[0];
        if (!url || c.ctx.illustrative) continue;
        const trust = hostTrust(url.host, `${url.scheme}://${url.host}${url.path}`, skill.purpose, { strict: true });
        if (trust === "owned" || trust === "vendor" || trust === "local") continue;
        if (PUBLIC_SOURCE_HOST_RE.test(url.host) || /(?:^|\.)example\.(?:com|net|org)$|\.example$/i.test(url.host)) continue;
        hit({ loc: c.loc, excerpt: `dependency from ${url.host}: ${c.detail}${where(c)}`, severity: trust === "untrusted" ? "critical" : c.ctx.inDocs ? "medium" : "high" });
      }
    },
    examples: {
      hit: ["```bash\npip install --extra-index-url https://pypi-mirror.invalid/simple requests\n```"],
      miss: ["```bash\npip install torch --index-url https://download.pytorch.org/whl/cu121\n```"],
    },
  },
  {
    id: "supply-typosquat",
    severity: "high",
    category: "supply_chain",
    description: "depends on a package whose name is one edit away from a popular package (typosquatting)",
    remediation: "Check the package name; use the real package.",
    judge(skill, hit) {
      for (const c of configs(skill, "dependency")) {
        const m = /^(pypi|npm|gha|gem|go):(@?[^@\s]+)/.exec(c.detail);
        if (!m) continue;
        const target = typosquatTarget(m[1] === "go" ? m[2]! : m[2]!.toLowerCase(), m[1] as "pypi" | "npm" | "gha" | "gem" | "go");
        if (target) hit({ loc: c.loc, excerpt: `${m[2]} looks like ${target}${where(c)}` });
      }
    },
    examples: {
      hit: ["```bash\npip install reqeusts\n```"],
      miss: ["```bash\npip install requests\n```"],
    },
  },
  {
    id: "supply-dependency-swap",
    severity: "high",
    category: "supply_chain",
    description: "ships a lookup table that maps popular actions or packages to forks under another owner or to look-alike names",
    remediation: "Pin the real action or package (a SHA of its own repository, an exact version); do not rewrite the user's dependencies to other sources.",
    judge(skill, hit) {
      for (const c of configs(skill, "dependency-swap")) hit({ loc: c.loc, excerpt: `swaps ${c.detail}${where(c)}`, severity: c.ctx.inDocs ? "medium" : "high" });
    },
    examples: {
      hit: [{ path: "data/pins.json", text: '{"actions/checkout@v4": {"repo": "actions/checkout", "sha": "11bd71901bbe5b1630ceea73d27597364c9af683"}, "actions/setup-node@v4": {"repo": "ci-mirror-org/setup-node", "sha": "39370e3970a6d050c480ffad4ff0ed4d3fdee5af"}}' }],
      miss: [{ path: "data/pins.json", text: '{"actions/checkout@v4": {"repo": "actions/checkout", "sha": "11bd71901bbe5b1630ceea73d27597364c9af683"}, "sklearn": "scikit-learn"}' }],
    },
  },
  {
    id: "config-autorun",
    severity: "high",
    category: "execution",
    description: "ships configuration that runs commands by itself: package install scripts, editor tasks that run on folder open, agent hooks, MCP server commands, service units or crontabs",
    remediation: "Do not ship configuration that executes on install, on open or on agent events; document the command instead.",
    judge(skill, hit) {
      for (const c of skill.of("config")) {
        if (c.ctx.illustrative) continue;
        let severity: Severity;
        switch (c.what) {
          case "editor-autorun":
            severity = skill.purpose.explains("editor") ? "medium" : "high";
            break;
          case "agent-hook":
            // Turning off the agent's permission checks is never part of a skill's job, whatever it says it does.
            severity = /permission bypass|bypassPermissions|autoApprove|alwaysAllow|danger-full-access|approval_policy/.test(c.detail) ? (c.ctx.inDocs ? "high" : "critical") : skill.purpose.explains("agent-settings") ? "low" : "high";
            break;
          case "lifecycle-script":
          case "service-unit":
            severity = "medium";
            break;
          case "container-privileged":
            severity = skill.purpose.explains("containers") ? "medium" : "high";
            break;
          case "active-content":
            severity = /svg/i.test(c.loc.file) ? "high" : "low";
            break;
          case "miner-config":
            severity = "critical";
            break;
          case "ci-untrusted-checkout":
            severity = "high";
            break;
          default:
            continue;
        }
        // Configuration shown in documentation is a described setup step, not a file the skill ships.
        // Hooks on events that fire by themselves (session start, every prompt, every tool call) keep their weight.
        if (c.ctx.inDocs && severity === "high" && !BYPASS_RE.test(c.detail) && !/^(?:SessionStart|UserPromptSubmit|PreToolUse|PostToolUse|Stop|SubagentStop|Notification|PreCompact|SessionEnd) hook/.test(c.detail)) severity = "medium";
        hit({ loc: c.loc, excerpt: `${c.what}: ${c.detail}${where(c)}`, severity });
      }
    },
    examples: {
      hit: [{ path: ".vscode/tasks.json", text: '{"version":"2.0.0","tasks":[{"label":"prep","type":"shell","command":"node .vscode/prep.js","runOptions":{"runOn":"folderOpen"}}]}' }],
      miss: [{ path: ".vscode/tasks.json", text: '{"version":"2.0.0","tasks":[{"label":"build","type":"shell","command":"npm run build"}]}' }],
    },
  },
];
