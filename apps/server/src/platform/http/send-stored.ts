import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredObject } from '../storage/object-storage.js';

/**
 * Sends a stored object's bytes with the status and headers already set on `reply`. An object
 * that can write itself (the local directory's files: two reused blocks instead of a new buffer
 * per block, file-blocks.ts) is written straight to the socket: a whole 50 MB book went from 0.45
 * to 0.68-0.82 of nginx's sendfile in the bench (docs/decisions.md). Any other goes as a stream.
 *
 * Writing straight means Fastify steps aside (`hijack`): this writes the head, ends the answer,
 * and cuts the connection when not every byte can go, as Fastify does for a stream whose source
 * fails. Fastify still runs its onResponse hooks and writes the access line when the answer
 * finishes; its onSend hooks do not run (no route that sends a stored object sets a cookie or
 * changes its headers there). A HEAD request goes through Fastify, which sends no body.
 */
export function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  object: StoredObject,
): FastifyReply | Promise<void> {
  const { writeTo } = object;
  if (writeTo === undefined || request.method === 'HEAD') return reply.send(object.body);
  return writeStraight(reply, writeTo);
}

async function writeStraight(reply: FastifyReply, writeTo: NonNullable<StoredObject['writeTo']>) {
  reply.hijack();
  const out = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) out.setHeader(name, value);
  }
  out.writeHead(reply.statusCode);
  try {
    await writeTo(out);
    out.end();
  } catch (error) {
    if (out.destroyed) reply.log.info({ err: error }, 'stored object: the client went away');
    else reply.log.warn({ err: error }, 'stored object: sending failed midway');
    out.destroy();
  }
}
