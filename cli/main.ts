// skillhub — the local client of a Skillhub registry. This module only parses argv and prints help;
// it imports nothing heavy, so `skillhub --help` stays fast. cli/core.ts runs the commands.

import { parseArgs } from "node:util";
import type { Flags } from "./context";
import type { Streams } from "./output";
import { version } from "./package.json";

/** The version of the skillhub-cli package (cli/package.json); the bundle inlines it. */
export const CLI_VERSION = version;
const EXIT_OK = 0;
/** cli/agents.ts's keys; kept here so `--help` does not load node:fs. */
const AGENT_NAMES = "hermes, claude-code, codex, cursor, gemini-cli, github-copilot, openclaw, opencode";
const EXIT_USAGE = 2;

type CommandSpec = { usage: string; summary: string };

export const COMMANDS: Record<string, CommandSpec> = {
  install: { usage: "install NAME[@RANGE]... [-a AGENT] [-g|-p]", summary: "Download, verify, scan and install skills (into an agent's folder)" },
  update: { usage: "update [NAME...]", summary: "Install newer versions (all skills from this registry by default)" },
  check: { usage: "check [NAME...]", summary: "Show which installed skills have newer versions" },
  uninstall: { usage: "uninstall NAME", summary: "Remove an installed skill" },
  list: { usage: "list", summary: "List installed skills (the folder's lock.json, with agent and scope)" },
  search: { usage: "search QUERY", summary: "Search the registry" },
  info: { usage: "info NAME", summary: "Show a skill's details and versions" },
  scan: { usage: "scan PATH [--tier TIER]", summary: "Scan a folder or archive (exit 0/1/2: safe/caution/dangerous)" },
  audit: { usage: "audit [NAME...]", summary: "Re-scan installed skills (exit 0/1/2 by the worst verdict)" },
  verify: { usage: "verify [NAME...]", summary: "Re-hash installed files against lock.json" },
  publish: { usage: "publish PATH [--version V] [--tag TAG]", summary: "Publish a folder or archive" },
  login: { usage: "login [--token TOKEN]", summary: "Store an API token for the registry" },
  logout: { usage: "logout", summary: "Forget the registry's token" },
  whoami: { usage: "whoami", summary: "Show who the token belongs to" },
  trust: { usage: "trust [TIER]", summary: "Show or set the trust you grant the registry" },
};

const OPTIONS = {
  registry: { type: "string" },
  "skills-dir": { type: "string" },
  agent: { type: "string", short: "a" },
  global: { type: "boolean", short: "g" },
  project: { type: "boolean", short: "p" },
  json: { type: "boolean" },
  quiet: { type: "boolean", short: "q" },
  yes: { type: "boolean", short: "y" },
  force: { type: "boolean", short: "f" },
  "dry-run": { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "string" },
  tag: { type: "string" },
  token: { type: "string" },
  tier: { type: "string" },
} as const;

export function helpText(): string {
  const width = Math.max(...Object.values(COMMANDS).map((c) => c.usage.length));
  const lines = Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
  return `skillhub ${CLI_VERSION} — install agent skills from a Skillhub registry, verified and scanned

Usage: skillhub <command> [options]

Commands:
${lines.join("\n")}

Options:
  --registry URL     registry base URL (env SKILLHUB_REGISTRY, default http://localhost:3000)
  -a, --agent NAME   the agent whose skills folder to use (default hermes): ${AGENT_NAMES}
  -g, --global       that agent's folder in your home (the default for hermes: $HERMES_HOME/skills)
  -p, --project      that agent's folder in the current directory (the default for the others)
  --skills-dir DIR   this skills folder instead (default $HERMES_HOME/skills, HERMES_HOME default ~/.hermes)
  --json             one JSON document on stdout (see docs/cli.md)
  -q, --quiet        only results and errors
  -y, --yes          do not ask for confirmation
  -f, --force        reinstall; install despite a caution verdict (never a dangerous one)
  --dry-run          do everything except changing files
  -h, --help         this help;  skillhub --version prints the version

Environment: SKILLHUB_REGISTRY, SKILLHUB_TOKEN, SKILLHUB_CONFIG, HERMES_HOME, NO_COLOR.
Exit codes: 0 ok, 1 error, 2 usage, 3 refused by policy or declined; scan/audit: 0/1/2 safe/caution/dangerous.
`;
}

export async function main(argv: string[], env: NodeJS.ProcessEnv, streams: Streams): Promise<number> {
  if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
    streams.stdout.write(`${CLI_VERSION}\n`);
    return EXIT_OK;
  }
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    streams.stderr.write(`error: ${(error as Error).message}\nRun \`skillhub --help\` for usage.\n`);
    return EXIT_USAGE;
  }
  const [command, ...args] = parsed.positionals;
  if (!command || parsed.values.help) {
    if (command && COMMANDS[command] && parsed.values.help) streams.stdout.write(`Usage: skillhub ${COMMANDS[command].usage}\n${COMMANDS[command].summary}\n`);
    else streams.stdout.write(helpText());
    return command || parsed.values.help ? EXIT_OK : EXIT_USAGE;
  }
  if (!COMMANDS[command]) {
    const message = `Unknown command ${JSON.stringify(command)}. Run \`skillhub --help\`.`;
    if (parsed.values.json) streams.stdout.write(`${JSON.stringify({ error: { code: "USAGE", message } }, null, 2)}\n`);
    else streams.stderr.write(`error: ${message} [USAGE]\n`);
    return EXIT_USAGE;
  }
  // Everything else (lib/skill, lib/guard, zod, yaml) is loaded only now; see cli/build.mjs.
  const { runCommand } = await import("./core");
  return runCommand(command, parsed.values as Flags, args, env, streams);
}
