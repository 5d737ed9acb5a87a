// Install tab: copyable commands for the skillhub client, stock Hermes and `npx skills`.
import { CopyButton } from "@/components/copy-button";

export function InstallTab({ name, version, origin, isLatest }: { name: string; version: string; origin: string; isLatest: boolean }) {
  const commands = [
    { id: "skillhub", label: "skillhub", text: `skillhub install ${name}`, note: "Verifies, scans and installs into $HERMES_HOME/skills." },
    ...(isLatest ? [] : [{ id: "skillhub-pinned", label: "skillhub (this version)", text: `skillhub install ${name}@${version}`, note: "Pins the version shown on this page." }]),
    { id: "hermes", label: "Hermes", text: `hermes skills install well-known:${origin}/.well-known/skills/${name}`, note: "Stock Hermes, through this registry's well-known index." },
    { id: "npx", label: "npx skills", text: `npx skills add ${origin}`, note: "The skills CLI, reading the Agent Skills discovery index." },
  ];
  return (
    <div className="stack" data-testid="install">
      {commands.map((c) => (
        <div key={c.id} className="command">
          <h3 id={`cmd-${c.id}`}>{c.label}</h3>
          <div className="row tight">
            <pre className="grow" aria-labelledby={`cmd-${c.id}`} data-testid={`command-${c.id}`}><code>{c.text}</code></pre>
            <CopyButton text={c.text} label={`${c.label} command`} />
          </div>
          <p className="muted small">{c.note}</p>
        </div>
      ))}
    </div>
  );
}
