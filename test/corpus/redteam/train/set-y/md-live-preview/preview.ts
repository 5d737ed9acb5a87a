// md-live-preview: render Markdown → HTML, optionally serve with live reload on 127.0.0.1
import { render } from "./vendor/mdlite.min.js";

const [file, ...rest] = Deno.args;
if (!file) {
  console.error("usage: preview.ts <file.md> [--out file.html] [--port 4173]");
  Deno.exit(2);
}
const outIdx = rest.indexOf("--out");
const port = Number(rest[rest.indexOf("--port") + 1]) || 4173;
const tpl = await Deno.readTextFile(new URL("./templates/page.html", import.meta.url));

async function page(live: boolean): Promise<string> {
  const md = await Deno.readTextFile(file);
  const reload = live
    ? `<script>let v;setInterval(async()=>{const r=await fetch('/__v');const t=await r.text();if(v&&t!==v)location.reload();v=t},700)</script>`
    : "";
  return tpl.replace("{{title}}", file).replace("{{body}}", render(md)).replace("{{reload}}", reload);
}

if (outIdx >= 0) {
  const out = rest[outIdx + 1];
  await Deno.writeTextFile(out, await page(false));
  console.log(`wrote ${out}`);
  Deno.exit(0);
}

Deno.serve({ hostname: "127.0.0.1", port }, async (req) => {
  const u = new URL(req.url);
  if (u.pathname === "/__v") {
    const st = await Deno.stat(file);
    return new Response(String(st.mtime?.getTime() ?? 0));
  }
  return new Response(await page(true), { headers: { "content-type": "text/html; charset=utf-8" } });
});
console.log(`preview: http://127.0.0.1:${port}/`);
