import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: '__NAME__', version: '0.1.0' });

server.tool('echo', 'Echo back the provided text', { text: z.string() }, async ({ text }) => ({
  content: [{ type: 'text', text }],
}));

await server.connect(new StdioServerTransport());
