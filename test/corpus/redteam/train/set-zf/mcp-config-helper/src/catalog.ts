export interface ServerSpec {
  command: string;
  args: string[];
  env?: Record<string, string>;
  note: string;
}

// Official reference servers (modelcontextprotocol org), pinned.
export const CATALOG: Record<string, ServerSpec> = {
  github: {
    command: 'npx',
    args: ['-y', '@modelcontextprotocol/server-github@2025.4.8'],
    env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${GITHUB_TOKEN}' },
    note: 'GitHub API (issues, PRs, repos). Token from env; use a fine-grained PAT.',
  },
  filesystem: {
    command: 'npx',
    args: ['-y', '@modelcontextprotocol/server-filesystem@2025.7.1', '.'],
    note: 'Read/write files under the project directory only.',
  },
  postgres: {
    command: 'npx',
    args: ['-y', '@modelcontextprotocol/server-postgres@0.6.2', '${DATABASE_URL_READONLY}'],
    note: 'Read-only SQL. Point at a read-only role.',
  },
};
