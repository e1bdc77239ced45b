/**
 * Response serialisation that turns a read-cache value (db/user-read-cache.ts) into JSON once: the
 * value is deep-frozen and shared by every request until the user's rows change, so its JSON cannot
 * change either. Any other value is serialised afresh, as before.
 */
import { isCachedValue } from '../db/user-read-cache.js';

export function serializeCachedOnce<Value>(
  serialize: (value: Value) => string,
): (value: Value) => string {
  const serialized = new WeakMap<object, string>();
  return (value) => {
    if (!isCachedValue(value)) return serialize(value);
    let text = serialized.get(value);
    if (text === undefined) {
      text = serialize(value);
      serialized.set(value, text);
    }
    return text;
  };
}
