import { describe, expect, it } from 'vitest';
import { routePreloadsOf } from './route-preloads';

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
  chunk('assets/index.js', ['assets/react.js'], '/app/src/main.tsx', true),
  chunk('assets/react.js', []),
  chunk('assets/login.js', ['assets/react.js', 'assets/form.js'], '/app/src/login.tsx'),
  chunk('assets/form.js', ['assets/icons.js']),
  chunk('assets/icons.js', []),
  chunk('assets/contact.js', ['assets/form.js'], '/app/src/contact.tsx'),
];

describe('route preloads', () => {
  it("lists a page's chunk and its static imports, transitively, less what the entry loads", () => {
    expect(routePreloadsOf({ '/login': ['src/login.tsx'] }, bundle, root)).toEqual({
      '/login': ['assets/form.js', 'assets/icons.js', 'assets/login.js'],
    });
  });

  it('merges the modules of one path without repeating a shared chunk', () => {
    expect(
      routePreloadsOf({ '/both': ['src/login.tsx', 'src/contact.tsx'] }, bundle, root)['/both'],
    ).toEqual(['assets/contact.js', 'assets/form.js', 'assets/icons.js', 'assets/login.js']);
  });

  it('refuses a module that is not in the bundle, so a renamed page is noticed', () => {
    expect(() => routePreloadsOf({ '/gone': ['src/gone.tsx'] }, bundle, root)).toThrow(
      /no chunk for src\/gone.tsx/,
    );
  });
});
