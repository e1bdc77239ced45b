import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadRoutePreloads,
  ROUTE_PRELOADS_FILE,
  routeOf,
  withPreloads,
  withoutScriptPreloads,
} from './route-preloads.js';

const dirs: string[] = [];
function buildWith(content: string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-preloads-'));
  dirs.push(dir);
  if (content !== null) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), content);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A logger that keeps what it is told, to check the warning. */
function recordingLogger() {
  const lines: string[] = [];
  const log = { warn: (_fields: object, message: string) => lines.push(message) };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

describe('route preloads', () => {
  it('reads the paths and files the web build wrote', () => {
    const { log } = recordingLogger();
    const preloads = loadRoutePreloads(buildWith('{"/login":["assets/login-a1.js"]}'), log);
    expect([...preloads]).toEqual([['/login', ['assets/login-a1.js']]]);
  });

  it('is empty without the file, and warns (without failing) when it is damaged or unsafe', () => {
    const { log, lines } = recordingLogger();
    expect(loadRoutePreloads(buildWith(null), log).size).toBe(0);
    expect(lines).toEqual([]);
    for (const content of [
      '{not json',
      '{"/login":["../../etc/passwd"]}',
      '{"/login":["assets/a.js\\"><script>alert(1)</script>"]}',
    ]) {
      expect(loadRoutePreloads(buildWith(content), log).size, content).toBe(0);
    }
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('route preloads ignored');
  });

  it('announces the files in the head of the shell', () => {
    expect(withPreloads('<html><head><title>x</title></head>', ['assets/a.js'])).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/a.js"></head>',
    );
  });

  it('takes the script preloads out of a prerendered page, and nothing else', () => {
    const page =
      '<head><link rel="stylesheet" href="/assets/a.css">' +
      '<link rel="modulepreload" crossorigin href="/assets/boot.js"></head>';
    expect(withoutScriptPreloads(page)).toBe(
      '<head><link rel="stylesheet" href="/assets/a.css"></head>',
    );
  });

  it('matches a path without its query or trailing slash', () => {
    expect(routeOf('/dashboard/?x=1')).toBe('/dashboard');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/?lng=es')).toBe('/');
  });
});
