/**
 * Detects prototype pollution in this process (the server under test runs in it): any property
 * added to or changed on Object.prototype or Array.prototype since the baseline was taken.
 */
function describe(target: object): Map<string, unknown> {
  return new Map(
    Reflect.ownKeys(target).map((key) => [
      String(key),
      Object.getOwnPropertyDescriptor(target, key)?.value,
    ]),
  );
}

export function prototypeIntegrity() {
  const baseline = { object: describe(Object.prototype), array: describe(Array.prototype) };
  return {
    /** `object.polluted`-style names of what changed; empty when nothing did. */
    changes(): string[] {
      const now = { object: describe(Object.prototype), array: describe(Array.prototype) };
      const changed: string[] = [];
      for (const name of ['object', 'array'] as const) {
        for (const [key, value] of now[name]) {
          if (!baseline[name].has(key) || baseline[name].get(key) !== value) {
            changed.push(`${name}.${key}`);
          }
        }
      }
      return changed;
    },
  };
}
