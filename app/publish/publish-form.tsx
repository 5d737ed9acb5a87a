"use client";
// The publish form. A folder (picker or drop), a .zip/.tgz, or loose files are read in the browser
// with the same lib/skill readers the server uses, validated, and scanned with lib/guard; the verdict
// and the tier's decision show before upload. Upload is a multipart POST to /api/v1/skills (the
// session cookie authenticates it) through XMLHttpRequest, for its upload progress events.
import { useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { readArchiveUpload, readFileListUpload, validateSkill, type Issue, type NormalisedUpload, type PickedFile, type SkillFile } from "@/lib/skill";
import { configureGuardRuntime, decide, scanSkill, type Decision, type ScanReport, type TrustTier } from "@/lib/guard";
import { GUARD_WASM_VERSION } from "@/lib/guard/parse/runtime";

// The scanner's parsers come from this app (app/guard-wasm), fetched once and cached by the browser,
// each only when a skill's files need it (a skill of Markdown and Python fetches 0.7 MB, not 15).
configureGuardRuntime({
  loadWasm: async (file) => {
    const response = await fetch(`/guard-wasm/${GUARD_WASM_VERSION}/${file}`);
    if (!response.ok) throw new Error(`could not load the scanner (${file}: HTTP ${response.status})`);
    return new Uint8Array(await response.arrayBuffer());
  },
});
import { ScanReportView } from "@/components/scan-report-view";

type Source = { kind: "files"; files: PickedFile[]; label: string } | { kind: "archive"; file: File; bytes: Uint8Array; label: string };
type Check = {
  name: string; version?: string; description: string; files: SkillFile[]; errors: Issue[]; warnings: Issue[];
  report: ScanReport | null; decision: Decision | null;
};
type Outcome =
  | { kind: "done"; status: string; name: string; version: string; report: ScanReport; decision: string; tier: string }
  | { kind: "error"; code: string; message: string; report?: ScanReport; decision?: string; tier?: string; issues?: Issue[] };

const ARCHIVE = /\.(zip|tgz|tar\.gz|gz)$/i;

function issueText(issue: Issue): string {
  const where = [issue.path, issue.field].filter(Boolean).join(" ");
  return `${where ? `${where}${issue.line ? `:${issue.line}` : ""}: ` : ""}${issue.message} [${issue.code}]`;
}

async function readEntry(entry: FileSystemEntry, prefix: string, out: File[], paths: string[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    out.push(file);
    paths.push(`${prefix}${entry.name}`);
    return;
  }
  if (entry.isDirectory) {
    const reader = (entry as FileSystemDirectoryEntry).createReader();
    for (;;) {
      const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
      if (!batch.length) break;
      for (const child of batch) await readEntry(child, `${prefix}${entry.name}/`, out, paths);
    }
  }
}

async function check(source: Source, tier: TrustTier, version: string): Promise<Check> {
  let upload: NormalisedUpload;
  try {
    upload = source.kind === "archive" ? readArchiveUpload(source.bytes) : readFileListUpload(source.files);
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return { name: "", description: "", files: [], errors: [{ code: e.code ?? "ARCHIVE_CORRUPT", message: e.message ?? String(error) }], warnings: [], report: null, decision: null };
  }
  const { files, folder } = upload;
  // The same lib/skill checks as the registry's publish verb, spec limits included.
  const validated = validateSkill(files, { folder });
  if (validated.errors.length) {
    return { name: validated.name, description: validated.description, files, errors: validated.errors, warnings: validated.warnings, report: null, decision: null };
  }
  const report = await scanSkill({ name: validated.name, files }, { source: "browser" });
  return {
    name: validated.name, version: version || validated.version, description: validated.description, files,
    errors: [], warnings: validated.warnings, report, decision: decide(tier, report.verdict),
  };
}

export function PublishForm({ tier }: { tier: TrustTier }) {
  const [source, setSource] = useState<Source | null>(null);
  const [result, setResult] = useState<Check | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isOver, setIsOver] = useState(false);
  const [version, setVersion] = useState("");
  const [tag, setTag] = useState("");
  const [readError, setReadError] = useState<string | null>(null);
  const xhr = useRef<XMLHttpRequest | null>(null);
  const [isScanning, setIsScanning] = useState(false);
  const checkSeq = useRef(0);

  // Scans run asynchronously (the parsers load on first use); only the latest one's result is shown.
  async function recheck(next: Source | null, v: string) {
    const id = ++checkSeq.current;
    setResult(null);
    if (!next) return;
    setIsScanning(true);
    try {
      const checked = await check(next, tier, v);
      if (id === checkSeq.current) setResult(checked);
    } catch (error) {
      if (id === checkSeq.current) setReadError(`The scanner could not run in this browser: ${(error as Error).message}`);
    } finally {
      if (id === checkSeq.current) setIsScanning(false);
    }
  }

  async function load(next: Source | null) {
    setOutcome(null);
    setProgress(null);
    setSource(next);
    await recheck(next, version);
  }

  async function fromFiles(list: File[], paths: string[], label: string) {
    setReadError(null);
    if (list.length === 1 && ARCHIVE.test(list[0].name)) {
      const file = list[0];
      return load({ kind: "archive", file, bytes: new Uint8Array(await file.arrayBuffer()), label: file.name });
    }
    const files = await Promise.all(list.map(async (file, i) => ({ path: paths[i], bytes: new Uint8Array(await file.arrayBuffer()) })));
    return load({ kind: "files", files, label });
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const list = [...(event.target.files ?? [])];
    if (!list.length) return;
    const paths = list.map((f) => f.webkitRelativePath || f.name);
    const root = paths[0].includes("/") ? paths[0].split("/")[0] : `${list.length} file${list.length === 1 ? "" : "s"}`;
    await fromFiles(list, paths, root);
  }

  async function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsOver(false);
    const entries = [...event.dataTransfer.items].map((item) => item.webkitGetAsEntry()).filter((e): e is FileSystemEntry => e !== null);
    try {
      const files: File[] = [];
      const paths: string[] = [];
      for (const entry of entries) await readEntry(entry, "", files, paths);
      if (!files.length) return setReadError("Nothing to read in what was dropped.");
      await fromFiles(files, paths, entries.length === 1 ? entries[0].name : `${files.length} files`);
    } catch (error) {
      setReadError(`Could not read the dropped items: ${(error as Error).message}`);
    }
  }

  function upload() {
    if (!source || !result) return;
    const form = new FormData();
    if (source.kind === "archive") form.append("archive", source.file, source.file.name);
    else for (const f of source.files) form.append("files", new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.path);
    if (version) form.append("version", version);
    if (tag) form.append("tag", tag);
    const request = new XMLHttpRequest();
    xhr.current = request;
    request.open("POST", "/api/v1/skills");
    request.responseType = "json";
    request.upload.onprogress = (e) => setProgress(e.lengthComputable ? e.loaded / e.total : null);
    request.onload = () => {
      xhr.current = null;
      setProgress(1);
      const body = request.response as Record<string, unknown> | null;
      if (request.status >= 200 && request.status < 300 && body) {
        setOutcome({
          kind: "done", status: String(body.status), name: String((body.skill as { name: string }).name), version: String(body.version),
          report: body.report as ScanReport, decision: String(body.decision), tier: String(body.tier),
        });
        return;
      }
      const error = (body?.error ?? {}) as { code?: string; message?: string; details?: Record<string, unknown> };
      setOutcome({
        kind: "error", code: error.code ?? `HTTP_${request.status}`, message: error.message ?? "The upload failed.",
        report: error.details?.report as ScanReport | undefined, decision: error.details?.decision as string | undefined,
        tier: error.details?.tier as string | undefined, issues: error.details?.errors as Issue[] | undefined,
      });
    };
    request.onerror = () => {
      xhr.current = null;
      setOutcome({ kind: "error", code: "NETWORK", message: "The connection failed during the upload." });
    };
    setOutcome(null);
    setProgress(0);
    request.send(form);
  }

  const isUploading = progress !== null && outcome === null;
  const canUpload = Boolean(result && !result.errors.length && !isUploading);

  return (
    <div className="stack publish">
      <div
        className={`dropzone${isOver ? " is-over" : ""}`}
        onDragOver={(e) => { e.preventDefault(); setIsOver(true); }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        data-testid="dropzone"
      >
        <p><strong>Drop a skill folder, a .zip or a .tgz here</strong>, or choose:</p>
        <div className="row centered">
          <label className="button secondary">Choose a folder
            <input type="file" className="visually-hidden" data-testid="folder-input" onChange={onPick}
              {...({ webkitdirectory: "", directory: "" } as Record<string, string>)} />
          </label>
          <label className="button secondary">Choose an archive
            <input type="file" className="visually-hidden" accept=".zip,.tgz,.gz,application/zip,application/gzip" data-testid="archive-input" onChange={onPick} />
          </label>
          <label className="button secondary">Choose files
            <input type="file" className="visually-hidden" multiple data-testid="files-input" onChange={onPick} />
          </label>
        </div>
      </div>
      {readError ? <p className="alert" role="alert">{readError}</p> : null}
      <div className="row">
        <label>Version (only when SKILL.md has none)
          <input value={version} onChange={(e) => { setVersion(e.target.value); if (source) void recheck(source, e.target.value); }} placeholder="1.2.0" maxLength={128} />
        </label>
        <label>Dist-tag (optional)
          <input value={tag} onChange={(e) => setTag(e.target.value)} placeholder="beta" pattern="[a-z][a-z0-9._\-]{0,31}" maxLength={32} />
        </label>
      </div>

      {isScanning ? <p className="muted" role="status">Scanning in your browser…</p> : null}
      {result ? (
        <section aria-labelledby="check-h" className="card stack" data-testid="local-check">
          <h2 id="check-h">Checked in your browser: {source?.label}</h2>
          <p>
            {result.name ? <><strong className="mono">{result.name}</strong>{result.version ? <span className="mono"> {result.version}</span> : null} · </> : null}
            {result.files.length} files, {result.files.reduce((a, f) => a + f.bytes.byteLength, 0)} bytes
          </p>
          {result.errors.length ? (
            <div role="alert" className="alert" data-testid="local-errors">
              <strong>This skill cannot be published yet:</strong>
              <ul>{result.errors.map((e, i) => <li key={i}>{issueText(e)}</li>)}</ul>
            </div>
          ) : null}
          {result.warnings.length ? (
            <div className="warning" data-testid="local-warnings">
              <strong>Warnings</strong>
              <ul>{result.warnings.map((w, i) => <li key={i}>{issueText(w)}</li>)}</ul>
            </div>
          ) : null}
          {result.report && result.decision ? (
            <>
              <ScanReportView report={result.report} decision={result.decision} tier={tier} />
              {result.decision === "block" ? (
                <p className="alert" role="alert">Your tier ({tier}) does not allow publishing a {result.report.verdict} skill; the registry will reject it. Fix the findings first.</p>
              ) : null}
            </>
          ) : null}
          <div className="row">
            <button type="button" onClick={upload} disabled={!canUpload} data-testid="publish-button">
              {isUploading ? "Uploading…" : "Publish"}
            </button>
            {isUploading ? <button type="button" className="secondary" onClick={() => { xhr.current?.abort(); setProgress(null); }}>Cancel</button> : null}
          </div>
          {progress !== null ? (
            <label>Upload
              <progress max={1} value={progress} data-testid="upload-progress">{Math.round(progress * 100)}%</progress>
            </label>
          ) : null}
        </section>
      ) : null}

      {outcome ? (
        <section aria-labelledby="outcome-h" className="card stack" data-testid="publish-outcome" aria-live="polite">
          {outcome.kind === "done" ? (
            <>
              <h2 id="outcome-h">
                {outcome.status === "published" ? "Published" : outcome.status === "pending_review" ? "Held for review" : "Already published (unchanged)"}:{" "}
                <a href={`/skills/${outcome.name}?version=${encodeURIComponent(outcome.version)}`} data-testid="version-link">{outcome.name}@{outcome.version}</a>
              </h2>
              {outcome.status === "pending_review" ? <p className="warning">An administrator must approve this version before anyone else can see or install it.</p> : null}
              <ScanReportView report={outcome.report} decision={outcome.decision} tier={outcome.tier}
                findingHref={(f) => `/skills/${outcome.name}?tab=files&version=${encodeURIComponent(outcome.version)}&path=${encodeURIComponent(f.file)}#L${f.line}`} />
            </>
          ) : (
            <>
              <h2 id="outcome-h">Not published: {outcome.code}</h2>
              <p className="alert" role="alert">{outcome.message}</p>
              {outcome.issues?.length ? <ul>{outcome.issues.map((e, i) => <li key={i}>{issueText(e)}</li>)}</ul> : null}
              {outcome.report ? <ScanReportView report={outcome.report} decision={outcome.decision} tier={outcome.tier} /> : null}
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
