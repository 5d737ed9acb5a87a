// /publish — publish a skill from the browser. The form checks the skill locally (lib/skill + lib/guard)
// before anything is uploaded; the server checks it again, the same way.
import Link from "next/link";
import { pageActor } from "@/app/_lib/page-actor";
import { PublishForm } from "./publish-form";

export const dynamic = "force-dynamic";
export const metadata = { title: "Publish" };

export default async function PublishPage() {
  const actor = await pageActor();
  return (
    <div className="stack">
      <h1>Publish a skill</h1>
      <p className="muted">
        A skill is a folder with a <code>SKILL.md</code> (YAML frontmatter with <code>name</code>, <code>description</code> and <code>version</code>,
        then Markdown) and optional <code>references/</code>, <code>templates/</code>, <code>scripts/</code> and <code>assets/</code>.
        Publishing a higher version of a skill you own adds a new version.
      </p>
      {actor.kind === "user" ? (
        <PublishForm tier={actor.user.trustTier} />
      ) : (
        <p className="notice" role="status"><Link href="/signin?callbackUrl=/publish">Sign in</Link> to publish. You can also publish with <code>skillhub publish</code> and an API token.</p>
      )}
    </div>
  );
}
