// Minimal Linear GraphQL client. Docs: https://developers.linear.app/docs/graphql/working-with-the-graphql-api
const ENDPOINT = "https://api.linear.app/graphql";

const key = process.env.LINEAR_API_KEY;
if (!key) {
  console.error("LINEAR_API_KEY is not set");
  process.exit(2);
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: key! },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("; "));
  return body.data as T;
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : undefined;
}

const [cmd, ...rest] = process.argv.slice(2);

switch (cmd) {
  case "me": {
    const d = await gql<{ viewer: { name: string; email: string } }>(`{ viewer { name email } }`);
    console.log(`${d.viewer.name}`);
    break;
  }
  case "mine": {
    const d = await gql<{ viewer: { assignedIssues: { nodes: { identifier: string; title: string; state: { name: string } }[] } } }>(
      `{ viewer { assignedIssues(filter: { state: { type: { nin: ["completed", "canceled"] } } }, first: 50) { nodes { identifier title state { name } } } } }`
    );
    for (const i of d.viewer.assignedIssues.nodes) console.log(`${i.identifier.padEnd(10)} ${i.state.name.padEnd(12)} ${i.title}`);
    break;
  }
  case "create": {
    const teamKey = flag("team");
    const teams = await gql<{ teams: { nodes: { id: string; key: string }[] } }>(`{ teams { nodes { id key } } }`);
    const team = teams.teams.nodes.find((t) => t.key === teamKey);
    if (!team) throw new Error(`unknown team ${teamKey}`);
    const d = await gql<{ issueCreate: { issue: { identifier: string; url: string } } }>(
      `mutation($input: IssueCreateInput!) { issueCreate(input: $input) { issue { identifier url } } }`,
      { input: { teamId: team.id, title: flag("title"), description: flag("desc") ?? "" } }
    );
    console.log(`created ${d.issueCreate.issue.identifier} ${d.issueCreate.issue.url}`);
    break;
  }
  case "move": {
    const [id, stateName] = rest;
    const issue = await gql<{ issue: { id: string; team: { states: { nodes: { id: string; name: string }[] } } } }>(
      `query($id: String!) { issue(id: $id) { id team { states { nodes { id name } } } } }`, { id });
    const st = issue.issue.team.states.nodes.find((s) => s.name.toLowerCase() === stateName.toLowerCase());
    if (!st) throw new Error(`no state ${stateName}`);
    await gql(`mutation($id: String!, $s: String!) { issueUpdate(id: $id, input: { stateId: $s }) { success } }`, { id: issue.issue.id, s: st.id });
    console.log(`${id} -> ${st.name}`);
    break;
  }
  default:
    console.log("usage: linear.ts me|mine|create|move");
}
