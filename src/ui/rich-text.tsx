// The one component that turns server HTML (articles, community posts) into DOM. Everything goes
// through DOMPurify with an allow-list of plain-prose elements; links keep safe schemes only and
// external ones open in a new tab without access to this page; images load lazily with their size
// reserved. See docs/decisions/020-rich-text.md.

import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { checkUrl, IMAGE_SCHEMES, LINK_SCHEMES } from '../domain/safe-url';
import { cx } from './class-names';
import * as styles from './rich-text.module.css';

export interface RichTextProps {
  html: string | null | undefined;
  className?: string;
  /**
   * Site-relative links are handed to this (the app's router) instead of reloading the page; without
   * it they are ordinary links.
   */
  onNavigate?: (path: string) => void;
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'q',
  'pre',
  'code',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
];

const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'class', 'colspan', 'rowspan', 'lang', 'dir'];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  // No data-* (they feed scripts and CSS selectors), no unknown protocols, no SVG/MathML namespaces.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?![/\\])|#)/i,
  // Plain values: judged by their own rules below, not as URLs.
  ADD_URI_SAFE_ATTR: ['width', 'height', 'colspan', 'rowspan', 'lang', 'dir'],
  // Keep the text of dropped wrappers (e.g. <font>) but never the content of dangerous elements.
  KEEP_CONTENT: true,
  FORBID_CONTENTS: [
    'script',
    'style',
    'template',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'textarea',
    'title',
    'xmp',
    'plaintext',
    'select',
    'form',
  ],
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  WHOLE_DOCUMENT: false,
  RETURN_TRUSTED_TYPE: false,
};

const DIMENSION = /^\d{1,4}$/;

let purifier: Purifier | null = null;

function pageOrigin(): string | undefined {
  return typeof location !== 'undefined' ? location.origin : undefined;
}

function finishLink(node: Element): void {
  const checked = checkUrl(node.getAttribute('href'), LINK_SCHEMES, pageOrigin());
  node.removeAttribute('target');
  node.removeAttribute('rel');
  if (!checked) {
    node.removeAttribute('href');
    return;
  }
  node.setAttribute('href', checked.url);
  if (checked.kind === 'external') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
}

function finishImage(node: Element): void {
  const checked = checkUrl(node.getAttribute('src'), IMAGE_SCHEMES, pageOrigin());
  if (!checked || checked.kind === 'fragment') {
    node.remove();
    return;
  }
  node.setAttribute('src', checked.url);
  node.setAttribute('loading', 'lazy');
  node.setAttribute('decoding', 'async');
  if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  for (const name of ['width', 'height']) {
    const value = node.getAttribute(name);
    if (value !== null && !DIMENSION.test(value.trim())) node.removeAttribute(name);
  }
}

function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  // An instance of our own: hooks added here never affect another user of DOMPurify.
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  // Parsed once: given with each call, DOMPurify rebuilds its allow-list sets every time (in a profile
  // of /moments at a 4x CPU slowdown, 25 ms for a page of ten posts).
  instance.setConfig(CONFIG);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') finishLink(node);
    else if (node.nodeName === 'IMG') finishImage(node);
  });
  purifier = instance;
  return purifier;
}

const INLINE_HANDLER = /(<[^<>]*?)[\s/]on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/**
 * Drops on*= attributes before DOMPurify parses the markup. Not a defence of its own (DOMPurify is):
 * Chrome reports the page's Content-Security-Policy for handlers met while parsing, even in the inert
 * document DOMPurify uses, which would fill the console with violations that executed nothing.
 */
function withoutInlineHandlers(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(INLINE_HANDLER, '$1 ');
  } while (current !== previous);
  return current;
}

/** Safe HTML for `html`, or '' when it cannot be made safe (no DOM, an unsupported browser). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (typeof html !== 'string' || !html.trim()) return '';
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(withoutInlineHandlers(html)) as string;
}

export function RichText({ html, className, onNavigate }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!anchor || anchor.hasAttribute('target')) return;
    const href = anchor.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    onNavigate(href);
  };

  if (!clean) return null;
  // The click handler only routes links the visitor activates; keyboard activation of a link fires
  // the same click event, so the container needs no role of its own.
  return (
    <div className={cx(styles.richText, className)} onClick={handleClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
