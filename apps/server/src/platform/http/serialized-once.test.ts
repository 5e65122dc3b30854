import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { envelopeOf, ok } from './envelope.js';
import { sendSerializedOnce } from './serialized-once.js';

const schema = envelopeOf(z.object({ title: z.string(), pages: z.number().int() }));

describe('sendSerializedOnce', () => {
  let app: FastifyInstance;
  // The answers the routes send, by name: the same object stands for a kept answer.
  const answers = new Map<string, { title: unknown; pages: number; secret?: string }>();
  const present = vi.fn((answer: object) => ok(answer));

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const route = { schema: { response: { 200: schema } } };
    app.get<{ Params: { name: string } }>('/once/:name', route, async (request, reply) => {
      const answer = answers.get(request.params.name)!;
      return sendSerializedOnce(reply, answer, schema, () => present(answer));
    });
    // The same answer through the route's own serializer, every time.
    app.get<{ Params: { name: string } }>('/each/:name', route, async (request) =>
      ok(answers.get(request.params.name)!),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('presents a kept answer once and sends what the route’s serializer would', async () => {
    answers.set('kept', { title: '吾輩は猫である', pages: 3, secret: 'not on the wire' });
    present.mockClear();
    const first = await get('/once/kept');
    const second = await get('/once/kept');
    expect(present).toHaveBeenCalledTimes(1);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(first.body).toBe((await get('/each/kept')).body);
    expect(first.body).not.toContain('not on the wire');
  });

  it('presents another answer object again, even with the same values', async () => {
    answers.set('a', { title: 'a', pages: 1 });
    present.mockClear();
    await get('/once/a');
    answers.set('a', { title: 'a', pages: 1 });
    await get('/once/a');
    expect(present).toHaveBeenCalledTimes(2);
  });

  it('answers 500 for an answer the schema refuses, and keeps no body for it', async () => {
    answers.set('bad', { title: 42, pages: 1 });
    present.mockClear();
    expect((await get('/once/bad')).statusCode).toBe(500);
    expect((await get('/once/bad')).statusCode).toBe(500);
    expect(present).toHaveBeenCalledTimes(2);
  });
});
