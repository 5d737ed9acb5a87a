// The first step of the clawhub client's publish, per file (POST …/api/v1/skills/-/upload-url):
// where to send the file's bytes. The URL carries the announced path, size and sha256, which the
// upload checks; nothing is stored until the bytes arrive.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/permissions";
import { clawhubUploadSchema } from "@/lib/registry/clawhub/clawhub-publish-schema";

export function createClawhubUploadUrl(actorInput: Actor, input: unknown, origin: string) {
  authorize(actorInput, "skill.publish");
  const upload = clawhubUploadSchema.parse(input);
  const url = new URL(`${origin}/api/clawhub/uploads`);
  url.searchParams.set("path", upload.path);
  url.searchParams.set("size", String(upload.size));
  url.searchParams.set("sha256", upload.sha256);
  // ClawHub's ticket authorises the upload; ours is the Bearer token the upload is sent with.
  return { uploadUrl: url.toString(), uploadTicket: upload.sha256 };
}
