// The clawhub client's publish (POST …/api/v1/skills): the files it uploaded, by storage id, become
// one call of our publish verb, so validation, the scan, the tier's policy, the transaction and the
// audit are ours. Mapping (docs/clients.md): the slug must be SKILL.md's name (our names are global
// and come from SKILL.md); an owner handle may only be the publisher's own; one dist-tag besides
// "latest" is kept; the changelog and catalogue metadata have no home here and are ignored.
import "server-only";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/permissions";
import { readFileListUpload, validateSkill } from "@/lib/skill";
import { publishVersion } from "@/lib/registry/publish-version";
import { publishFieldsSchema } from "@/lib/registry/publish-schema";
import { clawhubPublishSchema } from "@/lib/registry/clawhub/clawhub-publish-schema";

export async function publishClawhubSkill(actorInput: Actor, body: unknown) {
  const actor = authorize(actorInput, "skill.publish");
  const input = clawhubPublishSchema.parse(body);
  const owner = input.ownerHandle?.replace(/^@+/, "").toLowerCase();
  if (owner && owner !== actor.user.handle.toLowerCase()) {
    throw new AppError("FORBIDDEN", `Skillhub has no organisations: skills are published under your own handle (@${actor.user.handle}).`);
  }
  const tags = input.tags.filter((tag) => tag !== "latest");
  if (tags.length > 1) throw new AppError("TAG_INVALID", "Skillhub sets one dist-tag per publish besides latest; pass at most one other tag.");

  const ids = input.files.map((f) => f.storageId);
  const rows = await prisma.clawhubUpload.findMany({ where: { id: { in: ids }, userId: actor.user.id }, select: { id: true, sha256: true, data: true } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const files = input.files.map((file) => {
    const row = byId.get(file.storageId);
    if (!row || row.sha256 !== file.sha256) {
      throw new AppError("BAD_REQUEST", `"${file.path}" was not uploaded, or its upload expired; run the publish again.`);
    }
    return { path: file.path, bytes: new Uint8Array(row.data) };
  });

  const named = validateSkill(readFileListUpload(files).files).name;
  if (named && named !== input.slug) {
    throw new AppError("NAME_INVALID", `The slug "${input.slug}" is not the name in SKILL.md ("${named}"); Skillhub names come from SKILL.md: pass --slug ${named}.`);
  }
  const fields = publishFieldsSchema.parse({ version: input.version, tag: tags[0] });
  const outcome = await publishVersion(actor, { ...fields, upload: { kind: "files", files } });
  await prisma.clawhubUpload.deleteMany({ where: { id: { in: ids }, userId: actor.user.id } });
  const status = outcome.status === "pending_review" ? "pending" : "published";
  return {
    ok: true as const,
    skillId: outcome.name,
    versionId: `${outcome.name}@${outcome.version}`,
    slug: outcome.name,
    version: outcome.version,
    status,
    publicationStatus: status,
  };
}
