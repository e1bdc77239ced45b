import { describe, expect, it } from 'vitest';
import { testUser } from '@/test-support/signed-in';
import { avatarProblem } from './components/avatar-card';
import { changePasswordSchema } from '@ascend/contracts';
import { formFromProfile, profileFromForm, splitFullName } from './personal-info';

describe('personal info', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitFullName('Ana María  López ')).toEqual({
      firstName: 'Ana',
      lastName: 'María López',
    });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
  });

  it('falls back to the sign-up metadata for blank fields', () => {
    const user = testUser({
      user_metadata: { first_name: 'Ana', last_name: 'López', bio: 'Runner', phone: '+34 600' },
    });
    const form = formFromProfile({ city: 'Madrid', phone: '' }, user);
    expect(form).toMatchObject({
      firstName: 'Ana',
      lastName: 'López',
      city: 'Madrid',
      bio: 'Runner',
      phone: '+34 600',
    });
    // A stored full name wins over the metadata names.
    expect(formFromProfile({ full_name: 'Eva Ruiz Gil' }, user)).toMatchObject({
      firstName: 'Eva',
      lastName: 'Ruiz Gil',
    });
  });

  it('sends the joined, trimmed full name', () => {
    const form = formFromProfile(undefined, testUser());
    expect(profileFromForm({ ...form, firstName: ' Ana ', lastName: '' }).full_name).toBe('Ana');
    expect(profileFromForm({ ...form, firstName: 'Ana', lastName: ' López ' })).toMatchObject({
      full_name: 'Ana López',
      birth_date: '',
    });
  });
});

describe('account form rules', () => {
  it('checks that the passwords match before their length', () => {
    const problem = (password: string, confirmPassword: string) =>
      changePasswordSchema(6).safeParse({
        proof: 'password',
        currentPassword: 'old',
        code: '',
        password,
        confirmPassword,
      }).error?.issues[0]?.message ?? null;
    expect(problem('abc', 'abd')).toBe('passwordMismatch');
    expect(problem('abc', 'abc')).toBe('passwordTooShort');
    expect(problem('abcdef', 'abcdef')).toBeNull();
  });

  it('accepts JPG, PNG and GIF up to 5 MB only', () => {
    const file = (type: string, size: number) =>
      new File([new Uint8Array(size)], 'picture', { type });
    expect(avatarProblem(file('image/png', 1000))).toBeNull();
    expect(avatarProblem(file('image/gif', 5 * 1024 * 1024))).toBeNull();
    expect(avatarProblem(file('image/jpeg', 5 * 1024 * 1024 + 1))).toBe('size');
    expect(avatarProblem(file('image/webp', 10))).toBe('type');
  });
});

describe('two-factor QR code', () => {
  it('percent-encodes raw SVG markup so a colour like #000 does not cut the data URL', async () => {
    const { qrCodeImageSource } = await import('./api/auth-actions');
    const raw = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#000"/></svg>';
    const source = qrCodeImageSource(`data:image/svg+xml;utf-8,${raw}`);
    expect(source).not.toContain('#');
    expect(decodeURIComponent(source.replace('data:image/svg+xml;charset=utf-8,', ''))).toBe(raw);
    expect(qrCodeImageSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
