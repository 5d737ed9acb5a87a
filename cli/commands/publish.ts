// skillhub publish PATH [--version V] [--tag TAG] — a folder is read and packed locally with the
// registry's deterministic packer; an archive is sent as it is. Upload progress on a TTY.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Context } from "../context";
import { CliError, EXIT } from "../errors";
import { errorFromResponse, uploadBytes } from "../http";
import { readFolder } from "../local-files";
import { registryClient, requireArgs } from "../session";
import { formatReport, type Decision, type ScanReport, type TrustTier } from "@/lib/guard";
import { detectArchiveFormat, packSkill, readFileList, validateSkill } from "@/lib/skill";

type PublishAnswer = {
  status: "published" | "pending_review" | "unchanged";
  skill: { name: string };
  /** docs/api.md says VersionSummary; the registry currently answers the version string. */
  version: string | { version: string };
  report: ScanReport;
  warnings: { code: string; message: string; path?: string }[];
};

export async function run(ctx: Context, args: string[]): Promise<number> {
  requireArgs(args, 1, 1, "publish PATH [--version V] [--tag TAG]");
  const target = path.resolve(args[0]);
  const info = await stat(target).catch(() => null);
  if (!info) throw new CliError("PATH_NOT_FOUND", `${target} does not exist`);
  let bytes: Uint8Array;
  let contentType: string;
  if (info.isDirectory()) {
    const folder = await readFolder(target, { skipVcs: true });
    if (folder.special.length) throw new CliError("ARCHIVE_ENTRY_SYMLINK", `Links and special files are not allowed in a skill: ${folder.special.join(", ")}`, { paths: folder.special });
    const files = readFileList(folder.files);
    // The registry's own checks (lib/skill), spec limits included; the folder is the skill's folder.
    const validated = validateSkill(files, { folder: path.basename(target) });
    if (validated.errors.length) {
      const [first, ...rest] = validated.errors;
      const more = rest.map((e) => `; ${e.message} [${e.code}]`).join("");
      throw new CliError(first.code, `SKILL.md is not publishable: ${first.message}${more}`, { errors: validated.errors });
    }
    for (const w of validated.warnings) ctx.out.warn(w.message);
    bytes = packSkill(files);
    contentType = "application/gzip";
  } else {
    bytes = new Uint8Array(await readFile(target));
    const format = detectArchiveFormat(bytes);
    if (!format) throw new CliError("ARCHIVE_FORMAT_UNKNOWN", `${target} is neither a folder, a .tar.gz nor a .zip`);
    contentType = format === "zip" ? "application/zip" : "application/gzip";
  }
  if (!ctx.token) throw new CliError("UNAUTHENTICATED", `Not logged in to ${ctx.registry}; run \`skillhub login\` or set SKILLHUB_TOKEN`);
  const client = registryClient(ctx);
  const url = client.apiUrl("/skills", { version: ctx.flags.version, tag: ctx.flags.tag });
  if (ctx.dryRun) {
    ctx.out.result(`would upload ${bytes.length} bytes to ${url}`);
    ctx.out.json({ dryRun: true, url, size: bytes.length });
    return EXIT.ok;
  }
  const response = await uploadBytes(url, bytes, client.headersFor(url, { "content-type": contentType, accept: "application/json" }), ctx.out.progress("upload", bytes.length));
  if (!response.ok) {
    const error = await errorFromResponse(response);
    const report = error.details?.report as ScanReport | undefined;
    if (report && !ctx.json) {
      ctx.out.info(formatReport(report, { tier: (error.details?.tier as TrustTier) ?? "community", source: "registry", decision: (error.details?.decision as Decision) ?? "block", color: ctx.out.hasColour }));
    }
    throw error;
  }
  const body = (await response.json()) as PublishAnswer;
  for (const w of body.warnings ?? []) ctx.out.warn(w.message);
  const label = `${body.skill.name}@${typeof body.version === "string" ? body.version : body.version.version}`;
  if (body.status === "pending_review") ctx.out.result(`${label} is held for review by an admin (verdict ${body.report.verdict})`);
  else if (body.status === "unchanged") ctx.out.result(`${label} was already published with these exact bytes`);
  else ctx.out.result(`${ctx.out.paint("green", "published")} ${label} (verdict ${body.report.verdict})`);
  ctx.out.json(body);
  return EXIT.ok;
}
