// The command each client installs a skill from this registry with: one list for the skill page's
// install section and its Install tab. Versions of third-party clients are the ones tested against
// this registry (package.json devDependencies; docs/clients-skills.md).

export const CLAWHUB_VERSION = "0.23.3";

export type InstallCommand = { id: string; label: string; text: string; note: string };

export function installCommands(name: string, origin: string): InstallCommand[] {
  return [
    {
      id: "skillhub",
      label: "skillhub",
      text: `skillhub install ${name}`,
      note: `Verifies, scans and installs into $HERMES_HOME/skills; add --agent claude-code (or codex, cursor, gemini-cli, github-copilot, openclaw, opencode) for another agent's folder, --global for its home folder. Point the client at this registry first: export SKILLHUB_REGISTRY=${origin}`,
    },
    {
      id: "skillhub-agent",
      label: "skillhub, for Claude Code",
      text: `skillhub install ${name} --agent claude-code`,
      note: "The same verified, scanned install into .claude/skills of the current project.",
    },
    { id: "clawhub", label: "clawhub", text: `npx clawhub@${CLAWHUB_VERSION} --site ${origin} install ${name}`, note: "The ClawHub client, through this registry's ClawHub-compatible API." },
    {
      id: "npx",
      label: "npx skills",
      text: `npx skills add ${origin}/skills/${name}`,
      note: `The skills CLI (Node 22.20+), reading this skill's Agent Skills discovery index; add -a claude-code (etc.) and -g as usual. npx skills add ${origin} --skill ${name} works too, but fetches every skill's archive to choose one.`,
    },
    { id: "hermes", label: "Hermes", text: `hermes skills install well-known:${origin}/.well-known/skills/${name}`, note: "Stock Hermes, through this registry's well-known index." },
  ];
}
