import { Client } from "@notionhq/client";
import { promises as fs } from "node:fs";
import path from "node:path";
import matter from "gray-matter";

type DbConfig = { id: string; dir: string };
type Config = { token_env: string; databases: Record<string, DbConfig>; conflict: "ask" | "local" | "remote" };

async function loadConfig(): Promise<Config> {
  return JSON.parse(await fs.readFile(".notionsync.json", "utf8"));
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 80) || "untitled";
}

function propToValue(p: any): unknown {
  switch (p.type) {
    case "title": return p.title.map((t: any) => t.plain_text).join("");
    case "rich_text": return p.rich_text.map((t: any) => t.plain_text).join("");
    case "number": return p.number;
    case "select": return p.select?.name ?? null;
    case "multi_select": return p.multi_select.map((o: any) => o.name);
    case "date": return p.date?.start ?? null;
    case "checkbox": return p.checkbox;
    case "url": return p.url;
    default: return null;
  }
}

async function pull(notion: Client, db: DbConfig) {
  await fs.mkdir(db.dir, { recursive: true });
  let cursor: string | undefined;
  let n = 0;
  do {
    const res = await notion.databases.query({ database_id: db.id, start_cursor: cursor });
    for (const page of res.results as any[]) {
      const props: Record<string, unknown> = {};
      let title = "untitled";
      for (const [k, v] of Object.entries<any>(page.properties)) {
        props[k] = propToValue(v);
        if (v.type === "title") title = String(props[k]);
      }
      const blocks = await notion.blocks.children.list({ block_id: page.id });
      const body = (blocks.results as any[])
        .filter((b) => b.type === "paragraph")
        .map((b) => b.paragraph.rich_text.map((t: any) => t.plain_text).join(""))
        .join("\n\n");
      const file = path.join(db.dir, `${slug(title)}.md`);
      await fs.writeFile(file, matter.stringify(body, { notion_id: page.id, last_edited: page.last_edited_time, ...props }));
      n++;
    }
    cursor = res.has_more ? res.next_cursor ?? undefined : undefined;
  } while (cursor);
  console.log(`pulled ${n} pages into ${db.dir}`);
}

async function main() {
  const [cmd, name] = process.argv.slice(2);
  const cfg = await loadConfig();
  const db = cfg.databases[name];
  if (!db) throw new Error(`unknown database ${name}`);
  const token = process.env[cfg.token_env];
  if (!token) throw new Error(`${cfg.token_env} is not set`);
  const notion = new Client({ auth: token });
  if (cmd === "pull") await pull(notion, db);
  else throw new Error(`command ${cmd} not implemented in the free tier`);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
