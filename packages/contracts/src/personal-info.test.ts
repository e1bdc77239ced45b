import { describe, expect, it } from 'vitest';
import { personalInfoSchema } from './personal-info.js';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('personal info', () => {
  it('accepts a complete profile and trims text', () => {
    const parsed = personalInfoSchema.parse({
      full_name: '  Ana López  ',
      phone: '+52 55 1234 5678',
      city: 'CDMX',
      country: 'México',
      address: 'Av. Reforma 1',
      bio: 'Hola',
      website: 'https://ana.example.com/about',
      location: 'Ciudad de México',
      birth_date: '1990-05-17',
      occupation: 'Engineer',
    });
    expect(parsed.full_name).toBe('Ana López');
  });

  it('accepts blanks for website and birth date (a cleared form field)', () => {
    expect(personalInfoSchema.parse({ website: '', birth_date: '' })).toEqual({
      website: '',
      birth_date: '',
    });
  });

  it('refuses unknown keys, long text, bad URLs and dates that are not in the past', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ nickname: 'x' }, ''],
      [{ full_name: 'x'.repeat(201) }, 'full_name'],
      [{ full_name: 42 }, 'full_name'],
      [{ website: 'not a url' }, 'website'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ birth_date: tomorrow }, 'birth_date'],
      [{ birth_date: '1990-02-30' }, 'birth_date'],
      [{ birth_date: '17/05/1990' }, 'birth_date'],
    ];
    for (const [input, path] of cases) {
      expect(paths(personalInfoSchema.safeParse(input)), JSON.stringify(input)).toEqual([path]);
    }
  });
});
