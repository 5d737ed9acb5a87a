// skillhub info NAME
import type { SkillDetail } from "../api";
import type { Context } from "../context";
import { CliError, EXIT } from "../errors";
import { parseSpec } from "../installer";
import { registryClient, requireArgs } from "../session";

export async function run(ctx: Context, args: string[]): Promise<number> {
  requireArgs(args, 1, 1, "info NAME");
  const { name } = parseSpec(args[0]);
  let skill: SkillDetail;
  try {
    skill = await registryClient(ctx).json<SkillDetail>("GET", `/skills/${encodeURIComponent(name)}`);
  } catch (error) {
    if (error instanceof CliError && error.code === "SKILL_NOT_FOUND") {
      const suggestions = Array.isArray(error.details?.suggestions) ? (error.details.suggestions as string[]) : [];
      throw new CliError("SKILL_NOT_FOUND", `No skill named ${name}.${suggestions.length ? ` Did you mean: ${suggestions.join(", ")}?` : ""}`, { name, suggestions });
    }
    throw error;
  }
  const p = ctx.out;
  p.result(`${p.paint("bold", skill.name)} ${skill.latestVersion ?? ""}  ${p.paint("dim", `by ${skill.owner} · ${skill.trustTier} · ${skill.verdict ?? "unscanned"}`)}`);
  p.info(skill.description);
  if (skill.deprecated) p.warn(`deprecated: ${skill.deprecated}`);
  if (skill.category) p.info(`category: ${skill.category}`);
  if (skill.tags?.length) p.info(`tags: ${skill.tags.join(", ")}`);
  const tags = Object.entries(skill.distTags ?? {});
  if (tags.length) p.info(`dist-tags: ${tags.map(([t, v]) => `${t}=${v}`).join(" ")}`);
  if (skill.versions?.length) {
    p.info("versions:");
    for (const v of skill.versions) p.info(`  ${v.version.padEnd(14)} ${v.status.padEnd(15)} ${v.verdict.padEnd(10)} ${v.publishedAt ?? ""}`);
  }
  p.info(`install: skillhub install ${skill.name}`);
  p.json(skill);
  return EXIT.ok;
}
