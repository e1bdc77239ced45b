import { describe, expect, it } from 'vitest';
import { CHECK_IN_FIELDS, checkInFieldsSchema, checkInSchema } from './check-ins.js';

describe('the list of check-in fields', () => {
  // The server's statements, the export's select and the CSV's columns are made from this list: a
  // field added to the schema and not here would be stored but never exported.
  it('names every field a check-in records, once, and nothing else', () => {
    expect([...CHECK_IN_FIELDS].sort()).toEqual(Object.keys(checkInFieldsSchema.shape).sort());
    expect(new Set(CHECK_IN_FIELDS).size).toBe(CHECK_IN_FIELDS.length);
  });

  it('is what a stored check-in holds besides its date and timestamps', () => {
    const stored = Object.keys(checkInSchema.shape).filter(
      (key) => !['date', 'created_at', 'updated_at'].includes(key),
    );
    expect([...CHECK_IN_FIELDS].sort()).toEqual(stored.sort());
  });
});
