// Install tab: copyable commands for the skillhub client (also for other agents), clawhub,
// `npx skills` and stock Hermes, and the two ways to get the client from this registry itself (its
// npm package, or the single file checked against its sha256).
import { CopyButton } from "@/components/copy-button";
import { installCommands, type InstallCommand as Command } from "./install-commands";

function CommandBlock({ command }: { command: Command }) {
  return (
    <div className="command">
      <h3 id={`cmd-${command.id}`}>{command.label}</h3>
      <div className="row tight">
        <pre className="grow" aria-labelledby={`cmd-${command.id}`} data-testid={`command-${command.id}`}><code>{command.text}</code></pre>
        <CopyButton text={command.text} label={`${command.label} command`} />
      </div>
      <p className="muted small">{command.note}</p>
    </div>
  );
}

export function InstallTab({ name, version, origin, isLatest, client }: {
  name: string;
  version: string;
  origin: string;
  isLatest: boolean;
  /** The client bundle this registry serves, or null when it was not built. */
  client: { sha256: string; version: string } | null;
}) {
  const [skillhub, ...others] = installCommands(name, origin);
  const commands: Command[] = [
    skillhub,
    ...(isLatest ? [] : [{ id: "skillhub-pinned", label: "skillhub (this version)", text: `skillhub install ${name}@${version}`, note: "Pins the version shown on this page." }]),
    ...others,
  ];
  const clientCommands: Command[] = client
    ? [
        {
          id: "client-npm",
          label: "npm package",
          text: `npm install -g ${origin}/cli/skillhub-cli.tgz`,
          note: `skillhub-cli ${client.version}, served by this registry: one file, no dependencies, needs only Node 20.19+.`,
        },
        {
          id: "client-curl",
          label: "single file",
          text: `curl -fsSLo skillhub.mjs ${origin}/cli/skillhub.mjs\necho "${client.sha256}  skillhub.mjs" | sha256sum -c -\nSKILLHUB_REGISTRY=${origin} node skillhub.mjs install ${name}`,
          note: `Checks the download against the sha256 shown here (also at ${origin}/cli/skillhub.mjs.sha256 and in the X-Skillhub-Sha256 header).`,
        },
      ]
    : [];
  return (
    <div className="stack" data-testid="install">
      {commands.map((c) => <CommandBlock key={c.id} command={c} />)}
      {clientCommands.length ? (
        <section className="stack" aria-labelledby="get-client-h" data-testid="get-client">
          <h2 id="get-client-h">Get the skillhub client</h2>
          {clientCommands.map((c) => <CommandBlock key={c.id} command={c} />)}
        </section>
      ) : null}
    </div>
  );
}
