export interface Commit { sha: string; author: string; subject: string; body: string }

async function git(args: string[]): Promise<string> {
  const o = await new Deno.Command("git", { args, stdout: "piped", stderr: "null" }).output();
  return new TextDecoder().decode(o.stdout);
}

export async function commitsBetween(from: string, to: string): Promise<Commit[]> {
  const SEP = "\x1e", FS = "\x1f";
  const raw = await git(["log", `${from}..${to}`, "--no-merges", `--format=%H${FS}%an${FS}%s${FS}%b${SEP}`]);
  return raw.split(SEP).map((r) => r.trim()).filter(Boolean).map((r) => {
    const [sha, author, subject, body] = r.split(FS);
    return { sha, author, subject, body: body ?? "" };
  });
}

export async function remoteUrl(): Promise<string | undefined> {
  return (await git(["remote", "get-url", "origin"])).trim() || undefined;
}
