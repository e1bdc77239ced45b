/**
 * Time-ordered ids (UUID version 7, RFC 9562 §5.7) for rows written often into a big table keyed by
 * a UUID. A random (version 4) key lands each insert on a random leaf of the primary key's B-tree,
 * so every insert dirties a page of its own (and on SQLite writes it to the WAL at commit); keys
 * that grow with time append to the rightmost leaf, which the inserts committed together share.
 * Still a UUID to every reader: contracts, exports and the OpenAPI `uuid` format do not change.
 * `uuid`'s v7 keeps the ids of one process increasing within a millisecond (RFC 9562 §6.2).
 */
import { v7 } from 'uuid';

export function timeOrderedId(): string {
  return v7();
}
