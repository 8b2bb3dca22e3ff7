// Typed failures of REST calls. Each carries the operation it came from so the presentation table
// (operations.ts) can decide how a visitor sees it.

export type RestErrorCode = 'HTTP_STATUS' | 'ENVELOPE' | 'NETWORK' | 'TIMEOUT' | 'PARSE' | 'VALIDATION' | 'ABSENT';

export abstract class RestError extends Error {
  abstract readonly code: RestErrorCode;
  operation: string | undefined;
  constructor(message: string, operation?: string) {
    super(message);
    this.name = new.target.name;
    this.operation = operation;
  }
}

export class HttpStatusError extends RestError {
  readonly code = 'HTTP_STATUS' as const;
  constructor(
    readonly status: number,
    operation?: string,
    message = `Request failed with status code ${status}`,
  ) {
    super(message, operation);
  }
}

export class EnvelopeError extends RestError {
  readonly code = 'ENVELOPE' as const;
  constructor(
    message: string,
    readonly body: unknown,
    operation?: string,
  ) {
    super(message, operation);
  }
}

export class NetworkError extends RestError {
  readonly code = 'NETWORK' as const;
  constructor(operation?: string, message = 'Network Error') {
    super(message, operation);
  }
}

export class TimeoutError extends RestError {
  readonly code = 'TIMEOUT' as const;
  constructor(
    readonly timeoutMs: number,
    operation?: string,
  ) {
    super(`timeout of ${timeoutMs}ms exceeded`, operation);
  }
}

export class ParseError extends RestError {
  readonly code = 'PARSE' as const;
  constructor(message: string, operation?: string) {
    super(message, operation);
  }
}

/**
 * The server answered 200 with no body where a result was needed (spec section 8: an absent response
 * is silently ignored): no alert; the screen shows its inline state.
 */
export class AbsentResponseError extends RestError {
  readonly code = 'ABSENT' as const;
  constructor(operation?: string) {
    super('No response', operation);
  }
}

/** Input the server was never asked about because it is incomplete (e.g. a missing substation id). */
export class ValidationError extends RestError {
  readonly code = 'VALIDATION' as const;
}

export function isRestError(error: unknown): error is RestError {
  return error instanceof RestError;
}
