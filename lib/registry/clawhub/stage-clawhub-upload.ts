// The second step of the clawhub client's publish, per file (POST /api/clawhub/uploads?path=&size=&sha256=):
// keeps the bytes, checked against what the upload-url step announced, until the publish names them
// by the returned storage id. Expired uploads are swept here, and one user's unpublished uploads are
// bounded (CLAWHUB_STAGED_BYTES_PER_USER).
import "server-only";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/permissions";
import { sha256Hex } from "@/lib/skill/hash";
import { CLAWHUB_STAGED_BYTES_PER_USER, CLAWHUB_UPLOAD_TTL_MINUTES } from "@/lib/limits";
import { clawhubUploadSchema } from "@/lib/registry/clawhub/clawhub-publish-schema";

export async function stageClawhubUpload(actorInput: Actor, announced: unknown, bytes: Uint8Array) {
  const actor = authorize(actorInput, "skill.publish");
  const upload = clawhubUploadSchema.parse(announced);
  if (bytes.byteLength !== upload.size || sha256Hex(bytes) !== upload.sha256) {
    throw new AppError("BAD_REQUEST", `The bytes sent for "${upload.path}" do not match the size and sha256 announced for them.`);
  }
  const id = crypto.randomUUID();
  await prisma.$transaction(async (tx) => {
    await tx.clawhubUpload.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - CLAWHUB_UPLOAD_TTL_MINUTES * 60_000) } } });
    const staged = await tx.clawhubUpload.aggregate({ where: { userId: actor.user.id }, _sum: { size: true } });
    if ((staged._sum.size ?? 0) + bytes.byteLength > CLAWHUB_STAGED_BYTES_PER_USER) {
      throw new AppError("PAYLOAD_TOO_LARGE", `Uploads awaiting publication exceed ${CLAWHUB_STAGED_BYTES_PER_USER} bytes; publish or wait ${CLAWHUB_UPLOAD_TTL_MINUTES} minutes.`);
    }
    await tx.clawhubUpload.create({
      data: { id, userId: actor.user.id, path: upload.path, sha256: upload.sha256, size: upload.size, data: Buffer.from(bytes) },
    });
  });
  return { storageId: id };
}
