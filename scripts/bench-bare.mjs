// The reference for `npm run bench`: bare Fastify routes with the API's body encodings and an
// envelope answer, no database, no plugins but the form parser. Runs in its own process (as the
// server does) so it never shares an event loop with the load generator. Prints its URL.
import formbody from '@fastify/formbody';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(formbody);
const echo = async (req) => ({ code: '00', message: 'ok', data: req.body ?? null });
app.get('/json', async () => ({ code: '00', message: 'ok', data: { hello: 'world' } }));
app.post('/form', echo);
app.post(
  '/json',
  {
    schema: {
      body: { type: 'object', properties: { orderId: { type: 'integer' } }, required: ['orderId'] },
    },
  },
  echo,
);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
console.log(await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }));
