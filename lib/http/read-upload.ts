// Turns a publish request into a PublishInput: a raw archive body (application/gzip, application/zip)
// or multipart/form-data with `archive` or `files` (a folder), plus the optional `version` and `tag`.
import "server-only";
import { AppError } from "@/lib/errors";
import { MAX_FOLDER_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from "@/lib/limits";
import { readBodyBytes } from "@/lib/http/read-body";
import { publishFieldsSchema, type PublishInput } from "@/lib/registry/publish-schema";

const ARCHIVE_TYPES = /^application\/(gzip|x-gzip|x-tar\+gzip|zip|x-zip-compressed|octet-stream)\b/i;

export async function readUpload(request: Request): Promise<PublishInput> {
  const type = request.headers.get("content-type") ?? "";
  const url = new URL(request.url);
  if (ARCHIVE_TYPES.test(type)) {
    const bytes = await readBodyBytes(request, MAX_UPLOAD_BODY_BYTES);
    if (bytes.byteLength === 0) throw new AppError("ARCHIVE_EMPTY", "The request body is empty; send a .tar.gz or .zip.");
    const fields = publishFieldsSchema.parse({
      version: url.searchParams.get("version") ?? undefined,
      tag: url.searchParams.get("tag") ?? undefined,
    });
    return { ...fields, upload: { kind: "archive", bytes } };
  }
  if (/^multipart\/form-data\b/i.test(type)) {
    const bytes = await readBodyBytes(request, MAX_FOLDER_BODY_BYTES);
    let form: FormData;
    try {
      form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": type } }).formData();
    } catch {
      throw new AppError("BAD_REQUEST", "The multipart body could not be parsed.");
    }
    return readUploadForm(form);
  }
  throw new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    "Send the skill as application/gzip (.tar.gz), application/zip, or multipart/form-data with `archive` or `files`.",
  );
}

/** Shared with the browser publish action, which receives FormData directly. */
export async function readUploadForm(form: FormData): Promise<PublishInput> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
  };
  const fields = publishFieldsSchema.parse({ version: text("version"), tag: text("tag") });
  const archive = form.get("archive");
  const files = form.getAll("files").filter((f): f is File => typeof f !== "string");
  if (archive && typeof archive !== "string" && files.length) {
    throw new AppError("BAD_REQUEST", "Send either `archive` or `files`, not both.");
  }
  if (archive && typeof archive !== "string") {
    if (archive.size > MAX_UPLOAD_BODY_BYTES) throw new AppError("ARCHIVE_TOO_LARGE", `The archive exceeds ${MAX_UPLOAD_BODY_BYTES} bytes.`);
    return { ...fields, upload: { kind: "archive", bytes: new Uint8Array(await archive.arrayBuffer()) } };
  }
  if (files.length) {
    const picked = await Promise.all(
      files.map(async (file) => ({ path: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
    );
    return { ...fields, upload: { kind: "files", files: picked } };
  }
  throw new AppError("BAD_REQUEST", "The form has no `archive` file and no `files`.");
}
