/**
 * The production build (`tsconfig.build.json`) compiles what the server runs and nothing else:
 * no test, no test-support kit (those import dev dependencies that a production install lacks).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

function isTestOnly(file: string): boolean {
  const relative = path.relative(serverDir, file).split(path.sep).join('/');
  return /\.test\.ts$/.test(relative) || relative.split('/').includes('test-support');
}

function buildFiles(): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(serverDir, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => expect(diagnostic).toBe(null),
    },
  );
  expect(parsed?.errors ?? []).toEqual([]);
  return parsed?.fileNames ?? [];
}

/** Relative imports of a file, resolved to the source files they name (`.js` → `.ts`). */
function relativeImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')));
}

describe('the production build', () => {
  it('includes no test and no test-support module', () => {
    const files = buildFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => file.endsWith(path.join('src', 'main.ts')))).toBe(true);
    expect(files.filter(isTestOnly)).toEqual([]);
  });

  it('has no module that imports test support (it would be compiled in through the import)', () => {
    const offenders = buildFiles().flatMap((file) =>
      relativeImports(file)
        .filter(isTestOnly)
        .map((target) => `${path.relative(serverDir, file)} → ${path.relative(serverDir, target)}`),
    );
    expect(offenders).toEqual([]);
  });
});
