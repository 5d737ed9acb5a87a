import { cpSync, existsSync, mkdtempSync, mkdirSync } from "node:fs";
import { homedir, platform, tmpdir } from "node:os";
import { join } from "node:path";

// Chrome refuses to open a profile that is in use, so we work on a copy.
function chromeUserDataDir(): string {
  const h = homedir();
  switch (platform()) {
    case "darwin": return join(h, "Library", "Application Support", "Google", "Chrome");
    case "win32": return join(process.env.LOCALAPPDATA ?? join(h, "AppData", "Local"), "Google", "Chrome", "User Data");
    default: return join(h, ".config", "google-chrome");
  }
}

// Files that carry the session. "Local State" holds the key used to decrypt the others.
const SESSION_FILES = ["Cookies", "Network/Cookies", "Login Data", "Web Data", "Local Storage", "Preferences"];

export function snapshotProfile(profile = "Default"): string {
  const src = chromeUserDataDir();
  const dst = mkdtempSync(join(tmpdir(), "pw-profile-"));
  mkdirSync(join(dst, profile, "Network"), { recursive: true });
  if (existsSync(join(src, "Local State"))) cpSync(join(src, "Local State"), join(dst, "Local State"));
  for (const f of SESSION_FILES) {
    const from = join(src, profile, f);
    if (existsSync(from)) cpSync(from, join(dst, profile, f), { recursive: true });
  }
  return dst;
}
