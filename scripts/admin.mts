// npm run admin -- <command>: operator tasks without a browser. Connects to DATABASE_URL, or to the
// running app's embedded database, or starts the embedded database itself. Acts as the "skillhub"
// operator account (lib/registry/get-operator-actor.ts).
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import { connectDatabase } from "./embedded-db.mjs";
import { listMigrations, migrate } from "./migrate.mjs";

const USAGE = `Usage: npm run admin -- <command> [options]

  setup                                   print a one-time link that creates the first administrator
                                          (only while the registry has none; valid 24 h)
  users                                   list users with role and trust tier
  user:create <handle> [--password P] [--admin] [--tier community|trusted|builtin]
                                          create an account (works when registration is closed);
                                          prints a generated password when none is given
  user:set-tier <handle> <community|trusted|builtin>
  user:set-role <handle> <user|admin>
  user:unlock <handle>                    lift a sign-in lockout (failed-password streak) now
  token:create <handle> --name N [--scopes publish,yank] [--pattern 'acme-*'] [--expires-days 90] [--agent]
                                          issue an API token for a user and print its secret once
  token:revoke <token-id>
  rescan                                  re-scan every version with the current ruleset
  backup <file> [--force]                 write every table and archive to <file> (a portable .tar.gz;
                                          --force replaces an existing file)
  restore <file> [--replace]              load a backup into an empty database (PostgreSQL or embedded,
                                          whichever it came from); --replace discards what the target holds
`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: "string" },
      admin: { type: "boolean" },
      tier: { type: "string" },
      name: { type: "string" },
      scopes: { type: "string" },
      pattern: { type: "string" },
      "expires-days": { type: "string" },
      agent: { type: "boolean" },
      force: { type: "boolean" },
      replace: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, ...args] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const db = await connectDatabase();
  process.env.DATABASE_URL = db.url;
  // A backup only reads, and a restore replays the backup's own migrations: neither migrates first.
  if (command === "backup" || command === "restore") {
    try {
      return await runBackupCommand(command, args[0], db.url, { force: values.force ?? false, replace: values.replace ?? false });
    } finally {
      await db.stop();
    }
  }
  await migrate(db.url, { log: () => {} });
  try {
    const { prisma } = await import("@/lib/db");
    const { getOperatorActor } = await import("@/lib/registry/get-operator-actor");
    const operator = await getOperatorActor();
    switch (command) {
      case "setup": {
        const { issueSetupToken } = await import("@/lib/auth/issue-setup-token");
        const { setupLink } = await import("@/lib/auth/setup-token");
        const issued = await issueSetupToken();
        if (!issued) {
          const admins = await prisma.user.findMany({ where: { role: "admin", handle: { not: operator.user.handle } }, select: { handle: true } });
          console.error(`this registry already has an administrator (${admins.map((a) => a.handle).join(", ")}); use user:set-role to add one`);
          return 1;
        }
        const base = process.env.SKILLHUB_PUBLIC_URL || process.env.NEXTAUTH_URL || `http://localhost:${process.env.PORT || 3000}`;
        console.log(`Open this link to create the first administrator (single use, valid until ${issued.expiresAt.toISOString()}):`);
        console.log(setupLink(base, issued.token));
        console.log(`or paste the token ${issued.token} at ${base.replace(/\/+$/, "")}/setup`);
        return 0;
      }
      case "users": {
        const users = await prisma.user.findMany({ orderBy: { createdAt: "asc" }, select: { handle: true, role: true, trustTier: true, createdAt: true } });
        for (const u of users) console.log(`${u.handle.padEnd(24)} ${u.role.padEnd(6)} ${u.trustTier.padEnd(10)} ${u.createdAt.toISOString()}`);
        return 0;
      }
      case "user:create": {
        const { registerUser } = await import("@/lib/auth/register-user");
        const { setUserAccess } = await import("@/lib/registry/set-user-access");
        const password = values.password ?? randomBytes(12).toString("base64url");
        const user = await registerUser({ handle: args[0], password }, { force: true });
        if (values.admin || values.tier) {
          await setUserAccess(operator, user.handle, { role: values.admin ? "admin" : undefined, trustTier: values.tier });
        }
        console.log(`created ${user.handle}${values.password ? "" : ` with password: ${password}`}`);
        return 0;
      }
      case "user:set-tier":
      case "user:set-role": {
        const { setUserAccess } = await import("@/lib/registry/set-user-access");
        const change = command === "user:set-tier" ? { trustTier: args[1] } : { role: args[1] };
        const user = await setUserAccess(operator, args[0] ?? "", change);
        console.log(`${user.handle}: role ${user.role}, tier ${user.trustTier}`);
        return 0;
      }
      case "user:unlock": {
        const { unlockUser } = await import("@/lib/registry/unlock-user");
        const result = await unlockUser(operator, args[0] ?? "");
        console.log(`${result.handle}: ${result.clearedFailures ? `unlocked (${result.clearedFailures} failed attempts cleared)` : "was not locked"}`);
        return 0;
      }
      case "token:create": {
        const { createToken } = await import("@/lib/registry/create-token");
        const user = await prisma.user.findUnique({ where: { handle: (args[0] ?? "").toLowerCase() } });
        if (!user) throw new Error(`no user "${args[0]}"`);
        const token = await createToken(
          operator,
          {
            name: values.name ?? "cli",
            scopes: (values.scopes ?? "publish,yank").split(",").map((s) => s.trim()),
            skillPattern: values.pattern,
            expiresInDays: values["expires-days"] ? Number(values["expires-days"]) : undefined,
            isAgent: values.agent ?? false,
          },
          { forUserId: user.id },
        );
        console.log(`token ${token.id} (${token.prefix}…) for ${user.handle}, scopes ${token.scopes.join(",")}`);
        console.log(token.token);
        return 0;
      }
      case "token:revoke": {
        const { revokeToken } = await import("@/lib/registry/revoke-token");
        const result = await revokeToken(operator, args[0] ?? "");
        console.log(`revoked ${result.id} at ${result.revokedAt}`);
        return 0;
      }
      case "rescan": {
        const { rescanVersions } = await import("@/lib/registry/rescan-versions");
        const result = await rescanVersions(operator, {
          onProgress: (done, total) => process.stderr.isTTY && process.stderr.write(`\rscanned ${done}/${total}`),
        });
        if (process.stderr.isTTY) process.stderr.write("\n");
        console.log(`ruleset ${result.rulesetVersion}: scanned ${result.scanned} versions in ${result.seconds.toFixed(1)} s, ${result.changed.length} verdict(s) changed`);
        for (const c of result.changed) console.log(`  ${c.name}@${c.version}: ${c.from} → ${c.to}`);
        return 0;
      }
      default:
        console.error(`unknown command "${command}"\n\n${USAGE}`);
        return 2;
    }
  } finally {
    const { prisma } = await import("@/lib/db");
    await prisma.$disconnect();
    await db.stop();
  }
}

async function runBackupCommand(command: "backup" | "restore", file: string | undefined, url: string, flags: { force: boolean; replace: boolean }): Promise<number> {
  if (!file) {
    console.error(`${command} needs a file\n\n${USAGE}`);
    return 2;
  }
  const { BackupError } = await import("@/lib/backup/format");
  try {
    if (command === "backup") {
      const { createBackup } = await import("@/lib/backup/create-backup");
      const s = await createBackup(url, file, { overwrite: flags.force });
      console.log(`backup ${s.file}: ${s.tables} tables, ${s.rows} rows, ${s.blobs} archives (${s.blobBytes} bytes); ${s.bytes} bytes written`);
    } else {
      const { restoreBackup } = await import("@/lib/backup/restore-backup");
      const migrator = { names: (await listMigrations()).map((m) => m.name), migrate: (u: string, o: { upTo?: string }) => migrate(u, { ...o, log: () => {} }) };
      const s = await restoreBackup(url, file, migrator, { replace: flags.replace });
      console.log(`restored ${s.tables} tables, ${s.rows} rows, ${s.blobs} archives (every sha256 checked)`);
      if (s.migrationsReplayed.length) console.log(`  migrations replayed before loading: ${s.migrationsReplayed.join(", ")}`);
      if (s.migrationsApplied.length) console.log(`  migrations applied after loading: ${s.migrationsApplied.join(", ")}`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`admin: ${command} failed [${error.code}]: ${error.message}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`admin: ${error?.message ?? error}`);
    process.exit(1);
  },
);
