/**
 * Time-ordered UUIDs (version 7, RFC 9562 §5.7) for rows written often into a big table whose
 * primary key is a UUID. A random UUID (version 4) lands each new key on a random leaf of the
 * primary key's B-tree, so every insert dirties (and on SQLite writes to the WAL at commit) a page of
 * its own; keys that grow with time append to the same rightmost leaf, which the inserts committed
 * together share. Still a UUID to every reader (contracts, exports, the OpenAPI `uuid` format).
 *
 * Layout: 48 bits of Unix milliseconds, the version (7), 12 bits of a counter that keeps the ids
 * of one process increasing within a millisecond (RFC 9562 §6.2, method 1: it starts at a random
 * value below half its range each millisecond; when it runs out the timestamp moves on by one),
 * the variant (0b10) and 62 random bits.
 */
import { randomFillSync } from 'node:crypto';

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Random bytes an id takes: the counter's start (2), then 8 for the 62 random bits. */
const BYTES_PER_ID = 10;

/** Random bytes drawn in blocks: one call to the generator serves 256 ids. */
const pool = Buffer.alloc(BYTES_PER_ID * 256);
let poolOffset = pool.length;

/** Where this id's random bytes start in the pool. */
function randomBytesAt(): number {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const at = poolOffset;
  poolOffset += BYTES_PER_ID;
  return at;
}

let lastMs = 0;
let counter = 0;

/** A new version 7 UUID, greater than every one this process made before it. */
export function timeOrderedId(now: number = Date.now()): string {
  const at = randomBytesAt();
  if (now > lastMs) {
    lastMs = now;
    counter = ((pool[at]! << 8) | pool[at + 1]!) & 0x7ff;
  } else {
    counter += 1;
    if (counter > 0xfff) {
      lastMs += 1;
      counter = ((pool[at]! << 8) | pool[at + 1]!) & 0x7ff;
    }
  }
  const ms = lastMs;
  const high = Math.floor(ms / 0x1_0000_0000);
  const low = ms >>> 0;
  return (
    HEX[(high >>> 8) & 0xff]! +
    HEX[high & 0xff]! +
    HEX[(low >>> 24) & 0xff]! +
    HEX[(low >>> 16) & 0xff]! +
    '-' +
    HEX[(low >>> 8) & 0xff]! +
    HEX[low & 0xff]! +
    '-' +
    HEX[0x70 | (counter >>> 8)]! +
    HEX[counter & 0xff]! +
    '-' +
    HEX[0x80 | (pool[at + 2]! & 0x3f)]! +
    HEX[pool[at + 3]!]! +
    '-' +
    HEX[pool[at + 4]!]! +
    HEX[pool[at + 5]!]! +
    HEX[pool[at + 6]!]! +
    HEX[pool[at + 7]!]! +
    HEX[pool[at + 8]!]! +
    HEX[pool[at + 9]!]!
  );
}
