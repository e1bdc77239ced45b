/**
 * Serialisation for a payload that many requests answer alike and that cannot change: the handler
 * says so with `unchanging(value)`, and the service's serialiser turns that value into JSON once.
 * Everything else is serialised afresh. The hottest reads (`GET /auth/v1/user`,
 * `GET /api/v1/settings`) answer a shared value from the per-user read cache, frozen all the way
 * down; serialising it (for the product API, validating it against the route's schema too) was a
 * tenth of such a request's cost.
 */

/** The JSON of each unchanging payload, once serialised (undefined until then). */
const texts = new WeakMap<object, string | undefined>();

/**
 * Marks `value` as unchanging and returns it. It must be frozen all the way down (a value from the
 * read cache is); the top level is checked, as a frozen object is what the promise is about.
 */
export function unchanging<Value extends object>(value: Value): Value {
  if (!texts.has(value)) {
    if (!Object.isFrozen(value)) throw new TypeError('an unchanging payload must be frozen');
    texts.set(value, undefined);
  }
  return value;
}

export function serializeUnchangingOnce<Value>(
  serialize: (value: Value) => string,
): (value: Value) => string {
  return (value) => {
    if (typeof value !== 'object' || value === null || !texts.has(value)) return serialize(value);
    let text = texts.get(value);
    if (text === undefined) {
      text = serialize(value);
      texts.set(value, text);
    }
    return text;
  };
}
