// GET|POST /api/auth/* — next-auth v4 (sign-in, callbacks, session, CSRF)
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(authOptions())(request, context);
}

export { handler as GET, handler as POST };
