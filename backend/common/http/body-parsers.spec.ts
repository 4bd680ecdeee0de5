import { HttpException, PayloadTooLargeException } from '@nestjs/common';
import Fastify, { type FastifyInstance } from 'fastify';
import { BadInputError } from './bad-input';
import { BAD_JSON, BODY_TOO_LARGE, bodyParserAnswer, registerBodyParsers } from './body-parsers';

/** The app's parsers on a bare Fastify, errors answered as ErrorFilter answers them. */
async function server(): Promise<FastifyInstance> {
  const fastify = Fastify({ bodyLimit: 1024 * 1024 });
  registerBodyParsers(fastify, [
    {
      url: '/csv',
      method: 'POST',
      contentTypes: ['text/csv'],
      limit: 2 * 1024 * 1024,
      tooLarge: () => new PayloadTooLargeException('The file is too large (limit 2 MB).'),
    },
  ]);
  fastify.setErrorHandler((e, req, reply) => {
    const answer = bodyParserAnswer(e, req);
    if (answer instanceof HttpException) return reply.code(answer.getStatus()).send({ message: answer.message });
    if (answer instanceof BadInputError) return reply.code(400).send({ message: answer.publicMessage });
    return reply.code(500).send({ message: String(answer) });
  });
  const echo = async (req: { body: unknown }) => ({ body: req.body === undefined ? 'none' : req.body });
  fastify.post('/json', echo);
  fastify.post('/csv', echo);
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  return fastify;
}

describe('body parsers (Fastify reading, the app rules)', () => {
  let fastify: FastifyInstance;
  beforeAll(async () => (fastify = await server()));
  afterAll(() => fastify?.close());

  const post = async (path: string, type: string, body: string) => {
    const { port } = fastify.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    return [res.status, await res.json()] as const;
  };

  it('parses JSON objects and arrays, and an empty body as {}', async () => {
    expect(await post('/json', 'application/json', '{"a":[1,"x"]}')).toEqual([200, { body: { a: [1, 'x'] } }]);
    expect(await post('/json', 'application/json', '[1]')).toEqual([200, { body: [1] }]);
    expect(await post('/json', 'application/json', '')).toEqual([200, { body: {} }]);
    expect(await post('/json', 'application/x-www-form-urlencoded', 'a=1&b=2')).toEqual([
      200,
      { body: { a: '1', b: '2' } },
    ]);
  });

  it('refuses bad, scalar or poisoned JSON with 400, and deep nesting before parsing', async () => {
    for (const bad of ['{"a":', '"text"', '12', '{"__proto__":{"x":1}}'])
      expect([bad, ...(await post('/json', 'application/json', bad))]).toEqual([bad, 400, { message: BAD_JSON }]);
    expect(await post('/json', 'application/json', '['.repeat(100) + ']'.repeat(100))).toEqual([
      400,
      { message: 'The request body is nested too deeply (at most 64 levels).' },
    ]);
  });

  it('answers 413 past 1 MB, and past a text route’s own limit with its own message', async () => {
    const big = JSON.stringify({ a: 'x'.repeat(1024 * 1024) });
    expect(await post('/json', 'application/json', big)).toEqual([413, { message: BODY_TOO_LARGE }]);
    expect(await post('/csv', 'text/csv', 'y'.repeat(1024 * 1024 + 10))).toEqual([
      200,
      { body: 'y'.repeat(1024 * 1024 + 10) },
    ]);
    expect(await post('/csv', 'text/csv', 'y'.repeat(2 * 1024 * 1024 + 1))).toEqual([
      413,
      { message: 'The file is too large (limit 2 MB).' },
    ]);
  });

  it('leaves text on other routes and unknown types unread', async () => {
    expect(await post('/json', 'text/csv', 'a,b')).toEqual([200, { body: 'none' }]);
    expect(await post('/json', 'application/octet-stream', 'abc')).toEqual([200, { body: 'none' }]);
  });
});
