import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const dockerDir = join(dirname(fileURLToPath(import.meta.url)), '../../../docker');

describe('docker/compose.yaml', () => {
  const compose = parse(readFileSync(join(dockerDir, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<
      string,
      {
        image?: string;
        build?: { dockerfile: string };
        environment?: Record<string, string>;
        restart?: string;
        healthcheck?: { test: string[] };
      }
    >;
    // the replicas merge the shared environment with a YAML merge key (<<: *server-env)
  };

  it('has Postgres, two server replicas and the web server', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'server-1', 'server-2', 'web']),
    );
    expect(compose.services['server-1']?.image).toBe('keelerada-server');
    expect(compose.services['server-2']?.image).toBe('keelerada-server');
  });

  it('builds only from Dockerfiles that exist', () => {
    const files = Object.values(compose.services).flatMap((s) => (s.build ? [s.build.dockerfile] : []));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const f of files) expect(existsSync(join(dockerDir, '..', f)), f).toBe(true);
  });

  it('points the replicas at the Postgres service and never enables dev login', () => {
    for (const name of ['server-1', 'server-2']) {
      const env = compose.services[name]?.environment ?? {};
      expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(env.NODE_ENV).toBe('production');
      expect(env.AUTH_DEV_LOGIN).toBeUndefined();
    }
  });

  it('restarts the replicas and checks their health on /readyz', () => {
    for (const name of ['server-1', 'server-2']) {
      const s = compose.services[name];
      expect(s?.restart, name).toMatch(/^(always|unless-stopped|on-failure)/);
      expect(s?.healthcheck?.test.join(' '), name).toContain('/readyz');
      expect(s?.environment?.TRUST_PROXY, name).toBe('1');
    }
  });

  it('has nginx set the X-Forwarded-For the replicas trust, on every proxied location (sign-in included)', () => {
    const nginx = readFileSync(join(dockerDir, 'nginx.conf'), 'utf8');
    const proxied = nginx.split('\n').filter((l) => l.includes('proxy_pass'));
    expect(proxied.length).toBeGreaterThan(0);
    // the edge proxy overwrites the header with the peer's address: a client cannot prepend its own
    for (const l of proxied) expect(l).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it('has an nginx config that proxies to both replicas', () => {
    const nginx = readFileSync(join(dockerDir, 'nginx.conf'), 'utf8');
    expect(nginx).toContain('server server-1:3000');
    expect(nginx).toContain('server server-2:3000');
    expect(nginx).toMatch(/server_name admin\./);
  });
});
