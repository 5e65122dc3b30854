import type { FastifyReply } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

const bodies = new WeakMap<object, string>();

/**
 * The JSON body of a kept answer, serialized the first time it is sent and then sent as it is.
 * The body lives as long as `answer` does, so whatever drops the answer (a cache's eviction, a
 * company's change) drops its body too. It is serialized as the route's serializer would
 * (fastify-type-provider-zod: the schema's encoding, then JSON), so the schema still strips
 * what the wire must not carry.
 *
 * Why: a kept search answer was checked, copied and stringified on every request, about 195 KB
 * allocated each time, and the young-generation pauses that followed made visitors wait
 * (docs/decisions.md, "Session of 2026-12-01, the second").
 */
export function sendSerializedOnce(
  reply: FastifyReply,
  answer: object,
  schema: z.ZodType,
  present: () => unknown,
): FastifyReply {
  let body = bodies.get(answer);
  if (body === undefined) {
    const encoded = z.safeEncode(schema, present());
    if (!encoded.success) {
      const { method, url } = reply.request.routeOptions;
      throw new ResponseSerializationError(String(method), url ?? '', { cause: encoded.error });
    }
    body = JSON.stringify(encoded.data);
    bodies.set(answer, body);
  }
  // A string is sent as it is: the route's serializer does not run again.
  return reply.type('application/json; charset=utf-8').send(body as never);
}
