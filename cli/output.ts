// Terminal output: colours (off with NO_COLOR or when not a TTY), --quiet and --json, a progress
// bar on stderr, and prompts that are only ever shown when stdin is a TTY.

import { CliError, EXIT } from "./errors";

export type Streams = {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  stdin: NodeJS.ReadStream;
};

const CODES = { red: 31, green: 32, yellow: 33, blue: 34, dim: 2, bold: 1 } as const;
export type Colour = keyof typeof CODES;

export class Output {
  readonly isInteractive: boolean;
  readonly hasColour: boolean;
  readonly showProgress: boolean;

  constructor(
    readonly streams: Streams,
    readonly opts: { json: boolean; quiet: boolean; env: NodeJS.ProcessEnv },
  ) {
    this.isInteractive = Boolean(streams.stdin.isTTY);
    this.hasColour = Boolean(streams.stderr.isTTY) && !("NO_COLOR" in opts.env && opts.env.NO_COLOR !== "");
    this.showProgress = Boolean(streams.stderr.isTTY) && !opts.json && !opts.quiet;
  }

  paint(colour: Colour, text: string): string {
    return this.hasColour ? `\x1b[${CODES[colour]}m${text}\x1b[0m` : text;
  }

  /** Human output (stdout). Suppressed by --json and --quiet. */
  info(text: string): void {
    if (!this.opts.json && !this.opts.quiet) this.streams.stdout.write(`${text}\n`);
  }

  /** Human output that --quiet keeps (results a script might read), suppressed by --json. */
  result(text: string): void {
    if (!this.opts.json) this.streams.stdout.write(`${text}\n`);
  }

  /** Warnings and notes (stderr). Suppressed by --quiet, kept with --json (stdout stays clean). */
  warn(text: string): void {
    if (!this.opts.quiet) this.streams.stderr.write(`${this.paint("yellow", "warning:")} ${text}\n`);
  }

  note(text: string): void {
    if (!this.opts.quiet) this.streams.stderr.write(`${text}\n`);
  }

  /** The one JSON document of a --json run. */
  json(value: unknown): void {
    if (this.opts.json) this.streams.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  }

  error(error: CliError): void {
    if (this.opts.json) {
      const body = { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } };
      this.streams.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
      return;
    }
    this.streams.stderr.write(`${this.paint("red", "error:")} ${error.message} ${this.paint("dim", `[${error.code}]`)}\n`);
  }

  progress(label: string, total: number): Progress {
    return new Progress(this.showProgress ? this.streams.stderr : null, label, total);
  }

  /** Asks a yes/no question on a TTY. Never called without one (callers check isInteractive). */
  async confirm(question: string): Promise<boolean> {
    if (!this.isInteractive) throw new CliError("NOT_INTERACTIVE", "Refusing to prompt: stdin is not a TTY", undefined, EXIT.refused);
    const answer = await this.ask(`${question} [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  }

  async ask(question: string, { hidden = false } = {}): Promise<string> {
    if (!this.isInteractive) throw new CliError("NOT_INTERACTIVE", "Refusing to prompt: stdin is not a TTY", undefined, EXIT.usage);
    const { stdin, stderr } = this.streams;
    stderr.write(question);
    return new Promise((resolve, reject) => {
      let answer = "";
      const wasRaw = stdin.isRaw;
      stdin.setRawMode?.(true);
      stdin.resume();
      const done = (value: string | null) => {
        stdin.off("data", onData);
        stdin.setRawMode?.(wasRaw);
        stdin.pause();
        stderr.write("\n");
        if (value === null) reject(new CliError("CANCELLED", "Cancelled", undefined, EXIT.refused));
        else resolve(value);
      };
      const onData = (chunk: Buffer) => {
        for (const ch of chunk.toString("utf8")) {
          if (ch === "\r" || ch === "\n") return done(answer);
          if (ch === "\u0003" || ch === "\u0004") return done(null);
          if (ch === "\u007f" || ch === "\b") {
            if (answer.length) {
              answer = answer.slice(0, -1);
              if (!hidden) stderr.write("\b \b");
            }
            continue;
          }
          answer += ch;
          if (!hidden) stderr.write(ch);
        }
      };
      stdin.on("data", onData);
    });
  }
}

export class Progress {
  private done = 0;
  private lastDraw = 0;

  constructor(
    private readonly stream: NodeJS.WriteStream | null,
    private readonly label: string,
    private readonly total: number,
  ) {}

  tick(bytes: number): void {
    this.done += bytes;
    if (!this.stream) return;
    const now = Date.now();
    if (now - this.lastDraw < 50 && this.done < this.total) return;
    this.lastDraw = now;
    const width = 24;
    const ratio = this.total > 0 ? Math.min(1, this.done / this.total) : 0;
    const filled = Math.round(ratio * width);
    const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
    this.stream.write(`\r${this.label} ${bar} ${String(Math.round(ratio * 100)).padStart(3)}% ${formatBytes(this.done)}/${formatBytes(this.total)}`);
  }

  finish(): void {
    if (this.stream && this.lastDraw) this.stream.write("\r\x1b[2K");
  }
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}

/** Left-aligned columns for human tables. */
export function table(rows: string[][]): string {
  if (!rows.length) return "";
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]))).join("  ")).join("\n");
}
