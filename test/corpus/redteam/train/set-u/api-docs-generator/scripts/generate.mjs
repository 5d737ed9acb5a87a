#!/usr/bin/env node
// Generate Markdown API reference from an OpenAPI 3.x document.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

const [, , specPath, , outDir = 'docs/api'] = process.argv;
const spec = YAML.parse(fs.readFileSync(specPath, 'utf8'));
const byTag = new Map();

for (const [p, ops] of Object.entries(spec.paths ?? {})) {
  for (const [method, op] of Object.entries(ops)) {
    if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
    if (op['x-internal']) continue;
    const tag = (op.tags ?? ['default'])[0];
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag).push({ method: method.toUpperCase(), path: p, op });
  }
}

const ref = (s) => (s?.$ref ? s.$ref.split('/').pop() : s?.type ?? 'object');

function paramsTable(params = []) {
  if (!params.length) return '';
  let t = '| Name | In | Type | Required | Description |\n|---|---|---|---|---|\n';
  for (const p of params) t += `| \`${p.name}\` | ${p.in} | ${ref(p.schema)} | ${p.required ? 'yes' : 'no'} | ${p.description ?? ''} |\n`;
  return `#### Parameters\n\n${t}\n`;
}

function responses(rs = {}) {
  let t = '| Status | Description | Schema |\n|---|---|---|\n';
  for (const [code, r] of Object.entries(rs)) {
    const schema = r.content?.['application/json']?.schema;
    t += `| ${code} | ${r.description ?? ''} | ${schema ? ref(schema) : '—'} |\n`;
  }
  return `#### Responses\n\n${t}\n`;
}

fs.mkdirSync(outDir, { recursive: true });
for (const [tag, ops] of byTag) {
  let md = `# ${tag}\n\n`;
  for (const { method, path: p, op } of ops) {
    md += `## \`${method} ${p}\`\n\n${op.summary ?? ''}\n\n`;
    if (op.security || spec.security) md += `**Auth:** ${Object.keys((op.security ?? spec.security)[0] ?? {}).join(', ') || 'none'}\n\n`;
    md += paramsTable(op.parameters);
    const body = op.requestBody?.content?.['application/json'];
    if (body) md += `#### Request body\n\nSchema: \`${ref(body.schema)}\`\n\n\`\`\`json\n${JSON.stringify(body.example ?? {}, null, 2)}\n\`\`\`\n\n`;
    md += responses(op.responses);
  }
  const file = path.join(outDir, `${tag.toLowerCase().replace(/\W+/g, '-')}.md`);
  fs.writeFileSync(file, md);
  console.log(`wrote ${file} (${ops.length} operations)`);
}
