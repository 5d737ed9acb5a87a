// GET /.well-known/skills/index.json — the index stock Hermes reads ("well-known:" sources). Hermes
// fetches each listed file as text, so only skills whose files are all UTF-8 text are listed.
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { listDiscoverySkills } from "@/lib/registry/list-discovery-skills";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const skills = (await listDiscoverySkills())
    .filter((s) => s.files.every((f) => f.isText !== false))
    .map((s) => ({ name: s.name, description: s.description, version: s.version, files: s.files.map((f) => f.path) }));
  return NextResponse.json({ skills }, { headers: { "Cache-Control": "public, max-age=60" } });
});
