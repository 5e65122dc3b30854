import { audienceOf, RoleLevel, type Action } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Larger than any int4 id: a database asked for it answers an error, the API must not. */
const HUGE = 99_999_999_999;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  required?: string[];
};

/**
 * A value of `schema`: every number `number` (HUGE at the one path `hugeAt`, when given, 1
 * elsewhere), every string a plain word. `paths` collects the paths of the numbers.
 */
function valueOf(
  schema: JsonSchema | undefined,
  options: { hugeAt?: string; paths?: string[] },
  path = '',
  depth = 0,
): unknown {
  if (!schema || depth > 6) return 1;
  const variant = schema.anyOf?.find((s) => s.type !== 'null') ?? schema.oneOf?.[0];
  if (variant) return valueOf(variant, options, path, depth + 1);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      options.paths?.push(path);
      return options.hugeAt === path ? HUGE : 1;
    case 'boolean':
      return true;
    case 'string':
      return 'x';
    case 'array':
      return [valueOf(schema.items, options, `${path}[]`, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          valueOf(value, options, `${path}.${key}`, depth + 1),
        ]),
      );
    default:
      return 1;
  }
}

interface Operation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

// The hidden probes of the security review: every route of openapi.json with ids past int4, as
// each route's own audience calls it. A 5xx is a crash (a query the database refused), never an
// answer: ids are checked by the contract's schemas before any query.
describe('every route with ids larger than the database holds', () => {
  let t: TestApp;
  const actions = new Map<string, Action>();
  let companyHost: string;
  let companyAdmin: Record<string, string>;
  let reader: Record<string, string>;
  let systemAdmin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({
      workJobs: false,
      rateLimitPerMinute: 100_000,
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (route.config?.action) actions.set(`${method} ${route.url}`, route.config.action);
        }
      },
    });
    const company = await createCompany(t.database.db, { allowLoginByIpAddress: true });
    companyHost = company.domain;
    const db = t.database.db;
    companyAdmin = await signIn(
      db,
      await createUser(db, company, { roleLevel: RoleLevel.CompanyAdmin }),
    );
    reader = await signIn(db, await createUser(db, company));
    systemAdmin = await signIn(db, await createUser(db, null));
  });
  afterAll(() => t.close());

  it('answers every route without a server error', async () => {
    const document = (
      await t.app.inject({ url: '/api/v1/openapi.json', headers: { host: 'admin.localhost' } })
    ).json() as { paths: Record<string, Record<string, Operation>> };
    const crashes: string[] = [];
    let calls = 0;
    for (const [openApiPath, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'head') continue;
        const routeUrl = `/api/v1${openApiPath.replace(/^\/api\/v1/, '')}`.replace(
          /\{(\w+)\}/g,
          ':$1',
        );
        const action = actions.get(`${method.toUpperCase()} ${routeUrl}`);
        if (!action) continue;
        const { site, session } = audienceOf(action);
        const onAdminSite = site === 'admin';
        const host = onAdminSite ? 'admin.localhost' : companyHost;
        const token =
          session === 'none' || session === 'optional'
            ? {}
            : session.includes(RoleLevel.CompanyAdmin) && !onAdminSite
              ? companyAdmin
              : session.includes(RoleLevel.SystemAdmin) && onAdminSite
                ? systemAdmin
                : reader;
        // One call per number the route takes, that number huge and the others 1: a call with
        // every number huge would be refused for its page size before any id was looked at.
        const queryParameters = (operation.parameters ?? []).filter((p) => p.in === 'query');
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const numberPaths: string[] = [];
        for (const parameter of queryParameters) {
          valueOf(parameter.schema, { paths: numberPaths }, `?${parameter.name}`);
        }
        if (bodySchema) valueOf(bodySchema, { paths: numberPaths }, 'body');
        const pathHasIds = /\{\w+\}/.test(openApiPath);
        const cases = [...(pathHasIds ? ['path'] : []), ...numberPaths];
        if (cases.length === 0) cases.push('none');
        for (const hugeAt of cases) {
          const path = openApiPath.replace(/\{\w+\}/g, hugeAt === 'path' ? String(HUGE) : '1');
          const query = new URLSearchParams();
          for (const parameter of queryParameters) {
            const value = valueOf(parameter.schema, { hugeAt }, `?${parameter.name}`);
            query.set(parameter.name, String(Array.isArray(value) ? value[0] : value));
          }
          const answer = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: `${path}${query.size > 0 ? `?${query}` : ''}`,
            headers: { host, ...token },
            ...(bodySchema ? { payload: valueOf(bodySchema, { hugeAt }, 'body') as object } : {}),
          });
          calls += 1;
          if (answer.statusCode >= 500) {
            crashes.push(`${method.toUpperCase()} ${path} (${hugeAt}): ${answer.statusCode}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(250);
    expect(crashes).toEqual([]);
  });
});
