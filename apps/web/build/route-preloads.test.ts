import { describe, expect, it } from 'vitest';
import { bootPreloadsOf, routePreloadsOf } from './route-preloads';

const root = '/app';
const chunk = (
  fileName: string,
  imports: string[],
  facade: string | null = null,
  isEntry = false,
) => ({
  fileName,
  imports,
  facadeModuleId: facade,
  isEntry,
});

const bundle = [
  chunk('assets/index.js', ['assets/styles.js'], '/app/src/main.tsx', true),
  chunk('assets/styles.js', []),
  chunk('assets/boot.js', ['assets/react.js', 'assets/index.js'], '/app/src/boot.tsx'),
  chunk('assets/react.js', []),
  chunk('assets/login.js', ['assets/react.js', 'assets/form.js'], '/app/src/login.tsx'),
  chunk('assets/form.js', ['assets/icons.js']),
  chunk('assets/icons.js', []),
  chunk('assets/contact.js', ['assets/form.js'], '/app/src/contact.tsx'),
];

const BOOT = 'src/boot.tsx';

describe('route preloads', () => {
  it('preloads the boot module and its static imports on every page, less what the entry loads', () => {
    const { entry, boot } = bootPreloadsOf(BOOT, bundle, root);
    expect([...entry].sort()).toEqual(['assets/index.js', 'assets/styles.js']);
    expect(boot).toEqual(['assets/boot.js', 'assets/react.js']);
    expect(() => bootPreloadsOf('src/gone.tsx', bundle, root)).toThrow(
      /no chunk for src\/gone.tsx/,
    );
  });

  it("lists a page's chunk and its static imports, transitively, less what every page loads", () => {
    expect(routePreloadsOf({ '/login': ['src/login.tsx'] }, BOOT, bundle, root)).toEqual({
      '/login': ['assets/form.js', 'assets/icons.js', 'assets/login.js'],
    });
  });

  it('merges the modules of one path without repeating a shared chunk', () => {
    expect(
      routePreloadsOf({ '/both': ['src/login.tsx', 'src/contact.tsx'] }, BOOT, bundle, root)[
        '/both'
      ],
    ).toEqual(['assets/contact.js', 'assets/form.js', 'assets/icons.js', 'assets/login.js']);
  });

  it('refuses a module that is not in the bundle, so a renamed page is noticed', () => {
    expect(() => routePreloadsOf({ '/gone': ['src/gone.tsx'] }, BOOT, bundle, root)).toThrow(
      /no chunk for src\/gone.tsx/,
    );
  });
});
