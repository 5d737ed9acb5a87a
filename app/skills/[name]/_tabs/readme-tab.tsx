// README tab: the SKILL.md body rendered as sanitised GitHub-flavoured Markdown (lib/markdown).
import { parseSkillMd } from "@/lib/skill";
import type { Actor } from "@/lib/auth/actor";
import { getVersionFile } from "@/lib/registry/get-version-file";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import { cachedRender } from "@/lib/markdown/render-cache";
import { skillHref } from "@/app/_lib/format";

export async function ReadmeTab({ actor, name, version }: { actor: Actor; name: string; version: string }) {
  const { name: canonical, version: exact, file } = await getVersionFile(actor, name, version, "SKILL.md");
  const html = await cachedRender(`readme:${canonical}@${exact}`, () =>
    renderMarkdown(parseSkillMd(file.bytes).body, {
      fileHref: (path) => skillHref(canonical, { tab: "files", version: exact, path }),
      rawHref: (path) => `/api/v1/skills/${encodeURIComponent(canonical)}/versions/${encodeURIComponent(exact)}/files/${path.split("/").map(encodeURIComponent).join("/")}`,
    }),
  );
  // The HTML comes from the sanitiser's allow-list (lib/markdown/schema.ts), never from raw input.
  return <article className="markdown" data-testid="readme" dangerouslySetInnerHTML={{ __html: html }} />;
}
