import * as fs from "fs";
import * as path from "path";
import * as yaml from "js-yaml";
import type { OpenAPIV3 } from "openapi-types";

function arg(name: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0 || !process.argv[i + 1]) throw new Error(`--${name} required`);
  return process.argv[i + 1];
}

function tsType(s: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject): string {
  if ("$ref" in s) return s.$ref.split("/").pop()!;
  switch (s.type) {
    case "string": return s.enum ? s.enum.map((e) => JSON.stringify(e)).join(" | ") : "string";
    case "integer":
    case "number": return "number";
    case "boolean": return "boolean";
    case "array": return `${tsType(s.items!)}[]`;
    case "object": {
      const props = Object.entries(s.properties ?? {}).map(
        ([k, v]) => `  ${k}${s.required?.includes(k) ? "" : "?"}: ${tsType(v)};`
      );
      return `{\n${props.join("\n")}\n}`;
    }
    default: return "unknown";
  }
}

const spec = yaml.load(fs.readFileSync(arg("spec"), "utf8")) as OpenAPIV3.Document;
const out = arg("out");
fs.mkdirSync(out, { recursive: true });

const types = Object.entries(spec.components?.schemas ?? {})
  .map(([n, s]) => `export type ${n} = ${tsType(s)};`).join("\n\n");
fs.writeFileSync(path.join(out, "types.ts"), types + "\n");

const methods: string[] = [];
for (const [p, item] of Object.entries(spec.paths ?? {})) {
  for (const m of ["get", "post", "put", "patch", "delete"] as const) {
    const op = (item as any)?.[m] as OpenAPIV3.OperationObject | undefined;
    if (!op?.operationId) continue;
    const url = p.replace(/\{(\w+)\}/g, "${params.$1}");
    methods.push(`  ${op.operationId}: (params: any = {}, body?: unknown) =>\n    http.${m}(\`${url}\`${["post", "put", "patch"].includes(m) ? ", body" : ""}).then((r) => r.data),`);
  }
}
const tpl = fs.readFileSync(path.join(__dirname, "..", "templates", "client.ts.tmpl"), "utf8");
fs.writeFileSync(path.join(out, "client.ts"), tpl.replace("/*METHODS*/", methods.join("\n")));
console.log(`generated ${methods.length} operations into ${out}`);
