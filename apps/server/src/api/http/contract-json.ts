/**
 * Checks for the serialisers written for one contract (api-plugin.ts' CONTRACT_SERIALIZERS): each
 * answers the value when it is of the contract's type and form, and throws a ContractMismatch (a
 * 500, as zod's serialiser throws) naming the answer and the path otherwise. They check what zod's
 * schemas check: a number is finite (`z.number()`), an integer a safe one (`.int()`), an id
 * matches `z.uuid()`'s pattern, a local date is a calendar date within the product's range.
 */
import { EARLIEST_LOCAL_DATE, LATEST_LOCAL_DATE, isCalendarDate } from '@ascend/contracts';
import { z } from 'zod';

/** The pattern `z.uuid()` checks. */
const UUID = z.regexes.uuid();

class ContractMismatch extends Error {
  constructor(answer: string, path: string) {
    super(`The ${answer} answered does not match its contract at ${path}`);
  }
}

/**
 * The checks of one answer's serialiser, its mismatches named after it. Each takes the value, where
 * it is (`entries[3]`) and its field: the path is written only for a mismatch, as an answer of
 * hundreds of rows would otherwise build a string for each of their fields.
 */
export function contractChecks(answer: string) {
  const mismatch = (at: string, field?: string) =>
    new ContractMismatch(answer, field === undefined ? at : `${at}.${field}`);
  const text = (value: unknown, at: string, field?: string): string => {
    if (typeof value !== 'string') throw mismatch(at, field);
    return value;
  };
  const number = (value: unknown, at: string, field?: string): number => {
    if (typeof value !== 'number' || !Number.isFinite(value)) throw mismatch(at, field);
    return value;
  };
  const integer = (value: unknown, at: string, field?: string): number => {
    if (!Number.isSafeInteger(value)) throw mismatch(at, field);
    return value as number;
  };
  return {
    mismatch,
    text,
    textOrNull: (value: unknown, at: string, field?: string) =>
      value === null ? null : text(value, at, field),
    number,
    numberOrNull: (value: unknown, at: string, field?: string) =>
      value === null ? null : number(value, at, field),
    integer,
    integerOrNull: (value: unknown, at: string, field?: string) =>
      value === null ? null : integer(value, at, field),
    uuid: (value: unknown, at: string, field?: string): string => {
      if (!UUID.test(text(value, at, field))) throw mismatch(at, field);
      return value as string;
    },
    localDate: (value: unknown, at: string, field?: string): string => {
      const date = text(value, at, field);
      if (!isCalendarDate(date) || date < EARLIEST_LOCAL_DATE || date > LATEST_LOCAL_DATE) {
        throw mismatch(at, field);
      }
      return date;
    },
    list: (value: unknown, at: string, field?: string): unknown[] => {
      if (!Array.isArray(value)) throw mismatch(at, field);
      return value;
    },
  };
}
