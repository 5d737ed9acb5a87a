// Manage tab (owner or admin only): yank/unyank versions, deprecate, move dist-tags, delete.
import { ActionForm } from "@/components/action-form";
import { StatusBadge } from "@/components/badges";
import { NAME_HOLD_DAYS } from "@/lib/limits";
import { deleteAction, deprecateAction, distTagAction, yankAction } from "../actions";

type VersionRow = { version: string; status: string };

export function ManageTab({ name, versions, distTags, deprecated }: { name: string; versions: VersionRow[]; distTags: Record<string, string>; deprecated: string | null }) {
  const published = versions.filter((v) => v.status === "published");
  const customTags = Object.entries(distTags).filter(([tag]) => tag !== "latest");
  return (
    <div className="stack manage" data-testid="owner-actions">
      <section aria-labelledby="yank-h">
        <h3 id="yank-h">Yank or restore a version</h3>
        <p className="muted small">A yanked version is no longer picked by ranges or <code>latest</code>; anyone who pinned it exactly can still install it.</p>
        <ul className="plain">
          {versions.filter((v) => v.status === "published" || v.status === "yanked").map((v) => (
            <li key={v.version}>
              <ActionForm action={yankAction} className="row tight" label={`Yank ${v.version}`}>
                <input type="hidden" name="name" value={name} />
                <input type="hidden" name="version" value={v.version} />
                <input type="hidden" name="op" value={v.status === "yanked" ? "unyank" : "yank"} />
                <span className="mono">{v.version}</span> <StatusBadge status={v.status} />
                <button type="submit" className="secondary small">{v.status === "yanked" ? `Unyank ${v.version}` : `Yank ${v.version}`}</button>
              </ActionForm>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="deprecate-h">
        <h3 id="deprecate-h">Deprecation</h3>
        <ActionForm action={deprecateAction} className="stack" label="Deprecate">
          <input type="hidden" name="name" value={name} />
          <label>Message shown to people who install it
            <textarea name="message" rows={2} maxLength={500} defaultValue={deprecated ?? ""} placeholder="Use other-skill instead." />
          </label>
          <div className="row tight">
            <button type="submit" name="op" value="set">{deprecated ? "Update deprecation" : "Deprecate"}</button>
            {deprecated ? <button type="submit" name="op" value="clear" className="secondary">Remove deprecation</button> : null}
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="tags-h">
        <h3 id="tags-h">Dist-tags</h3>
        <p className="muted small"><code>latest</code> moves by itself to the highest published version. Other tags (like <code>beta</code>) point where you say.</p>
        {customTags.length ? (
          <ul className="plain">
            {customTags.map(([tag, version]) => (
              <li key={tag}>
                <ActionForm action={distTagAction} className="row tight" label={`Remove tag ${tag}`}>
                  <input type="hidden" name="name" value={name} />
                  <input type="hidden" name="tag" value={tag} />
                  <code>{tag}</code> → <span className="mono">{version}</span>
                  <button type="submit" name="op" value="remove" className="secondary small">Remove {tag}</button>
                </ActionForm>
              </li>
            ))}
          </ul>
        ) : null}
        {published.length ? (
          <ActionForm action={distTagAction} className="row" label="Move a tag">
            <input type="hidden" name="name" value={name} />
            <label>Tag <input name="tag" required pattern="[a-z][a-z0-9._\-]{0,31}" placeholder="beta" /></label>
            <label>Version
              <select name="version">{published.map((v) => <option key={v.version}>{v.version}</option>)}</select>
            </label>
            <button type="submit" name="op" value="set" className="align-end">Set tag</button>
          </ActionForm>
        ) : null}
      </section>

      <section aria-labelledby="delete-h" className="danger-zone">
        <h3 id="delete-h">Delete this skill</h3>
        <p className="small">
          The skill disappears from search and install at once. Its name stays reserved for you for {NAME_HOLD_DAYS} days: publishing
          a new version within that time restores it; after that the name may go to someone else. Existing installs keep working.
        </p>
        <ActionForm action={deleteAction} className="row" label="Delete skill">
          <input type="hidden" name="name" value={name} />
          <label>Type <code>{name}</code> to confirm <input name="confirm" required autoComplete="off" /></label>
          <button type="submit" className="danger align-end">Delete {name}</button>
        </ActionForm>
      </section>
    </div>
  );
}
