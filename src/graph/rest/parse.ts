// Total readers for REST payloads: any JSON in, a value of the declared type out. A missing or wrongly
// typed field becomes its empty value, so one odd field never breaks a screen; a payload whose root
// is not what the call needs becomes a ParseError (parseRoot).

import { AbsentResponseError, ParseError } from './errors';

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function rec(value: unknown): JsonRecord {
  return isRecord(value) ? value : {};
}

export function str(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** A non-empty trimmed string, or null. */
export function optStr(value: unknown): string | null {
  const text = str(value).trim();
  return text ? text : null;
}

/** A finite number (numeric strings accepted), or null. */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A finite number rounded to an integer within the GraphQL Int range, or null. */
export function int(value: unknown): number | null {
  const parsed = num(value);
  if (parsed === null) return null;
  const rounded = Math.round(parsed);
  return Math.abs(rounded) <= 2147483647 ? rounded : null;
}

export function bool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Maps every array item that reads as a value; anything else (or a non-array) reads as []. */
export function list<T>(value: unknown, read: (item: unknown, index: number) => T | null | undefined): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  value.forEach((item, index) => {
    const mapped = read(item, index);
    if (mapped !== null && mapped !== undefined) out.push(mapped);
  });
  return out;
}

export function strings(value: unknown): string[] {
  return list(value, (item) => optStr(item));
}

/** An id: a non-empty string or a finite number as a string. */
export function id(value: unknown): string | null {
  return optStr(value);
}

/** The root as a record, or a ParseError naming the operation. */
export function parseRoot(body: unknown, operation: string): JsonRecord {
  if (body === undefined || body === null) throw new AbsentResponseError(operation);
  if (!isRecord(body)) throw new ParseError(`Unexpected response from ${operation}`, operation);
  return body;
}

/** An http(s) or site-relative URL, else null: server-supplied links never become javascript: or data: URLs. */
export function safeUrl(value: unknown): string | null {
  const text = optStr(value);
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
