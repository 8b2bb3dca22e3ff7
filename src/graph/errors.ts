// REST failures become GraphQL errors that say how to present them (spec section 8).

import { GraphQLError } from 'graphql';
import { documentLocale } from '../i18n/document-locale';
import type { Locale } from '../i18n/i18n';
import { alertText } from '../platform/presenter';
import { HttpStatusError, isRestError, type RestError } from './rest/errors';
import { operations, type Presentation } from './rest/operations';

export interface GraphErrorExtensions {
  code: string;
  presentation: Presentation;
  status?: number;
  operation?: string;
}

const WORDS = {
  'zh-CN': {
    notFound: (status: number) => `没有找到这项内容（错误 ${status}）。`,
    refused: (status: number) => `请求没有被接受（错误 ${status}），请稍后再试。`,
    server: (status: number) => `服务器暂时出了问题（错误 ${status}），请稍后再试。`,
    network: '网络连接失败，请检查网络后再试。',
    timeout: '服务器太久没有回应，请稍后再试。',
    unreadable: '服务器返回的内容无法读取，请稍后再试。',
  },
  en: {
    notFound: (status: number) => `We couldn't find this (error ${status}).`,
    refused: (status: number) => `The request was not accepted (error ${status}). Please try again later.`,
    server: (status: number) => `Our server ran into a problem (error ${status}). Please try again in a moment.`,
    network: "We couldn't connect. Check your network and try again.",
    timeout: 'The server took too long to answer. Please try again in a moment.',
    unreadable: "We couldn't read the server's answer. Please try again in a moment.",
  },
} as const;

/**
 * A failed call in the visitor's words and language: what an alert says and what an inline error shows
 * (spec section 8 keeps the alert and its status; the words are the visitor's, not the HTTP client's).
 * The server's own message (an error envelope) is already meant for the visitor and is kept as it is.
 * The technical message stays on the REST error, which the request log and the QA studio show.
 */
export function visitorText(error: RestError, locale: Locale = documentLocale()): string {
  const words = WORDS[locale];
  switch (error.code) {
    case 'HTTP_STATUS': {
      const { status } = error as HttpStatusError;
      if (status === 404 || status === 410) return words.notFound(status);
      return status >= 500 ? words.server(status) : words.refused(status);
    }
    case 'NETWORK':
      return words.network;
    case 'TIMEOUT':
      return words.timeout;
    case 'PARSE':
      return words.unreadable;
    default:
      return error.message;
  }
}

export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (isRestError(error)) {
    const spec =
      error.operation && error.operation in operations
        ? operations[error.operation as keyof typeof operations]
        : undefined;
    // Nothing to alert about: incomplete input was never sent; an absent response is ignored.
    const quiet = error.code === 'VALIDATION' || error.code === 'ABSENT';
    const presentation: Presentation = quiet ? 'rethrow' : (spec?.presentation ?? 'alert');
    const extensions: GraphErrorExtensions = { code: error.code, presentation };
    if (error instanceof HttpStatusError) extensions.status = error.status;
    if (error.operation) extensions.operation = error.operation;
    return new GraphQLError(visitorText(error), { originalError: error, extensions: { ...extensions } });
  }
  return new GraphQLError(alertText(error), {
    originalError: error instanceof Error ? error : undefined,
    extensions: { code: 'INTERNAL', presentation: 'rethrow' },
  });
}

export function presentationOf(error: { extensions?: Record<string, unknown> | undefined }): Presentation {
  const value = error.extensions?.presentation;
  return value === 'alert' || value === 'silent' || value === 'rethrow' ? value : 'rethrow';
}

/**
 * What kind of failure a visitor is looking at, so the error state words it truthfully: the server
 * failed (HTTP 5xx, an error envelope, a response it could not read) or the request never got an
 * answer (network, timeout). Reads a GraphQL error, Apollo's combined errors, or a REST error.
 */
export type FailureKind = 'server' | 'network' | 'unknown';

function failureCodes(error: unknown, depth = 0): { code?: unknown; status?: unknown }[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const value = error as {
    errors?: unknown;
    extensions?: unknown;
    originalError?: unknown;
    cause?: unknown;
    code?: unknown;
    status?: unknown;
    statusCode?: unknown;
  };
  const out: { code?: unknown; status?: unknown }[] = [];
  if (isRestError(error))
    out.push({ code: error.code, status: error instanceof HttpStatusError ? error.status : undefined });
  if (value.extensions && typeof value.extensions === 'object') {
    const extensions = value.extensions as { code?: unknown; status?: unknown };
    out.push({ code: extensions.code, status: extensions.status });
  }
  if (typeof value.statusCode === 'number') out.push({ status: value.statusCode });
  if (Array.isArray(value.errors)) for (const inner of value.errors) out.push(...failureCodes(inner, depth + 1));
  if (value.originalError) out.push(...failureCodes(value.originalError, depth + 1));
  if (value.cause) out.push(...failureCodes(value.cause, depth + 1));
  return out;
}

export function failureKind(error: unknown): FailureKind {
  const codes = failureCodes(error);
  const server = codes.some(
    ({ code, status }) => (typeof status === 'number' && status >= 500) || code === 'ENVELOPE' || code === 'PARSE',
  );
  if (server) return 'server';
  if (codes.some(({ code }) => code === 'NETWORK' || code === 'TIMEOUT')) return 'network';
  // A browser that knows it is offline says so, whatever the error looks like.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'network';
  return 'unknown';
}
