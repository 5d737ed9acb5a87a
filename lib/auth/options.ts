// next-auth v4: username + password (credentials, JWT sessions) always; GitHub OAuth when
// GITHUB_ID/GITHUB_SECRET are set. The JWT carries only the user id; every request that needs the
// user's role or tier loads it from the database (lib/auth/actor.ts), so demotions apply at once.
import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { NextAuthOptions } from "next-auth";
import type { Adapter, AdapterUser } from "next-auth/adapters";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { clientIp } from "@/lib/auth/client-ip";
import { authenticatePassword } from "@/lib/auth/authenticate-password";
import { HANDLE_PATTERN } from "@/lib/auth/schemas";
import { reportThrottle } from "@/lib/auth/sign-in-outcome";

async function uniqueHandle(base: string): Promise<string> {
  const cleaned = base.toLowerCase().replace(/[^a-z0-9-]+/g, "-").replace(/^-+|-+$/g, "").replace(/--+/g, "-").slice(0, 32) || "user";
  for (let i = 0; i < 50; i++) {
    const candidate = i === 0 ? cleaned : `${cleaned}-${i + 1}`;
    if (HANDLE_PATTERN.test(candidate) && !(await prisma.user.findUnique({ where: { handle: candidate } }))) return candidate;
  }
  return `user-${crypto.randomUUID().slice(0, 8)}`;
}

function createAdapter(): Adapter {
  const base = PrismaAdapter(prisma as never) as Adapter;
  return {
    ...base,
    async createUser(data: Omit<AdapterUser, "id"> & { handle?: string }) {
      const handle = await uniqueHandle(data.handle ?? data.email?.split("@")[0] ?? data.name ?? "user");
      const role = env().SKILLHUB_ADMINS.includes(handle) ? "admin" : "user";
      const user = await prisma.user.create({
        data: { handle, name: data.name ?? handle, email: data.email || null, image: data.image, emailVerified: data.emailVerified, role },
      });
      return { ...user, email: user.email ?? "" } as AdapterUser;
    },
  };
}

let memo: NextAuthOptions | undefined;

/** The next-auth configuration, built once per process (it is read on every signed-in request). */
export function authOptions(): NextAuthOptions {
  memo ??= buildAuthOptions();
  return memo;
}

function buildAuthOptions(): NextAuthOptions {
  const config = env();
  const providers: NextAuthOptions["providers"] = [
    CredentialsProvider({
      id: "credentials",
      name: "Username and password",
      credentials: { handle: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        const ip = clientIp(new Headers(request.headers as Record<string, string>), config.SKILLHUB_TRUST_PROXY);
        try {
          const user = await authenticatePassword(credentials, { ip });
          return user ? { id: user.id, name: user.handle, email: user.email } : null;
        } catch (error) {
          // next-auth keeps only the message (it becomes ?error=…, which the sign-in form shows);
          // the auth route turns the captured error into 429 + Retry-After.
          if (isAppError(error) && error.code === "RATE_LIMITED") reportThrottle(error);
          throw error;
        }
      },
    }),
  ];
  if (config.GITHUB_ID && config.GITHUB_SECRET) {
    providers.push(
      GitHubProvider({
        clientId: config.GITHUB_ID,
        clientSecret: config.GITHUB_SECRET,
        profile(profile) {
          return { id: String(profile.id), name: profile.name ?? profile.login, email: profile.email, image: profile.avatar_url, handle: profile.login };
        },
      }),
    );
  }
  return {
    adapter: createAdapter(),
    secret: config.NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: 30 * 24 * 3600 },
    pages: { signIn: "/signin" },
    providers,
    callbacks: {
      async jwt({ token, user }) {
        if (user) token.sub = user.id;
        return token;
      },
      async session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
  };
}
