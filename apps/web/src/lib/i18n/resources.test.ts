import { describe, expect, it } from 'vitest';
import { namespaceOf } from './resources';

const files = import.meta.glob<{ default: unknown }>('/src/locales/*/*.json', { eager: true });

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function byLanguage(language: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.includes(`/locales/${language}/`))
      .map(([file, module]) => [namespaceOf(file.split('/').pop()!), module.default]),
  );
}

describe('translation resources', () => {
  const en = byLanguage('en');
  const es = byLanguage('es');

  it('have the same namespaces and keys in English and Spanish', () => {
    expect(Object.keys(en).length).toBeGreaterThan(3);
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const namespace of Object.keys(en)) {
      expect(keyPaths(es[namespace]).sort(), namespace).toEqual(keyPaths(en[namespace]).sort());
    }
  });

  it('have no empty strings', () => {
    for (const namespace of [...Object.values(en), ...Object.values(es)]) {
      expect(JSON.stringify(namespace)).not.toContain('""');
    }
  });

  it('name namespaces after their files in camelCase', () => {
    expect(namespaceOf('landing-features.json')).toBe('landingFeatures');
    expect(namespaceOf('common.json')).toBe('common');
  });
});
