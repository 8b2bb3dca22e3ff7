// What the early paint's two screens (early-car.ts, early-home.ts) share: reading a REST answer's body
// the way the REST client does, and making an element with its text set only as text.

import { envelopeSucceeded } from '../graph/rest/envelope';
import type { Envelope } from '../graph/rest/operations';
import type { EarlyAnswer } from '../platform/early-answer';

/** The body of a successful answer (200, JSON, the operation's envelope saying success), else null. */
export function succeededBody(answer: EarlyAnswer, envelope: Envelope): unknown {
  if (answer.status !== 200 || !answer.text.trim()) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return null;
  }
  return envelopeSucceeded(envelope, body) ? body : null;
}

/** An element with a class and, if given, its text (textContent: never HTML). */
export function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
