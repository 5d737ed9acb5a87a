#!/usr/bin/env node
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'my-mcp-server', version: '0.1.0' });

server.tool('echo', { text: z.string() }, async ({ text }) => ({
  content: [{ type: 'text', text }],
}));

await server.connect(new StdioServerTransport());
