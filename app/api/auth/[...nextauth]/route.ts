// GET|POST /api/auth/* — next-auth v4 (sign-in, callbacks, session, CSRF). A throttled password
// sign-in answers 429 + Retry-After in the error envelope instead of next-auth's 401; the body keeps
// next-auth's `url` so its client (signIn() in the sign-in form) still reads the message.
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { captureThrottle } from "@/lib/auth/sign-in-outcome";
import { errorResponse, REQUEST_ID_HEADER } from "@/lib/http/respond";

async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  const { result, throttled } = await captureThrottle(() => NextAuth(authOptions())(request, context) as Promise<Response>);
  if (!throttled) return result;
  const denied = errorResponse(throttled, request.headers.get(REQUEST_ID_HEADER) ?? crypto.randomUUID());
  const url = result.headers.get("location") ?? ((await result.json().catch(() => ({}))) as { url?: string }).url;
  for (const cookie of result.headers.getSetCookie()) denied.headers.append("set-cookie", cookie);
  return Response.json({ ...(await denied.json()), url }, { status: denied.status, headers: denied.headers });
}

export { handler as GET, handler as POST };
