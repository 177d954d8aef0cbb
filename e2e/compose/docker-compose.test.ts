// Static checks of the production compose file: it must describe a deployable suite even
// though CI cannot start containers.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
// The schema's own module: the package index is CommonJS-compiled under tsx and its re-exports are not visible to ESM.
import { RuntimeConfigSchema } from '@venue/api/runtime-config';
import { PAINT_FIRST_LOADER_CSP } from '@venue/federation/paint-first-loader';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  deploy?: { replicas?: number };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
const services = compose.services;
const service = (name: string): Service => {
  const found = services[name];
  assert.ok(found, `service ${name} is missing`);
  return found;
};

const STATIC_SITES = {
  host: { dir: 'host', port: 3000 },
  booking: { dir: 'remote-booking', port: 3001 },
  account: { dir: 'remote-account', port: 3002 },
  wallet: { dir: 'remote-wallet', port: 3003 },
  trainer: { dir: 'remote-trainer', port: 3004 },
  kiosk: { dir: 'remote-kiosk', port: 3005 },
} as const;
type RemoteName = Exclude<keyof typeof STATIC_SITES, 'host'>;

const runtimeConfigPath = 'deploy/config/config.json';
const runtimeConfig = JSON.parse(read(runtimeConfigPath)) as unknown;

describe('docker-compose.yml', () => {
  it('has PostgreSQL, the backend, its proxy and one static site per app, and nothing else', () => {
    assert.deepEqual(Object.keys(services).sort(), ['api', 'backend', 'postgres', ...Object.keys(STATIC_SITES)].sort());
  });

  it('keeps PostgreSQL data in a named volume and checks its health', () => {
    const postgres = service('postgres');
    assert.match(postgres.image ?? '', /^postgres:/);
    const volume = (postgres.volumes ?? []).find((v) => v.endsWith(':/var/lib/postgresql/data'));
    assert.ok(volume, 'no volume for /var/lib/postgresql/data');
    assert.ok(compose.volumes && volume.split(':')[0]! in compose.volumes, 'the data volume is not declared');
    assert.match(JSON.stringify(postgres.healthcheck?.test), /pg_isready/);
    assert.match(postgres.environment?.POSTGRES_PASSWORD ?? '', /^\$\{POSTGRES_PASSWORD:\?/, 'the password must come from the environment');
  });

  it('runs the backend in production mode on the postgres service, after it is healthy', () => {
    const backend = service('backend');
    const env = backend.environment ?? {};
    assert.equal(env.APP_ENV, 'production');
    const databaseUrl = new URL((env.DATABASE_URL ?? '').replace(/\$\{[^}]+\}/g, 'secret'));
    assert.equal(databaseUrl.protocol, 'postgres:');
    assert.equal(databaseUrl.hostname, 'postgres', 'DATABASE_URL must point at the postgres service');
    assert.match(env.AUTH_SECRET ?? '', /^\$\{AUTH_SECRET:\?[^}]*\}$/, 'AUTH_SECRET must come from the environment, required');
    assert.deepEqual(backend.depends_on?.postgres, { condition: 'service_healthy' });
    assert.ok(backend.healthcheck, 'the backend has no healthcheck');
    assert.match(JSON.stringify(backend.healthcheck.test), /\/health/);
    assert.equal(env.SMS_PROVIDER, 'http', 'production sends SMS through the gateway, not the dev outbox');
    for (const key of ['SMS_HTTP_URL', 'SMS_HTTP_TOKEN']) assert.match(env[key] ?? '', new RegExp(`^\\$\\{${key}:\\?`));
    assert.equal(env.SEED_DEMO_DATA, 'false');
    assert.equal(env.PORT, '4000');
    assert.deepEqual(backend.expose, ['4000']);
  });

  it('runs at least two backend replicas, none published: clients reach them through the api proxy', () => {
    const backend = service('backend');
    assert.ok((backend.deploy?.replicas ?? 1) >= 2, `replicas: ${backend.deploy?.replicas}`);
    // Replicas cannot share a published host port; only the proxy publishes the API's :4000.
    assert.equal(backend.ports, undefined);
    const api = service('api');
    assert.match(api.image ?? '', /^nginx:1\.(2[7-9]|[3-9]\d)\.\d+-alpine$/, 'nginx 1.27.3+ (upstream `resolve`)');
    assert.deepEqual(api.ports, ['4000:80']);
    assert.deepEqual(api.depends_on?.backend, { condition: 'service_healthy' });
    const template = (api.volumes ?? []).find((v) => v.split(':')[1] === '/etc/nginx/templates/default.conf.template');
    assert.equal(template?.split(':')[0], './deploy/nginx/api.conf.template');
  });

  it('believes exactly one proxy hop, the api proxy, which replaces any X-Forwarded-For a client sends', () => {
    // Per-IP limits count the address Fastify sees; believing more hops would let a client pick it.
    const env = service('backend').environment ?? {};
    assert.equal(env.TRUST_PROXY, '1');
    const proxy = read('deploy/nginx/api.conf.template').replace(/#[^\n]*/g, '');
    assert.match(proxy, /proxy_set_header X-Forwarded-For \$remote_addr;/);
    assert.doesNotMatch(proxy, /proxy_add_x_forwarded_for/);
  });

  it('runs the backend on every real adapter, each secret required from the environment', () => {
    const env = service('backend').environment ?? {};
    const adapters = {
      PAYMENT_GATEWAY: 'autopay',
      SMS_PROVIDER: 'http',
      EMAIL_PROVIDER: 'smtp',
      DOOR_PROVIDER: 'http',
      REGISTRY_PROVIDER: 'http',
      PAYOUT_PROVIDER: 'http',
    };
    for (const [key, value] of Object.entries(adapters)) assert.equal(env[key], value, key);
    const required = [
      'AUTOPAY_BASE_URL',
      'AUTOPAY_SERVICE_ID',
      'PAYMENT_SECRET',
      'SMTP_URL',
      'DOOR_HTTP_URL',
      'DOOR_HTTP_TOKEN',
      'REGISTRY_HTTP_URL',
      'PAYOUT_HTTP_URL',
      'PAYOUT_HTTP_SECRET',
    ];
    for (const key of required)
      assert.match(env[key] ?? '', new RegExp(`^\\$\\{${key}:\\?`), `${key} must come from the environment, required`);
    for (const key of Object.keys(env)) assert.doesNotMatch(key, /^ALLOW_/, `${key}: production allows no stand-in`);
  });

  it('lets the backend accept exactly the app origins of the runtime config', () => {
    const origins = (service('backend').environment?.CORS_ORIGINS ?? '').split(',').sort();
    const expected = Object.values(STATIC_SITES)
      .map((site) => `http://localhost:${site.port}`)
      .sort();
    assert.deepEqual(origins, expected);
  });

  it('ships no development helpers: no development mode, no dev outbox', () => {
    for (const [name, svc] of Object.entries(services)) {
      for (const [key, value] of Object.entries(svc.environment ?? {})) {
        assert.doesNotMatch(`${key}=${value}`, /development|outbox|APP_ENV=(?!production)/i, `${name}: ${key}`);
      }
    }
    assert.equal((runtimeConfig as { environment: string }).environment, 'production');
  });

  for (const [name, site] of Object.entries(STATIC_SITES)) {
    it(`serves ${name} as its own static site built from ${site.dir}`, () => {
      const svc = service(name);
      assert.equal(svc.build?.dockerfile, 'deploy/static.Dockerfile');
      assert.equal(svc.build?.context, '.');
      assert.equal(svc.build?.args?.APP_DIR, site.dir);
      assert.ok(existsSync(join(repoRoot, site.dir, 'package.json')), `${site.dir} does not exist`);
      const scripts = (JSON.parse(read(join(site.dir, 'package.json'))) as { scripts?: Record<string, string> }).scripts;
      assert.ok(scripts?.build, `${site.dir} has no build script`);
      const nginxSite = svc.build?.args?.NGINX_SITE ?? '';
      assert.equal(nginxSite, name === 'host' ? 'host' : 'remote');
      assert.ok(existsSync(join(repoRoot, 'deploy', 'nginx', `${nginxSite}.conf.template`)));
      assert.deepEqual(svc.ports, [`${site.port}:80`]);
    });
  }

  it('builds from Dockerfiles that exist, each with its own ignore file', () => {
    for (const svc of Object.values(services)) {
      if (!svc.build) continue;
      assert.ok(existsSync(join(repoRoot, svc.build.context, svc.build.dockerfile)), `${svc.build.dockerfile} is missing`);
      assert.ok(existsSync(join(repoRoot, svc.build.context, `${svc.build.dockerfile}.dockerignore`)));
    }
  });

  it('mounts the runtime config into the host, from a file that exists', () => {
    const mounts = service('host').volumes ?? [];
    const config = mounts.find((m) => m.split(':')[1] === '/usr/share/nginx/html/config.json');
    assert.ok(config, 'config.json is not mounted into the host');
    const source = config.split(':')[0]!;
    assert.equal(source, `./${runtimeConfigPath}`);
    assert.ok(existsSync(join(repoRoot, source)));
    for (const [name, svc] of Object.entries(services)) {
      for (const mount of svc.volumes ?? []) {
        const from = mount.split(':')[0]!;
        if (from.startsWith('.')) assert.ok(existsSync(join(repoRoot, from)), `${name} mounts missing ${from}`);
      }
    }
  });
});

describe('deploy/config/config.json', () => {
  it('is a valid runtime config', async () => {
    const result = await RuntimeConfigSchema['~standard'].validate(runtimeConfig);
    assert.equal(result.issues, undefined, JSON.stringify(result.issues));
  });

  it('points at the API and the remote sites the compose file publishes', () => {
    const config = runtimeConfig as { apiUrl: string; remotes: Record<RemoteName, string> };
    assert.equal(config.apiUrl, 'http://localhost:4000/api');
    for (const [name, url] of Object.entries(config.remotes)) {
      const site = STATIC_SITES[name as RemoteName];
      assert.equal(url, `http://localhost:${site.port}/mf-manifest.json`);
    }
  });

  it('is allowed by the host content security policy', () => {
    const csp = service('host').environment?.CONTENT_SECURITY_POLICY ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find((d) => d[0] === name) ?? [];
    const config = runtimeConfig as { apiUrl: string; remotes: Record<string, string> };
    for (const url of Object.values(config.remotes)) {
      assert.ok(directive('script-src').includes(new URL(url).origin), `script-src lacks ${url}`);
      assert.ok(directive('connect-src').includes(new URL(url).origin), `connect-src lacks ${url}`);
    }
    assert.ok(directive('connect-src').includes(new URL(config.apiUrl).origin), 'connect-src lacks the API');
    // login.html's inline loader (decision 037), by its hash: no 'unsafe-inline'.
    assert.ok(directive('script-src').includes(PAINT_FIRST_LOADER_CSP), `script-src lacks ${PAINT_FIRST_LOADER_CSP}`);
    assert.ok(!directive('script-src').includes("'unsafe-inline'"));
  });
});

describe('the api proxy (deploy/nginx/api.conf.template)', () => {
  // Directives only: the comments name what the config must not do.
  const proxy = read('deploy/nginx/api.conf.template').replace(/#[^\n]*/g, '');
  const upstream = /upstream (\w+) \{([^}]*)\}/.exec(proxy);

  it('spreads requests over every replica of the backend service, following Docker DNS', () => {
    assert.ok(upstream, 'no upstream block');
    const [, name, body] = upstream;
    assert.match(proxy, new RegExp(`proxy_pass http://${name};`));
    // One name for the service: Docker's DNS answers every replica's address, re-read by `resolve`.
    assert.match(body!, /server backend:4000 resolve;/);
    assert.match(body!, /zone \w+ \d+k;/, '`resolve` needs a shared zone');
    assert.match(proxy, /resolver 127\.0\.0\.11 /, "Docker's embedded DNS");
    assert.equal(service('backend').environment?.PORT, '4000');
  });

  it('never retries a POST on another replica, and never compresses the API again', () => {
    assert.doesNotMatch(proxy, /non_idempotent/);
    assert.match(proxy, /gzip off;/);
    assert.doesNotMatch(proxy, /gzip on|brotli/);
  });
});

describe('monitoring in production', () => {
  const PLACEHOLDERS = ['SENTRY_DSN', 'ANALYTICS_KEY', 'PRODUCTION_API_ORIGIN'];
  const monitoring = (runtimeConfig as { monitoring: { sentryDsn: string; analyticsKey: string; tracePropagationTargets: string[] } })
    .monitoring;
  const required = (env: Record<string, string> | undefined, key: string) =>
    assert.match(env?.[key] ?? '', new RegExp(`^\\$\\{${key}:\\?[^}]+\\}$`), `${key} must come from the environment, required`);

  it('has config.json take the DSN, the analytics key and the production API host from required variables', () => {
    assert.equal(monitoring.sentryDsn, '{{SENTRY_DSN}}');
    assert.equal(monitoring.analyticsKey, '{{ANALYTICS_KEY}}');
    // Spec §7: trace headers go to localhost's API and the product's own production backend only.
    assert.deepEqual(monitoring.tracePropagationTargets, [
      new URL((runtimeConfig as { apiUrl: string }).apiUrl).origin,
      '{{PRODUCTION_API_ORIGIN}}',
    ]);
    for (const key of PLACEHOLDERS) required(service('host').environment, key);
  });

  it('fills every placeholder of config.json as nginx serves it, and leaves none unfilled', () => {
    const host = read('deploy/nginx/host.conf.template');
    // The block ends at its closing brace on a line of its own (the placeholders hold braces too).
    const block = /location = \/config\.json \{([\s\S]*?)\n {4}\}/.exec(host)?.[1] ?? '';
    assert.match(block, /sub_filter_types application\/json;/);
    assert.match(block, /sub_filter_once off;/);
    const used = [...read(runtimeConfigPath).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
    assert.deepEqual([...new Set(used)].sort(), [...PLACEHOLDERS].sort());
    for (const key of PLACEHOLDERS) assert.ok(block.includes(`sub_filter '{{${key}}}' '\${${key}}';`), `no sub_filter for {{${key}}}`);
  });

  it('has the API report to the same service, required, with no way around it', () => {
    required(service('backend').environment, 'SENTRY_DSN');
    assert.equal(service('backend').environment?.ALLOW_NO_MONITORING_IN_PRODUCTION, undefined);
  });

  it('lets the host reach Sentry’s ingest and the analytics tag under its CSP', () => {
    const csp = service('host').environment?.CONTENT_SECURITY_POLICY ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find((d) => d[0] === name) ?? [];
    assert.ok(directive('connect-src').includes('https://*.sentry.io'));
    for (const name of ['script-src', 'connect-src']) assert.ok(directive(name).includes('https://www.clarity.ms'), name);
  });
});

describe('nginx sites', () => {
  const host = read('deploy/nginx/host.conf.template');
  const remote = read('deploy/nginx/remote.conf.template');

  it('falls back to index.html for client-side routes', () => {
    assert.match(remote, /try_files \$uri \/index\.html;/);
    // The host answers a path with its own document (/login → login.html, drawn before the scripts) with it.
    assert.match(host, /try_files \$uri \$uri\.html \/index\.html;/);
  });

  it('never lets a browser keep a stale entry file, manifest or config', () => {
    for (const site of [host, remote]) {
      assert.match(site, /location ~\* "\\\.\(js\|json\|[^"]*\)\$" \{[^}]*Cache-Control "no-cache"/);
      assert.match(site, /location ~\* "\\\.\[0-9a-f\]\{8,\}[^"]*" \{[^}]*immutable/);
    }
    assert.match(host, /location = \/config\.json \{[^}]*Cache-Control "no-cache"/);
  });

  it('lets the host load remote files across origins, and sends the CSP on the shell', () => {
    assert.match(remote, /Access-Control-Allow-Origin "\*"/);
    assert.match(host, /Content-Security-Policy "\$\{CONTENT_SECURITY_POLICY\}"/);
    assert.ok(service('host').environment?.CONTENT_SECURITY_POLICY);
  });

  it('copies every file the static Dockerfile names', () => {
    const dockerfile = read('deploy/static.Dockerfile');
    for (const [, path] of dockerfile.matchAll(/^COPY (deploy\/\S+?)(?:\$\{NGINX_SITE\}(\S+))? /gm)) {
      if (!path!.endsWith('/')) assert.ok(existsSync(join(repoRoot, path!)), `${path} is missing`);
    }
  });
});
