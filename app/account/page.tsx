// /account — profile and sign-in methods, my skills, API tokens.
import Link from "next/link";
import { redirect } from "next/navigation";
import { TOKEN_SCOPES } from "@/lib/auth/permissions";
import { getProfile } from "@/lib/registry/get-profile";
import { listMySkills } from "@/lib/registry/list-my-skills";
import { listTokens } from "@/lib/registry/list-tokens";
import { pageActor } from "@/app/_lib/page-actor";
import { formatDate } from "@/app/_lib/format";
import { ActionForm } from "@/components/action-form";
import { TierBadge, VerdictBadge } from "@/components/badges";
import { createTokenAction, revokeTokenAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata = { title: "Account" };

const SCOPE_HELP: Record<string, string> = {
  publish: "publish versions, move tags, deprecate",
  yank: "yank and unyank versions",
  admin: "administrator actions (admins only)",
  "read:private": "read your versions pending review",
};

export default async function AccountPage({ searchParams }: { searchParams: Promise<{ deleted?: string }> }) {
  const actor = await pageActor();
  if (actor.kind !== "user") redirect("/signin?callbackUrl=/account");
  const { deleted } = await searchParams;
  const [profile, skills, tokens] = await Promise.all([getProfile(actor), listMySkills(actor), listTokens(actor)]);
  const scopes = TOKEN_SCOPES.filter((s) => s !== "admin" || profile.role === "admin");
  return (
    <div className="stack">
      <h1>Your account</h1>
      {deleted ? <p className="notice" role="status">Deleted <strong>{deleted}</strong>. Its name stays yours for 30 days.</p> : null}
      <section aria-labelledby="profile-h" className="card">
        <h2 id="profile-h">Profile</h2>
        <dl className="facts">
          <div><dt>Handle</dt><dd>{profile.handle}</dd></div>
          <div><dt>Role</dt><dd>{profile.role}</dd></div>
          <div><dt>Trust tier</dt><dd><TierBadge tier={profile.trustTier} /></dd></div>
          <div><dt>Member since</dt><dd>{formatDate(profile.createdAt)}</dd></div>
          <div><dt>Sign-in methods</dt><dd>{profile.signInMethods.join(", ") || "none"}</dd></div>
          {profile.email ? <div><dt>Email</dt><dd>{profile.email}</dd></div> : null}
        </dl>
        <p className="muted small">Your tier decides what you may publish: community publishers can publish only skills the scan judges safe; an administrator can raise your tier.</p>
      </section>

      <section aria-labelledby="skills-h">
        <h2 id="skills-h">Your skills</h2>
        {skills.length === 0 ? <p className="muted">None yet. <Link href="/publish">Publish your first skill</Link>.</p> : (
          <div className="table-wrap">
            <table className="data" data-testid="my-skills">
              <thead><tr><th scope="col">Skill</th><th scope="col">Latest</th><th scope="col">Verdict</th><th scope="col">Versions</th><th scope="col">Downloads</th><th scope="col">State</th></tr></thead>
              <tbody>
                {skills.map((s) => (
                  <tr key={s.name}>
                    <td><Link href={`/skills/${s.name}`} className="mono">{s.name}</Link></td>
                    <td className="mono">{s.latestVersion ?? "—"}</td>
                    <td><VerdictBadge verdict={s.verdict} /></td>
                    <td className="small">{Object.entries(s.versionCounts).map(([k, n]) => `${n} ${k.replace("_", " ")}`).join(", ")}</td>
                    <td>{s.downloads}</td>
                    <td className="small">{s.deletedAt ? `deleted; name held until ${formatDate(s.nameHeldUntil!)}` : s.deprecated ? "deprecated" : "live"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="tokens-h" className="stack">
        <h2 id="tokens-h">API tokens</h2>
        <p className="muted small">For <code>skillhub publish</code>, CI and agents: <code>Authorization: Bearer skh_…</code>. Only a hash is stored; the secret is shown once.</p>
        {tokens.length ? (
          <div className="table-wrap">
            <table className="data" data-testid="tokens">
              <thead><tr><th scope="col">Name</th><th scope="col">Prefix</th><th scope="col">Scopes</th><th scope="col">Expires</th><th scope="col">Last used</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
              <tbody>
                {tokens.map((t) => (
                  <tr key={t.id}>
                    <td>{t.name}{t.isAgent ? <> <span className="badge">agent</span></> : null}</td>
                    <td className="mono">{t.prefix}…</td>
                    <td className="small">{t.scopes.join(", ")}{t.skillPattern ? ` (${t.skillPattern})` : ""}</td>
                    <td className="small">{t.expiresAt ? formatDate(t.expiresAt) : "never"}</td>
                    <td className="small">{t.lastUsedAt ? formatDate(t.lastUsedAt) : "never"}</td>
                    <td>
                      {t.revokedAt ? <span className="muted small">revoked {formatDate(t.revokedAt)}</span> : (
                        <ActionForm action={revokeTokenAction} label={`Revoke ${t.name}`}>
                          <input type="hidden" name="id" value={t.id} />
                          <button type="submit" className="secondary small">Revoke {t.name}</button>
                        </ActionForm>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : <p className="muted">No tokens yet.</p>}
        <ActionForm action={createTokenAction} className="card stack" label="Create a token" testId="create-token">
          <h3>Create a token</h3>
          <label>Name <input name="name" required maxLength={64} placeholder="laptop, ci, my-agent" /></label>
          <fieldset className="scopes">
            <legend>Scopes</legend>
            {scopes.map((s) => (
              <label key={s} className="inline"><input type="checkbox" name="scopes" value={s} defaultChecked={s === "publish"} /> {s} <span className="muted small">— {SCOPE_HELP[s]}</span></label>
            ))}
          </fieldset>
          <div className="row">
            <label>Expires in (days) <input name="expiresInDays" type="number" min={1} max={3650} defaultValue={90} /></label>
            <label>Only skills matching <input name="skillPattern" placeholder="acme-*" pattern="[a-z0-9*\-]{1,64}" /></label>
          </div>
          <label className="inline"><input type="checkbox" name="isAgent" /> Agent token — publishes as <em>agent-created</em>: a dangerous verdict is held for an administrator&apos;s review</label>
          <button type="submit">Create token</button>
        </ActionForm>
      </section>
    </div>
  );
}
