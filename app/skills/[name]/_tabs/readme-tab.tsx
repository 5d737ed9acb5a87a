// README tab: the SKILL.md body rendered as sanitised GitHub-flavoured Markdown (lib/markdown).
import { parseSkillMd } from "@/lib/skill";
import type { Actor } from "@/lib/auth/actor";
import { getVersionFile } from "@/lib/registry/get-version-file";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import { skillHref } from "@/app/_lib/format";

export async function ReadmeTab({ actor, name, version }: { actor: Actor; name: string; version: string }) {
  const { file } = await getVersionFile(actor, name, version, "SKILL.md");
  const { body } = parseSkillMd(file.bytes);
  const html = await renderMarkdown(body, {
    fileHref: (path) => skillHref(name, { tab: "files", version, path }),
    rawHref: (path) => `/api/v1/skills/${encodeURIComponent(name)}/versions/${encodeURIComponent(version)}/files/${path.split("/").map(encodeURIComponent).join("/")}`,
  });
  // The HTML comes from the sanitiser's allow-list (lib/markdown/schema.ts), never from raw input.
  return <article className="markdown" data-testid="readme" dangerouslySetInnerHTML={{ __html: html }} />;
}
