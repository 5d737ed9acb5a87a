// The human-readable API reference, rendered from the same OpenAPI document as /api/v1/openapi.json.
import { headers } from "next/headers";
import { buildOpenApi } from "@/lib/http/openapi";
import { ERROR_STATUS } from "@/lib/errors";

export const metadata = { title: "API" };

type Operation = {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
};

export default async function ApiDocsPage() {
  const host = (await headers()).get("host") ?? "localhost:3000";
  const doc = buildOpenApi(`http://${host}`);
  const paths = Object.entries(doc.paths as Record<string, Record<string, Operation>>);
  return (
    <div className="stack">
      <h1>API reference</h1>
      <p className="muted">
        Base URL <code>{doc.servers[0].url}</code>. Authenticate with <code>Authorization: Bearer skh_…</code> (create a token
        on your account page) or a browser session. Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).
        Errors are <code>{"{ \"error\": { \"code\", \"message\", \"details\"?, \"requestId\" } }"}</code>.
      </p>
      <nav aria-label="Endpoints">
        <ul>
          {paths.flatMap(([path, ops]) =>
            Object.entries(ops).map(([method, op]) => (
              <li key={`${method} ${path}`}>
                <a href={`#${method}-${path.replace(/[^a-z0-9]+/gi, "-")}`}><code>{method.toUpperCase()} {path}</code></a> — {op.summary}
              </li>
            )),
          )}
        </ul>
      </nav>
      {paths.flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => (
          <section key={`${method} ${path}`} className="card stack" id={`${method}-${path.replace(/[^a-z0-9]+/gi, "-")}`}>
            <h2 className="flush"><code>{method.toUpperCase()} /api/v1{path}</code></h2>
            <p className="flush">{op.summary}</p>
            {op.parameters?.length ? (
              <table>
                <thead><tr><th scope="col">parameter</th><th scope="col">in</th><th scope="col">schema</th></tr></thead>
                <tbody>
                  {op.parameters.map((p) => (
                    <tr key={`${p.in}-${p.name}`}><td><code>{p.name}</code>{p.required ? " (required)" : ""}</td><td>{p.in}</td><td><code>{JSON.stringify(p.schema)}</code></td></tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {op.requestBody ? (
              <details>
                <summary>Request body: {Object.keys(op.requestBody.content).join(", ")}</summary>
                <pre>{JSON.stringify(Object.values(op.requestBody.content)[0]?.schema, null, 2)}</pre>
              </details>
            ) : null}
            <p className="muted flush">
              Responses: {Object.entries(op.responses ?? {}).map(([code, r]) => `${code} ${r.description ?? ""}`).join(" · ")}
            </p>
          </section>
        )),
      )}
      <h2>Error codes</h2>
      <table>
        <thead><tr><th scope="col">code</th><th scope="col">status</th></tr></thead>
        <tbody>
          {Object.entries(ERROR_STATUS).map(([code, status]) => (
            <tr key={code}><td><code>{code}</code></td><td>{status}</td></tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
