import { describe, expect, it } from 'vitest';
import { AuthError } from '../http/auth-error.js';
import { MAX_METADATA_BYTES, mergeMetadata } from './metadata.js';

describe('mergeMetadata', () => {
  it('replaces given keys, deletes null ones and keeps the rest', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
  });

  it('refuses metadata that would make access tokens too large to send', () => {
    const half = 'x'.repeat(MAX_METADATA_BYTES / 2);
    const current = mergeMetadata({}, { first: half });
    // Each update fits on its own; together they do not.
    expect(() => mergeMetadata(current, { second: half })).toThrow(AuthError);
    // Bytes, not characters: four-byte emoji count four times.
    expect(() => mergeMetadata({}, { climb: '🧗'.repeat(MAX_METADATA_BYTES / 3) })).toThrow(
      /too large/,
    );
  });
});
