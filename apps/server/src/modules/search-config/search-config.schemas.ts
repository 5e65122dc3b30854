import { z } from 'zod';
import { idParamSchema } from '@hondana/contract';
import { envelopeOf, pageQueryOf } from '../../platform/http/envelope.js';

/** Route parts the search configuration's route files share. */
export const idParams = z.object({ id: idParamSchema });
export const deletedEnvelope = envelopeOf(z.object({ id: z.number().int() }));
export const pageQuery = pageQueryOf({});
export const domainQuery = z.object({ domain: z.string().max(255).optional() });
