import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeScreen, renderPage, testUser } from '@/test-support/signed-in';
import { UserMenu } from './user-menu';

function avatarSourceFor(avatarUrl: string): string | null {
  const user = testUser({ user_metadata: { avatar_url: avatarUrl } });
  const { container } = renderPage(<UserMenu user={user} />);
  return container.querySelector('img')?.getAttribute('src') ?? null;
}

describe("the header's avatar", () => {
  beforeEach(() => fakeScreen(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('shows an uploaded picture by path, whatever host name SITE_URL stored it under', () => {
    // Browsed under another host name, an absolute address would break `img-src 'self'`.
    expect(avatarSourceFor('https://ascend.example.com/api/v1/avatar/7f0c1c9e.webp?v=3')).toBe(
      '/api/v1/avatar/7f0c1c9e.webp?v=3',
    );
  });

  it("keeps another site's picture (e.g. Google's) as it is", () => {
    expect(avatarSourceFor('https://lh3.googleusercontent.com/a/ana')).toBe(
      'https://lh3.googleusercontent.com/a/ana',
    );
  });
});
