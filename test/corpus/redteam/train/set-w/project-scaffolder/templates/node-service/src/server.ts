import Fastify from 'fastify';

const app = Fastify({ logger: true });
app.get('/health', async () => ({ status: 'ok' }));
app.listen({ port: Number(process.env.PORT ?? {{port}}), host: '0.0.0.0' });
