// GET /api/clawhub/api/v1/{search, skills, skills/{slug}[/versions[/{version}] | /file | /install], resolve}
// — ClawHub's read API over our registry (docs/clients.md)
import { AppError } from "@/lib/errors";
import { limit } from "@/lib/http/api";
import { inertFileHeaders } from "@/lib/http/inert-file";
import { getVersionFile } from "@/lib/registry/get-version-file";
import { searchClawhubSkills } from "@/lib/registry/clawhub/search-clawhub-skills";
import { listClawhubSkills } from "@/lib/registry/clawhub/list-clawhub-skills";
import { getClawhubSkill } from "@/lib/registry/clawhub/get-clawhub-skill";
import { getClawhubSkillOrThrow } from "@/lib/registry/clawhub/get-clawhub-skill-or-throw";
import { listClawhubVersions } from "@/lib/registry/clawhub/list-clawhub-versions";
import { getClawhubVersion } from "@/lib/registry/clawhub/get-clawhub-version";
import { getClawhubInstall } from "@/lib/registry/clawhub/get-clawhub-install";
import { resolveClawhubFingerprint } from "@/lib/registry/clawhub/resolve-clawhub-fingerprint";
import { clawhubPageSize } from "@/lib/registry/clawhub/present-clawhub";
import { json } from "../../http";
import { ACTOR_VARY, clawhubApiBase, clawhubHandler } from "./handler";

export const clawhubSearch = clawhubHandler(async (request) => {
  await limit("search", request, await request.actor());
  return json(await searchClawhubSkills(request.query), "shared");
});

export const clawhubSkills = clawhubHandler(async (request) => {
  await limit("search", request, await request.actor());
  return json(await listClawhubSkills(request.query), "shared");
});

export const clawhubSkill = clawhubHandler(async (request) =>
  json(await getClawhubSkill(await request.actor(), request.params.slug, request.query.get("ownerHandle")), "shared", { headers: ACTOR_VARY }),
);

export const clawhubVersions = clawhubHandler(async (request) => {
  const size = clawhubPageSize(request.query.get("limit"));
  return json(await listClawhubVersions(await request.actor(), request.params.slug, request.query.get("ownerHandle"), size), "shared", {
    headers: ACTOR_VARY,
  });
});

export const clawhubVersion = clawhubHandler(async (request) =>
  json(await getClawhubVersion(await request.actor(), request.params.slug, request.query.get("ownerHandle"), request.params.version), "shared", {
    headers: ACTOR_VARY,
  }),
);

export const clawhubInstall = clawhubHandler(async (request) => {
  const answer = await getClawhubInstall(await request.actor(), request.params.slug, request.query.get("ownerHandle"), clawhubApiBase(request));
  return json(answer, "shared", { status: answer.ok ? 200 : answer.status, headers: ACTOR_VARY });
});

export const clawhubResolve = clawhubHandler(async (request) => {
  const slug = request.query.get("slug");
  if (!slug) throw new AppError("BAD_REQUEST", "Pass ?slug=.");
  return json(await resolveClawhubFingerprint(await request.actor(), slug, request.query.get("ownerHandle"), request.query.get("hash")), "shared", {
    headers: ACTOR_VARY,
  });
});

/** `inspect --file`: one file's bytes, of `version` (else the latest). */
export const clawhubFile = clawhubHandler(async (request) => {
  const path = request.query.get("path");
  if (!path) throw new AppError("BAD_REQUEST", "Pass ?path=.");
  const actor = await request.actor();
  const skill = await getClawhubSkillOrThrow(actor, request.params.slug, request.query.get("ownerHandle"));
  const version = request.query.get("version") ?? (request.query.get("tag") ? skill.distTags[request.query.get("tag")!] : skill.latestVersion);
  if (!version) throw new AppError("VERSION_NOT_FOUND", `"${skill.name}" has no such version.`);
  const { file } = await getVersionFile(actor, skill.name, version, path);
  const { "Content-Type": contentType, ...headers } = inertFileHeaders(file.path, file.bytes);
  return { body: file.bytes, contentType, cache: "shared", headers: { ...headers, ...ACTOR_VARY } };
});
