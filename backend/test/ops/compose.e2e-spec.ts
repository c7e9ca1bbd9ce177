// The container stack, checked without a Docker engine: docker-compose.yml is parsed and its wiring asserted,
// the Dockerfiles and nginx.conf are read for the properties the deployment relies on, the image's healthcheck
// script is run against a local server, and the configuration is cross-checked three ways: what the app reads
// (backend/src), what .env.example lists, and what the README's Configuration table documents.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';

const ROOT = resolve(__dirname, '..', '..', '..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

interface Healthcheck {
  test?: string | string[];
  disable?: boolean;
}
interface Service {
  image?: string;
  command?: string | string[];
  build?: string | { context?: string; dockerfile?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  env_file?: string | Array<string | { path: string; required?: boolean }>;
  healthcheck?: Healthcheck;
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: Array<string | number | { target: number; published?: string | number }>;
  volumes?: Array<string | { type?: string; source?: string; target: string }>;
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const COMPOSE_TEXT = read('docker-compose.yml');
// Compose resolves YAML merge keys (<<: *anchor); the yaml package does so only when asked.
const compose = parse(COMPOSE_TEXT, { merge: true }) as Compose;
const services = compose.services ?? {};
const APP_SERVICES = ['api', 'worker'] as const;

function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === null ? '' : String(value)]));
}

function envFilesOf(service: Service): string[] {
  const files =
    service.env_file === undefined ? [] : Array.isArray(service.env_file) ? service.env_file : [service.env_file];
  return files.map((file) => (typeof file === 'string' ? file : file.path));
}

/** Names of the variables the app reads: the config helpers' str/int/url/oneOf/bytes/path(env, 'NAME') calls in
 * app-config.ts, and direct process.env reads anywhere in backend/src (e.g. the jobs module's BULL_PREFIX). */
function variablesReadByApp(): Map<string, string> {
  const found = new Map<string, string>(); // name -> first file that reads it
  const helperCall = /\b(?:str|int|url|oneOf|bytes|path)\(\s*env\s*,\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g;
  const directRead = /\b(?:process\.env|env)(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\])/g;
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path);
      else if (/\.ts$/.test(entry) && !/\.(spec|test)\.ts$/.test(entry)) {
        const text = readFileSync(path, 'utf8');
        for (const match of text.matchAll(helperCall)) found.set(match[1], found.get(match[1]) ?? relative(ROOT, path));
        for (const match of text.matchAll(directRead)) {
          const name = match[1] ?? match[2];
          found.set(name, found.get(name) ?? relative(ROOT, path));
        }
      }
    }
  };
  visit(join(ROOT, 'backend', 'src'));
  return found;
}

interface EnvExample {
  /** Variables for the app: active lines (NAME=value) and reference lines (# NAME=value). */
  app: Map<string, { value: string; active: boolean }>;
  /** Variables in the "Docker Compose only" section: read by docker-compose.yml, not by the app. */
  composeOnly: Map<string, { value: string; active: boolean }>;
}

function parseEnvExample(text: string): EnvExample {
  const result: EnvExample = { app: new Map(), composeOnly: new Map() };
  let section = result.app;
  for (const line of text.split(/\r?\n/)) {
    if (/^#\s*-{2,}/.test(line)) {
      section = /docker compose only/i.test(line) ? result.composeOnly : result.app;
      continue;
    }
    const match = /^(#\s?)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) section.set(match[2], { value: match[3].trim(), active: !match[1] });
  }
  return result;
}

/** Names in the first cell (`UPPER_CASE`) of the table rows under a heading that contains "Configuration". */
function readmeConfigurationVariables(text: string): Set<string> {
  const names = new Set<string>();
  let sectionLevel = 0; // heading level of the Configuration section we are in; 0 = not in one
  let fenced = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1].length;
      if (/configuration/i.test(heading[2])) sectionLevel = level;
      else if (sectionLevel && level <= sectionLevel) sectionLevel = 0;
      continue;
    }
    if (!sectionLevel || !line.trim().startsWith('|')) continue;
    const firstCell = line.trim().slice(1).split('|')[0];
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]);
  }
  return names;
}

const sorted = (names: Iterable<string>): string[] => [...new Set(names)].sort();
const missingFrom = (names: Iterable<string>, set: Set<string> | Map<string, unknown>): string[] =>
  sorted([...names].filter((name) => !set.has(name)));

const ENV_EXAMPLE = parseEnvExample(read('.env.example'));
const APP_READS = variablesReadByApp();

/** Every variable the compose file sets for the app containers, and every app variable .env.example lists. */
function variablesTheStackSets(): string[] {
  const fromCompose = APP_SERVICES.flatMap((name) => Object.keys(environmentOf(services[name] ?? {})));
  return sorted([...fromCompose, ...ENV_EXAMPLE.app.keys()]);
}

describe('docker-compose.yml (parsed: no Docker engine runs here)', () => {
  it('defines the production-shaped stack', () => {
    expect(Object.keys(services).sort()).toEqual(
      expect.arrayContaining(['api', 'elasticsearch', 'mysql', 'redis', 'web', 'worker']),
    );
    expect(services.mysql.image).toMatch(/^mysql:8\.4/);
    // The lead index's sizes: its pages in memory, a large import's writes before a flush (see the file's comments).
    expect(services.mysql.command).toEqual(
      expect.arrayContaining(['--innodb-buffer-pool-size=1G', '--innodb-redo-log-capacity=1G']),
    );
    expect(services.redis.image).toBe('redis:7-alpine');
    expect(services.elasticsearch.image).toMatch(/^docker\.elastic\.co\/elasticsearch\/elasticsearch:8\.15\.\d+$/);
    const es = environmentOf(services.elasticsearch);
    expect(es['discovery.type']).toBe('single-node');
    expect(es['xpack.security.enabled']).toBe('false');
    expect(es.ES_JAVA_OPTS).toBe('-Xms1g -Xmx1g');
  });

  it('gives every service a healthcheck', () => {
    for (const [name, service] of Object.entries(services)) {
      const test = service.healthcheck?.test;
      expect({ service: name, disabled: service.healthcheck?.disable ?? false }).toEqual({
        service: name,
        disabled: false,
      });
      expect({
        service: name,
        hasTest: Array.isArray(test) ? test.length > 1 && test[0] !== 'NONE' : Boolean(test),
      }).toEqual({
        service: name,
        hasTest: true,
      });
    }
  });

  it('starts a service only once what it depends on is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.depends_on === undefined) continue;
      expect({ service: name, longSyntax: !Array.isArray(service.depends_on) }).toEqual({
        service: name,
        longSyntax: true,
      });
      for (const [dependency, spec] of Object.entries(service.depends_on as Record<string, { condition?: string }>)) {
        expect({ service: name, dependency, condition: spec?.condition }).toEqual({
          service: name,
          dependency,
          condition: 'service_healthy',
        });
        expect(Object.keys(services)).toContain(dependency);
      }
    }
    for (const name of APP_SERVICES) {
      expect(Object.keys(services[name].depends_on ?? {})).toEqual(
        expect.arrayContaining(['mysql', 'redis', 'elasticsearch']),
      );
    }
    expect(Object.keys(services.web.depends_on ?? {})).toContain('api');
  });

  it('runs api and worker from the same build, differing in APP_ROLE', () => {
    const { api, worker } = services;
    expect(api.build).toEqual({ context: '.', dockerfile: 'docker/Dockerfile' });
    expect(worker.build).toEqual(api.build);
    expect(worker.image).toEqual(api.image);
    const apiEnv = environmentOf(api);
    const workerEnv = environmentOf(worker);
    expect(apiEnv.APP_ROLE).toBe('api');
    expect(workerEnv.APP_ROLE).toBe('worker');
    // Apart from the role, the worker gets what the api gets (the api may add HTTP-only settings).
    const withoutRole = (env: Record<string, string>) =>
      Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'APP_ROLE'));
    expect(withoutRole(apiEnv)).toEqual(expect.objectContaining(withoutRole(workerEnv)));
    expect(envFilesOf(worker)).toEqual(envFilesOf(api));
  });

  it('wires the app to the stack services and requires a JWT secret', () => {
    for (const name of APP_SERVICES) {
      const env = environmentOf(services[name]);
      expect(envFilesOf(services[name])).toContain('.env');
      expect(env.NODE_ENV).toBe('production');
      expect(env.DATABASE_URL).toMatch(/^mysql:\/\/[^:@/]+:[^@/]+@mysql:3306\/leadscope$/);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.ELASTICSEARCH_URL).toBe('http://elasticsearch:9200');
      // ${VAR:?message} makes `docker compose` refuse to start without it.
      expect(env.JWT_SECRET).toBe('${JWT_SECRET:?set JWT_SECRET in .env}');
    }
  });

  it('publishes the api on 3000 and the web on 8080, and the worker on nothing', () => {
    const published = (service: Service): string[] =>
      (service.ports ?? []).map((port) =>
        typeof port === 'object' ? `${port.published}:${port.target}` : String(port),
      );
    expect(published(services.api).some((port) => /(^|:)3000:3000$/.test(port))).toBe(true);
    expect(published(services.web)).toContain('8080:80');
    expect(services.worker.ports).toBeUndefined();
    expect(services.web.build).toEqual({ context: '.', dockerfile: 'docker/web.Dockerfile' });
  });

  it('keeps state in declared named volumes', () => {
    const declared = Object.keys(compose.volumes ?? {});
    const namedVolumesOf = (service: Service): string[] =>
      (service.volumes ?? [])
        .map((volume) => (typeof volume === 'string' ? volume.split(':')[0] : (volume.source ?? '')))
        .filter((source) => source && !/^[./~]/.test(source));
    for (const name of Object.keys(services)) {
      for (const volume of namedVolumesOf(services[name])) expect(declared).toContain(volume);
    }
    for (const name of ['mysql', 'redis', 'elasticsearch', 'api', 'worker']) {
      expect({ service: name, volumes: namedVolumesOf(services[name]).length > 0 }).toEqual({
        service: name,
        volumes: true,
      });
    }
  });

  it('takes every ${VAR} it interpolates from .env.example or a default', () => {
    const listed = new Set([...ENV_EXAMPLE.app.keys(), ...ENV_EXAMPLE.composeOnly.keys()]);
    const interpolated = [...COMPOSE_TEXT.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)(:?[-?+][^}]*)?\}/g)];
    expect(interpolated.length).toBeGreaterThan(0);
    const unlisted = interpolated
      .filter(([, name, modifier]) => !listed.has(name) && !/^:?-/.test(modifier ?? ''))
      .map(([whole]) => whole);
    expect(unlisted).toEqual([]);
  });
});

describe('.env.example', () => {
  it('lists every variable the app reads', () => {
    expect(APP_READS.size).toBeGreaterThan(20);
    expect(missingFrom(APP_READS.keys(), ENV_EXAMPLE.app)).toEqual([]);
  });

  it('lists nothing the app does not read, except compose-only variables that docker-compose.yml uses', () => {
    expect(missingFrom(ENV_EXAMPLE.app.keys(), APP_READS)).toEqual([]);
    for (const name of ENV_EXAMPLE.composeOnly.keys()) {
      expect({ name, readByApp: APP_READS.has(name) }).toEqual({ name, readByApp: false });
      expect(COMPOSE_TEXT).toContain(`\${${name}`);
    }
  });

  it('holds no secrets', () => {
    for (const [name, { value }] of [...ENV_EXAMPLE.app, ...ENV_EXAMPLE.composeOnly]) {
      if (/SECRET|PASSWORD|TOKEN|API_KEY/.test(name)) expect({ name, value }).toEqual({ name, value: '' });
    }
  });
});

describe("README's Configuration table", () => {
  const readmePath = join(ROOT, 'README.md');
  const documented = (): Set<string> => {
    if (!existsSync(readmePath)) {
      throw new Error(
        `README.md does not exist yet. Its Configuration table must document: ${sorted([
          ...APP_READS.keys(),
          ...variablesTheStackSets(),
        ]).join(', ')}`,
      );
    }
    return readmeConfigurationVariables(readFileSync(readmePath, 'utf8'));
  };

  it('documents every variable docker-compose.yml and .env.example set for the app', () => {
    expect(missingFrom(variablesTheStackSets(), documented())).toEqual([]);
  });

  it('documents exactly the variables the app reads', () => {
    const table = documented();
    const undocumented = missingFrom(APP_READS.keys(), table).map((name) => `${name} (read in ${APP_READS.get(name)})`);
    expect({ undocumented, documentedButNotRead: missingFrom(table, APP_READS) }).toEqual({
      undocumented: [],
      documentedButNotRead: [],
    });
  });
});

/** The api/worker image's last stage: what the container runs with. */
const runtimeStage = (): string => {
  const dockerfile = read('docker/Dockerfile');
  return dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
};

describe('images', () => {
  it('builds the api/worker image from Node 20 in stages and runs it unprivileged with a healthcheck', () => {
    const dockerfile = read('docker/Dockerfile');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    expect(dockerfile).toMatch(/apt-get install[^\n]*python3 make g\+\+/);
    expect(dockerfile).toMatch(/^RUN[^\n]* npm ci$/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    const runtime = runtimeStage();
    expect(runtime).not.toMatch(/apt-get|g\+\+/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/DATA_DIR=\/data/);
    expect(runtime).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(runtime).toMatch(/^EXPOSE 3000$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*CMD \["node", "docker\/healthcheck\.mjs"\]$/m);
    expect(runtime).toMatch(/^CMD \["node", "backend\/dist\/main\.js"\]$/m);
  });

  it('runs the server with the allocator settings of docker/allocator-env.json, as npm start and the benches do', async () => {
    const settings = JSON.parse(read('docker/allocator-env.json')) as Record<string, string>;
    expect(Object.keys(settings).sort()).toEqual([
      'MALLOC_ARENA_MAX',
      'MALLOC_MMAP_THRESHOLD_',
      'MALLOC_TRIM_THRESHOLD_',
      'NODE_OPTIONS',
    ]);
    const runtime = runtimeStage();
    // ENV lines with their continuations, as NAME=value pairs.
    const imageEnv = Object.fromEntries(
      [...runtime.matchAll(/^ENV ((?:[^\n]*\\\n)*[^\n]*)$/gm)]
        .flatMap(([, body]) => body.split(/\s*\\\n\s*|\s+/))
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    for (const [name, value] of Object.entries(settings)) expect([name, imageEnv[name]]).toEqual([name, value]);
    expect(read('package.json')).toMatch(/"start": "npm run build && node scripts\/start\.mjs"/);
    expect(read('scripts/start.mjs')).toMatch(/allocatorEnv\(\)/);
    expect(read('bench/lib/server.mjs')).toMatch(/allocatorEnv\(env\)/);
    // A value the environment already has wins over the file's.
    // NODE_OPTIONS of one's own gets each of the file's flags it does not give itself.
    const envs = [
      { MALLOC_ARENA_MAX: '4' },
      { NODE_OPTIONS: '--enable-source-maps' },
      { NODE_OPTIONS: '--max_semi_space_size=8' },
    ];
    const script = `import('./scripts/allocator-env.mjs').then((m) => console.log(JSON.stringify(${JSON.stringify(envs)}.map((env) => m.allocatorEnv(env)))))`;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { cwd: ROOT });
    expect(JSON.parse(stdout)).toEqual([
      { ...settings, MALLOC_ARENA_MAX: '4' },
      { ...settings, NODE_OPTIONS: `--enable-source-maps ${settings.NODE_OPTIONS}` },
      { ...settings, NODE_OPTIONS: '--max_semi_space_size=8' },
    ]);
    expect(settings.NODE_OPTIONS).toBe('--max-semi-space-size=16');
    // The worker threads size their own young generation (the flag would hold theirs too).
    expect(read('backend/src/main.ts')).toMatch(/^ {2}keepYoungGenerationFlagToMainThread\(\);$/m);
  });

  it('serves the web app from nginx with SPA fallback, the /api proxy, big uploads and gzip', () => {
    const webDockerfile = read('docker/web.Dockerfile');
    expect(webDockerfile).toMatch(/^FROM nginx:1\.27-alpine/m);
    expect(webDockerfile).toContain('COPY docker/nginx.conf /etc/nginx/conf.d/default.conf');
    const nginx = read('docker/nginx.conf');
    expect(nginx).toMatch(/client_max_body_size 110m;/);
    expect(nginx).toMatch(/try_files \$uri \$uri\/ \/index\.html;/);
    expect(nginx).toMatch(/http:\/\/api:3000/);
    expect(nginx).toMatch(/location \/api\/ \{[^}]*proxy_pass /);
    expect(nginx).toMatch(/^\s*gzip on;$/m);
  });

  it('keeps dependencies, builds and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split(/\r?\n/);
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.env', 'data', '.git']));
  });
});

describe('docker/healthcheck.mjs', () => {
  let server: Server;
  let status = 200;
  let port = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(req.url === '/api/health/' ? status : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: status === 200 }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  const probe = (env: Record<string, string>): Promise<number> =>
    new Promise((done) => {
      execFile(
        process.execPath,
        [join(ROOT, 'docker', 'healthcheck.mjs')],
        { env: { PATH: process.env.PATH, ...env } },
        (error) => done(error ? Number((error as { code?: number }).code ?? 1) : 0),
      );
    });

  it('passes while GET /api/health/ answers 2xx and fails on 503 or no answer', async () => {
    status = 200;
    expect(await probe({ PORT: String(port), HOST: '0.0.0.0' })).toBe(0);
    status = 503;
    expect(await probe({ PORT: String(port), APP_ROLE: 'worker' })).toBe(1);
    server.close();
    expect(await probe({ PORT: String(port) })).toBe(1);
  });
});
