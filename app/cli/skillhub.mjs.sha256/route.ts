// GET /cli/skillhub.mjs.sha256 — the client bundle's sha256, in `sha256sum -c` format
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/respond";
import { getCliBundle } from "@/lib/registry/get-cli-bundle";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const bundle = await getCliBundle();
  if (!bundle) throw new AppError("NOT_FOUND", "This registry has no client bundle: build it with `npm run build:cli`.");
  return new NextResponse(`${bundle.sha256}  skillhub.mjs\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, no-cache", "X-Content-Type-Options": "nosniff" },
  });
});
