import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Passwords of the demo company: known to everybody, so never allowed in production. */
export const DEMO_PASSWORDS = ['DemoAdmin1', 'DemoReader1', 'DemoSystem1'] as const;

const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const hostList = z.string().transform((v) =>
  v
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
);

/**
 * Every environment variable the server reads, with its default. README's configuration table
 * describes the same list; a bad value stops the process with a message that names the variable.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  STORAGE: optionalText.pipe(
    z
      .string()
      .regex(/^s3:\/\/[^/]+$/, 'must be s3://bucket')
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Hondana <no-reply@hondana.localhost>'),
  PUBLIC_URL_SCHEME: z.enum(['http', 'https']).optional(),
  PUBLIC_URL: optionalText.pipe(
    z
      .string()
      .regex(
        /^https?:\/\/[^/?#]*\{domain\}[^/?#]*\/?$/,
        "must be like https://{domain} or http://{domain}:3000 ({domain} is each company's domain)",
      )
      .optional(),
  ),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(100_000).default(500),
  ADMIN_HOSTS: hostList.default(['admin.localhost']),
  BOOTSTRAP_ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  BOOTSTRAP_ADMIN_PASSWORD: optionalText,
  SEED_DEMO: booleanFlag.optional(),
  /** The demo company's VeriTrans4G merchant (npm start passes the payments sandbox's). */
  DEMO_MERCHANT_CCID: optionalText,
  DEMO_MERCHANT_SECRET_KEY: optionalText,
  DEMO_MERCHANT_TOKEN_API_KEY: optionalText,
  /** End-to-end tests only: POST /api/v1/clock/advance moves the server's clock ahead. */
  CLOCK_CONTROL: booleanFlag.default(false),
  APP_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  APP_SECRET_PREVIOUS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  WORKERS: z.enum(['0', 'in-process']).default('in-process'),
  TRUST_PROXY: optionalText,
  /** Behind nginx: /files answers X-Accel-Redirect under this internal location (docs/operations.md). */
  FILES_ACCEL_REDIRECT: optionalText.pipe(
    z
      .string()
      .regex(/^\/[\w./-]*\/$/, 'must be an internal location path like /_hondana_files/')
      .refine((value) => !value.includes('..'), 'must not contain ..')
      .optional(),
  ),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  VERITRANS_BASE_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('https://api3.veritrans.co.jp'),
  VERITRANS_TIMEOUT_MS: z.coerce.number().int().min(1).max(300_000).default(30_000),
  /** Renewal charges in flight at once (the renewal job, docs/subscriptions.md). */
  RENEWAL_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(20),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storage: string | undefined;
  s3: { endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrlScheme: 'http' | 'https';
  /** Base of every link in mails, `{domain}` standing for the company's domain (never the Host header). */
  publicUrl: string;
  /** Largest book file a route that declares it accepts (company images have their own 2 MB). */
  maxUploadBytes: number;
  adminHosts: string[];
  bootstrapAdmin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  /** The merchant the demo company is seeded with, if any (the sandbox's: it pays nothing real). */
  demoMerchant: { ccid: string; secretKey: string; tokenApiKey: string } | undefined;
  /** The clock may be moved ahead through the API (end-to-end tests; never in production). */
  clockControl: boolean;
  appSecret: string;
  /** Earlier APP_SECRETs: sealed values they made still open (rotation, docs/operations.md). */
  previousAppSecrets: string[];
  runsJobs: boolean;
  trustProxy: string | undefined;
  /** nginx's internal location for the book files (FILES_ACCEL_REDIRECT), or none. */
  filesAccelRedirect: string | undefined;
  /** Requests per minute from one address before 794 (login has its own, lower limit). */
  rateLimitPerMinute: number;
  /** Sign-ins per minute from one address before 794 (docs/decisions-auth.md). */
  loginRateLimitPerMinute: number;
  /** How long visitors' search answers are kept (0: not kept); any change drops them sooner. */
  searchCacheSeconds: number;
  /**
   * PostgreSQL cancels a statement of a request running longer (503); jobs and maintenance
   * raise it for their own transactions (platform/db/long-statements.ts). 0: no limit.
   */
  statementTimeoutMs: number;
  logLevel: string;
  googleIssuer: string;
  /** VeriTrans4G's server API (each company's own merchant settings say test mode or not). */
  veritrans: { baseUrl: string; timeoutMs: number };
  renewalConcurrency: number;
}

export class ConfigError extends Error {}

/** Reads the configuration from `env`; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const problems: string[] = [];

  if (Boolean(e.BOOTSTRAP_ADMIN_EMAIL) !== Boolean(e.BOOTSTRAP_ADMIN_PASSWORD)) {
    problems.push('BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD must be set together');
  }
  if (e.STORAGE && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    problems.push('STORAGE=s3://… needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const seedDemo = e.SEED_DEMO ?? !e.DATABASE_URL;
  const demoMerchantParts = [
    e.DEMO_MERCHANT_CCID,
    e.DEMO_MERCHANT_SECRET_KEY,
    e.DEMO_MERCHANT_TOKEN_API_KEY,
  ];
  if (new Set(demoMerchantParts.map(Boolean)).size > 1) {
    problems.push(
      'DEMO_MERCHANT_CCID, DEMO_MERCHANT_SECRET_KEY and DEMO_MERCHANT_TOKEN_API_KEY go together',
    );
  }
  if (isProduction) {
    if (!e.APP_SECRET) problems.push('APP_SECRET is required when NODE_ENV=production');
    if (seedDemo)
      problems.push('SEED_DEMO must be 0 when NODE_ENV=production (demo passwords are public)');
    if (e.CLOCK_CONTROL) problems.push('CLOCK_CONTROL must be 0 when NODE_ENV=production');
    const password = e.BOOTSTRAP_ADMIN_PASSWORD;
    if (password && (DEMO_PASSWORDS.includes(password as never) || password.length < 12)) {
      problems.push(
        'BOOTSTRAP_ADMIN_PASSWORD must be at least 12 characters and not a demo password in production',
      );
    }
  }
  const publicUrlScheme = e.PUBLIC_URL
    ? (e.PUBLIC_URL.slice(0, e.PUBLIC_URL.indexOf(':')) as 'http' | 'https')
    : (e.PUBLIC_URL_SCHEME ?? 'http');
  if (e.PUBLIC_URL_SCHEME && e.PUBLIC_URL_SCHEME !== publicUrlScheme) {
    problems.push('PUBLIC_URL_SCHEME and the scheme of PUBLIC_URL differ: set only PUBLIC_URL');
  }
  const defaultPort = publicUrlScheme === 'https' ? 443 : 80;
  const publicUrl =
    e.PUBLIC_URL?.replace(/\/$/, '') ??
    `${publicUrlScheme}://{domain}${e.PORT === defaultPort ? '' : `:${e.PORT}`}`;
  if (e.FILES_ACCEL_REDIRECT && e.STORAGE) {
    problems.push(
      'FILES_ACCEL_REDIRECT serves files from DATA_DIR/files: it cannot go with STORAGE',
    );
  }
  if (e.WORKERS === '0' && !e.DATABASE_URL) {
    problems.push(
      'WORKERS=0 needs DATABASE_URL: with the embedded database this process must run the jobs',
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    storage: e.STORAGE,
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrlScheme,
    publicUrl,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    adminHosts: e.ADMIN_HOSTS,
    bootstrapAdmin:
      e.BOOTSTRAP_ADMIN_EMAIL && e.BOOTSTRAP_ADMIN_PASSWORD
        ? { email: e.BOOTSTRAP_ADMIN_EMAIL.toLowerCase(), password: e.BOOTSTRAP_ADMIN_PASSWORD }
        : undefined,
    seedDemo,
    demoMerchant:
      e.DEMO_MERCHANT_CCID && e.DEMO_MERCHANT_SECRET_KEY && e.DEMO_MERCHANT_TOKEN_API_KEY
        ? {
            ccid: e.DEMO_MERCHANT_CCID,
            secretKey: e.DEMO_MERCHANT_SECRET_KEY,
            tokenApiKey: e.DEMO_MERCHANT_TOKEN_API_KEY,
          }
        : undefined,
    clockControl: e.CLOCK_CONTROL,
    appSecret: e.APP_SECRET ?? readOrCreateDevelopmentSecret(dataDir),
    previousAppSecrets: e.APP_SECRET_PREVIOUS,
    runsJobs: e.WORKERS !== '0',
    trustProxy: e.TRUST_PROXY,
    filesAccelRedirect: e.FILES_ACCEL_REDIRECT,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    googleIssuer: e.GOOGLE_ISSUER,
    veritrans: {
      baseUrl: e.VERITRANS_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: e.VERITRANS_TIMEOUT_MS,
    },
    renewalConcurrency: e.RENEWAL_CONCURRENCY,
  };
}

/** Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateDevelopmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
