// Files tab: the version's file tree with sizes, a highlighted preview of the chosen text file (one
// anchor per line, so scan findings can link to file:line), and the archive download.
import Link from "next/link";
import type { Actor } from "@/lib/auth/actor";
import { getVersionFile } from "@/lib/registry/get-version-file";
import { toAppError } from "@/lib/http/respond";
import { highlightLines, languageForPath } from "@/lib/markdown/highlight";
import { cachedRender } from "@/lib/markdown/render-cache";
import { formatBytes, skillHref } from "@/app/_lib/format";

type FileEntry = { path: string; size: number; sha256: string; mode: number };
type TreeNode = { name: string; path: string; file?: FileEntry; children: Map<string, TreeNode> };

const MAX_PREVIEW_BYTES = 512 * 1024;

function buildTree(files: FileEntry[]): TreeNode {
  const root: TreeNode = { name: "", path: "", children: new Map() };
  for (const file of files) {
    let node = root;
    const parts = file.path.split("/");
    parts.forEach((part, i) => {
      const path = parts.slice(0, i + 1).join("/");
      if (!node.children.has(part)) node.children.set(part, { name: part, path, children: new Map() });
      node = node.children.get(part)!;
    });
    node.file = file;
  }
  return root;
}

function Tree({ node, name, version, selected }: { node: TreeNode; name: string; version: string; selected: string }) {
  const entries = [...node.children.values()].sort((a, b) => Number(Boolean(a.file)) - Number(Boolean(b.file)) || a.name.localeCompare(b.name));
  return (
    <ul>
      {entries.map((child) =>
        child.file ? (
          <li key={child.path}>
            <Link href={skillHref(name, { tab: "files", version, path: child.path })} aria-current={child.path === selected ? "page" : undefined}>
              {child.name}
            </Link>{" "}
            <span className="muted small">{formatBytes(child.file.size)}{child.file.mode === 493 ? " · executable" : ""}</span>
          </li>
        ) : (
          <li key={child.path}>
            <span className="folder">{child.name}/</span>
            <Tree node={child} name={name} version={version} selected={selected} />
          </li>
        ),
      )}
    </ul>
  );
}

function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

async function Preview({ actor, name, version, path }: { actor: Actor; name: string; version: string; path: string }) {
  const rawUrl = `/api/v1/skills/${encodeURIComponent(name)}/versions/${encodeURIComponent(version)}/files/${path.split("/").map(encodeURIComponent).join("/")}`;
  let bytes: Uint8Array;
  try {
    bytes = (await getVersionFile(actor, name, version, path)).file.bytes;
  } catch (error) {
    return <p className="alert" role="alert">{toAppError(error).message}</p>;
  }
  const text = bytes.byteLength <= MAX_PREVIEW_BYTES ? decodeText(bytes) : null;
  const lines = text === null ? [] : await cachedRender(`file:${name}@${version}:${path}`, () => highlightLines(text, languageForPath(path)));
  return (
    <section className="file-preview" aria-labelledby="preview-h" data-testid="file-preview">
      <div className="row spread">
        <h3 id="preview-h" className="mono">{path}</h3>
        <span className="muted small">{formatBytes(bytes.byteLength)} · <a href={rawUrl}>raw</a></span>
      </div>
      {text === null ? (
        <p className="muted">This file is binary or too large to preview. <a href={rawUrl}>Download it</a>.</p>
      ) : (
        <pre className="code hljs"><code>
          {lines.map((html, i) => (
            <span key={i} className="line" id={`L${i + 1}`}>
              <a className="ln" href={`#L${i + 1}`} aria-label={`Line ${i + 1}`}>{i + 1}</a>
              {/* lowlight output: text nodes and hljs spans only, escaped by hast-util-to-html */}
              <span className="lc" dangerouslySetInnerHTML={{ __html: html || " " }} />
            </span>
          ))}
        </code></pre>
      )}
    </section>
  );
}

export function FilesTab({ actor, name, version, files, path, tarball, size }: {
  actor: Actor; name: string; version: string; files: FileEntry[]; path: string; tarball: string; size: number;
}) {
  const selected = files.some((f) => f.path === path) ? path : "SKILL.md";
  return (
    <div className="files">
      <nav aria-label="Files" className="file-tree">
        <Tree node={buildTree(files)} name={name} version={version} selected={selected} />
        <p><a href={tarball} className="button secondary small" download>Download {name}-{version}.tgz ({formatBytes(size)})</a></p>
      </nav>
      <Preview actor={actor} name={name} version={version} path={selected} />
    </div>
  );
}
