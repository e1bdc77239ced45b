import { describe, expect, it } from 'vitest';
import { resources } from './resources';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translation resources', () => {
  it('have the same namespaces and keys in English and Spanish', () => {
    expect(Object.keys(resources.es).sort()).toEqual(Object.keys(resources.en).sort());
    for (const namespace of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      expect(keyPaths(resources.es[namespace]).sort(), namespace).toEqual(
        keyPaths(resources.en[namespace]).sort(),
      );
    }
  });

  it('have no empty strings', () => {
    for (const language of Object.values(resources)) {
      for (const namespace of Object.values(language)) {
        const json = JSON.stringify(namespace);
        expect(json).not.toContain('""');
      }
    }
  });
});
