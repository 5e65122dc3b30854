// The patterns of the validation rules, apart from the zod schemas (validation.ts): the web's
// route rules test ids with them on every page, and importing validation.ts there would load the
// full zod API into the home page's initial JS.
import { regexes } from 'zod/v4/core';

export const patterns = {
  username: /^[A-Za-z0-9_.-]+$/,
  /** Letters of any script, since group names are often Japanese. */
  userGroupName: /^[\p{L}\p{N}_ -]+$/u,
  noSpaces: /^\S*$/,
  elementId: /^[a-z0-9]{20,64}$/,
  internalLink: /^\/.+/,
  externalLink: /^https?:\/\/[^\s/?#]+\S*$/i,
  domain:
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
  email: regexes.email,
  dateMmDdYyyy: /^(\d{2})\/(\d{2})\/(\d{4})$/,
  dateIso: /^(\d{4})-(\d{2})-(\d{2})$/,
  passwordHash: /^[0-9a-f]{64}$/,
} as const;
