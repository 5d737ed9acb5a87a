// The OpenAPI 3.1 description of /api/v1, built from the same zod schemas the handlers parse with
// (request bodies and query parameters) plus zod schemas of the response shapes in lib/registry/present.ts.
import { z } from "zod";
import { ERROR_STATUS } from "@/lib/errors";
import { publishFieldsSchema } from "@/lib/registry/publish-schema";
import { searchQuerySchema } from "@/lib/registry/search-skills";
import { createTokenSchema } from "@/lib/registry/token-schema";
import { distTagSchema } from "@/lib/registry/set-dist-tag";
import { deprecationSchema } from "@/lib/registry/deprecate-skill";
import { reviewSchema } from "@/lib/registry/review-version";
import { reportSchema } from "@/lib/registry/report-schema";
import { setupSchema } from "@/lib/auth/schemas";

const errorSchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [string, ...string[]]),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
    requestId: z.string().optional(),
  }),
});
const distSchema = z.object({ tarball: z.url(), sha256: z.string(), integrity: z.string(), size: z.number().int() });
const versionSummarySchema = z.object({
  version: z.string(),
  status: z.enum(["published", "pending_review", "rejected", "yanked"]),
  verdict: z.enum(["safe", "caution", "dangerous"]),
  publishedAt: z.iso.datetime(),
  yankedAt: z.iso.datetime().nullable(),
  dist: distSchema,
});
const fileEntrySchema = z.object({ path: z.string(), size: z.number().int(), sha256: z.string(), mode: z.number().int() });
const skillSummarySchema = z.object({
  name: z.string(), description: z.string(), owner: z.string(), category: z.string().nullable(), tags: z.array(z.string()),
  trustTier: z.string(), latestVersion: z.string().nullable(), verdict: z.string().nullable(), downloads: z.number().int(),
  stars: z.number().int(), updatedAt: z.iso.datetime(),
});
const scanReportSchema = z.object({
  schema: z.literal("skillhub.scan/v1"), rulesetVersion: z.string(), skill: z.string(), verdict: z.enum(["safe", "caution", "dangerous"]),
  findings: z.array(z.object({ ruleId: z.string(), severity: z.enum(["critical", "high", "medium", "low"]), category: z.string(), file: z.string(), line: z.number().int(), excerpt: z.string(), description: z.string(), remediation: z.string() })),
  stats: z.object({ files: z.number(), bytes: z.number(), durationMs: z.number() }),
});
const publishResultSchema = z.object({
  status: z.enum(["published", "pending_review", "unchanged"]), skill: z.object({ name: z.string(), url: z.url() }), version: z.string(),
  tier: z.string(), decision: z.enum(["allow", "ask"]), verdict: z.string(), report: scanReportSchema, warnings: z.array(z.unknown()),
});
const tokenSchema = z.object({ id: z.string(), name: z.string(), prefix: z.string(), scopes: z.array(z.string()), skillPattern: z.string().nullable(), isAgent: z.boolean(), expiresAt: z.string().nullable(), lastUsedAt: z.string().nullable(), revokedAt: z.string().nullable(), createdAt: z.string() });

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ok = (description: string, schema: object) => ({ description, content: { "application/json": { schema } } });
const errors = { default: ok("Error (see the code)", ref("Error")) };
const nameParam = { name: "name", in: "path", required: true, schema: { type: "string" } };
const versionParam = { name: "version", in: "path", required: true, schema: { type: "string" } };
const jsonBody = (schema: z.ZodType) => ({ required: true, content: { "application/json": { schema: json(schema) } } });

type Operation = { parameters?: object[]; responses: Record<string, object>; [key: string]: unknown };

/**
 * Every read carries a strong ETag and Cache-Control and answers If-None-Match with 304 (server/http.ts,
 * lib/http/cache-policy.ts): said once here for every GET operation.
 */
function withHttpCaching(paths: Record<string, Record<string, Operation>>) {
  for (const item of Object.values(paths)) {
    const get = item.get;
    if (!get) continue;
    get.parameters = [...(get.parameters ?? []), { name: "If-None-Match", in: "header", required: false, schema: { type: "string" }, description: "An ETag from an earlier answer: 304 when unchanged." }];
    const found = get.responses[200] as { headers?: object } | undefined;
    if (found) {
      found.headers = {
        ETag: { description: "Strong validator of this answer (archives: their sha256)", schema: { type: "string" } },
        "Cache-Control": { description: "Archives and version files: immutable. Metadata, search, indexes: `public, max-age=0, s-maxage, stale-while-revalidate` for anonymous callers, `private, no-cache` for authenticated ones", schema: { type: "string" } },
      };
    }
    get.responses = { ...get.responses, 304: { description: "Not modified: If-None-Match matched the ETag" } };
  }
  return paths;
}

export function buildOpenApi(origin: string) {
  const searchParams = Object.entries((json(searchQuerySchema) as { properties: Record<string, object> }).properties).map(([name, schema]) => ({
    name, in: "query", required: false, schema,
  }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Skillhub API",
      version: "1.0.0",
      description: "Publish, search and install agent skills. Errors are `{ error: { code, message, details?, requestId } }`. Every GET answers with a strong ETag and Cache-Control, and with 304 when If-None-Match matches. A ClawHub-compatible API for the `clawhub` client lives outside this description, under `/api/clawhub/api/v1` (announced by `/.well-known/clawhub.json`; see docs/clients.md).",
    },
    servers: [{ url: `${origin}/api/v1` }],
    components: {
      securitySchemes: { token: { type: "http", scheme: "bearer", description: "An API token (skh_…)" } },
      schemas: {
        Error: json(errorSchema), VersionSummary: json(versionSummarySchema), FileEntry: json(fileEntrySchema),
        SkillSummary: json(skillSummarySchema), ScanReport: json(scanReportSchema), PublishResult: json(publishResultSchema), Token: json(tokenSchema),
      },
    },
    security: [{ token: [] }, {}],
    paths: withHttpCaching({
      "/skills": {
        get: { summary: "Search skills", parameters: searchParams, responses: { 200: ok("Results", { type: "object", properties: { items: { type: "array", items: ref("SkillSummary") }, nextCursor: { type: ["string", "null"] } } }), ...errors } },
        post: {
          summary: "Publish a version",
          parameters: Object.keys((json(publishFieldsSchema) as { properties: object }).properties).map((name) => ({ name, in: "query", required: false, schema: { type: "string" } })),
          requestBody: {
            required: true,
            content: {
              "application/gzip": { schema: { type: "string", format: "binary" } },
              "application/zip": { schema: { type: "string", format: "binary" } },
              "multipart/form-data": { schema: { type: "object", properties: { archive: { type: "string", format: "binary" }, files: { type: "array", items: { type: "string", format: "binary" } }, ...(json(publishFieldsSchema) as { properties: object }).properties } } },
            },
          },
          responses: { 201: ok("Published", ref("PublishResult")), 202: ok("Held for review", ref("PublishResult")), 200: ok("Identical retry", ref("PublishResult")), 422: ok("Rejected by the policy (details.report)", ref("Error")), ...errors },
        },
      },
      "/skills/{name}": {
        get: { summary: "Skill detail", parameters: [nameParam], responses: { 200: ok("Skill", { allOf: [ref("SkillSummary"), { type: "object", properties: { distTags: { type: "object" }, deprecated: { type: ["string", "null"] }, versions: { type: "array", items: ref("VersionSummary") } } }] }), ...errors } },
        delete: { summary: "Delete (soft; admins ?hard=true)", parameters: [nameParam, { name: "hard", in: "query", schema: { type: "boolean" } }], responses: { 200: ok("Deleted", { type: "object" }), ...errors } },
      },
      "/skills/{name}/resolve": { get: { summary: "Resolve NAME[@range] to a version", parameters: [nameParam, { name: "range", in: "query", schema: { type: "string" } }], responses: { 200: ok("Resolved", { allOf: [ref("VersionSummary"), { type: "object", properties: { name: { type: "string" }, trustTier: { type: "string" }, files: { type: "array", items: ref("FileEntry") }, warnings: { type: "array", items: { type: "string" } } } }] }), ...errors } } },
      "/skills/{name}/versions/{version}": { get: { summary: "Version metadata, files and scan report", parameters: [nameParam, versionParam], responses: { 200: ok("Version", ref("VersionSummary")), ...errors } } },
      "/skills/{name}/versions/{version}/tarball": { get: { summary: "The archive (immutable; ETag = sha256)", parameters: [nameParam, versionParam], responses: { 200: { description: "tar.gz", content: { "application/gzip": { schema: { type: "string", format: "binary" } } } }, ...errors } } },
      "/skills/{name}/versions/{version}/files/{path}": { get: { summary: "One file, served inert", parameters: [nameParam, versionParam, { name: "path", in: "path", required: true, schema: { type: "string" } }], responses: { 200: { description: "The file" }, ...errors } } },
      "/skills/{name}/versions/{version}/yank": {
        post: { summary: "Yank", parameters: [nameParam, versionParam], responses: { 200: ok("Yanked", { type: "object" }), ...errors } },
        delete: { summary: "Unyank", parameters: [nameParam, versionParam], responses: { 200: ok("Unyanked", { type: "object" }), ...errors } },
      },
      "/skills/{name}/versions/{version}/review": { post: { summary: "Approve or reject a held version (admin)", parameters: [nameParam, versionParam], requestBody: jsonBody(reviewSchema), responses: { 200: ok("Reviewed", { type: "object" }), ...errors } } },
      "/skills/{name}/dist-tags/{tag}": {
        put: { summary: "Point a tag at a version", parameters: [nameParam, { name: "tag", in: "path", required: true, schema: { type: "string" } }], requestBody: jsonBody(distTagSchema), responses: { 200: ok("Tagged", { type: "object" }), ...errors } },
        delete: { summary: "Remove a tag", parameters: [nameParam, { name: "tag", in: "path", required: true, schema: { type: "string" } }], responses: { 200: ok("Removed", { type: "object" }), ...errors } },
      },
      "/skills/{name}/deprecation": {
        put: { summary: "Deprecate with a message", parameters: [nameParam], requestBody: jsonBody(deprecationSchema), responses: { 200: ok("Deprecated", { type: "object" }), ...errors } },
        delete: { summary: "Clear the deprecation", parameters: [nameParam], responses: { 200: ok("Cleared", { type: "object" }), ...errors } },
      },
      "/skills/{name}/reports": { post: { summary: "Report a skill or version to the administrators (rate-limited per user and per IP: 429 + Retry-After)", parameters: [nameParam], requestBody: jsonBody(reportSchema.omit({ name: true })), responses: { 201: ok("Reported", { type: "object", properties: { id: { type: "string" }, name: { type: "string" }, createdAt: { type: "string" } } }), ...errors } } },
      "/setup": {
        post: {
          summary: "First run: create the first administrator with the one-time setup token printed on the server console (only while the registry has no administrator)",
          security: [{}],
          requestBody: jsonBody(setupSchema),
          responses: { 201: ok("Administrator created", { type: "object", properties: { user: { type: "object", properties: { handle: { type: "string" }, role: { const: "admin" }, trustTier: { type: "string" } } } } }), ...errors },
        },
      },
      "/whoami": { get: { summary: "The caller", responses: { 200: ok("User", { type: "object" }), ...errors } } },
      "/tokens": {
        get: { summary: "My tokens", responses: { 200: ok("Tokens", { type: "object", properties: { tokens: { type: "array", items: ref("Token") } } }), ...errors } },
        post: { summary: "Create a token (secret returned once)", requestBody: jsonBody(createTokenSchema), responses: { 201: ok("Created", { allOf: [ref("Token"), { type: "object", properties: { token: { type: "string" } } }] }), ...errors } },
      },
      "/tokens/{id}": { delete: { summary: "Revoke a token", parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { 200: ok("Revoked", { type: "object" }), ...errors } } },
    }),
  };
}
