import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articles, moments } from '../../mocks/fixtures/community';
import { checkUrl } from '../../src/domain/safe-url';
import { RichText, sanitizeHtml } from '../../src/ui/rich-text';
import { html5Vectors, mxssVectors, owaspVectors, xssVectors } from '../fixtures/xss-vectors';

/**
 * Payloads run in the page's own script realm (jsdom runs inline handlers and scripts there), whose
 * globals the test realm does not see directly: read and reset `window.__xss` with a script of the page.
 */
function runInPage(code: string): void {
  const script = document.createElement('script');
  script.textContent = code;
  document.head.append(script);
  script.remove();
}

function xssFlag(): string | null {
  runInPage(
    "document.documentElement.setAttribute('data-xss', typeof window.__xss === 'undefined' ? '' : String(window.__xss))",
  );
  const value = document.documentElement.getAttribute('data-xss');
  document.documentElement.removeAttribute('data-xss');
  return value ? value : null;
}

const FORBIDDEN_ELEMENTS = [
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'form',
  'base',
  'meta',
  'link',
  'svg',
  'math',
  'template',
  'noscript',
  'frame',
  'frameset',
  'applet',
  'input',
  'button',
  'textarea',
  'select',
  'video',
  'audio',
  'source',
  'param',
  'keygen',
  'isindex',
  'marquee',
  'details',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
  'title',
  'body',
  'html',
];
const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'srcset',
  'poster',
  'background',
  'data',
  'dynsrc',
  'lowsrc',
  'ping',
  'cite',
];
const ALLOWED_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;
const EVENTS = [
  'error',
  'load',
  'mouseover',
  'focus',
  'blur',
  'input',
  'toggle',
  'scroll',
  'animationstart',
  'begin',
  'start',
  'readystatechange',
];

/** Fires the events payloads wait for on every element, so an event handler that survived would run. */
function provoke(root: Element): void {
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const type of EVENTS) element.dispatchEvent(new Event(type));
  }
}

function assertSafe(container: HTMLElement): void {
  const elements = Array.from(container.querySelectorAll('*'));
  for (const element of elements) {
    const tag = element.localName.toLowerCase();
    expect(FORBIDDEN_ELEMENTS, `element <${tag}> survived`).not.toContain(tag);
    expect(element.namespaceURI).toBe('http://www.w3.org/1999/xhtml');
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      expect(name.startsWith('on'), `handler ${name} on <${tag}>`).toBe(false);
      expect(name, `style attribute on <${tag}>`).not.toBe('style');
      if (URL_ATTRIBUTES.includes(name) || name.endsWith(':href')) {
        expect(attribute.value, `${name}=${attribute.value} on <${tag}>`).toMatch(ALLOWED_URL);
      }
    }
    if (tag === 'a' && element.getAttribute('target') === '_blank') {
      expect(element.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
  }
  expect(container.innerHTML).not.toMatch(/javascript:|vbscript:|data:text|<script/i);
}

beforeEach(() => {
  runInPage('delete window.__xss');
});

afterEach(() => {
  runInPage('delete window.__xss');
});

describe('the XSS corpus', () => {
  it('holds at least 120 vectors from OWASP, H5SC and mXSS research', () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(120);
    expect(owaspVectors.length).toBeGreaterThan(50);
    expect(html5Vectors.length).toBeGreaterThan(30);
    expect(mxssVectors.length).toBeGreaterThan(20);
  });

  it('would be caught by this harness when left unsanitised (the canary)', () => {
    const raw = document.createElement('div');
    raw.innerHTML = '<img src="x" onerror="window.__xss=1">';
    document.body.append(raw);
    provoke(raw);
    expect(xssFlag()).toBe('1');
    raw.remove();
  });

  it.each(xssVectors.map((vector, index) => [index, vector] as const))(
    'vector %i is rendered harmless: %s',
    async (_, vector) => {
      const { container } = render(<RichText html={vector} />);
      assertSafe(container);
      provoke(container);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(xssFlag()).toBeNull();
    },
  );

  it('all vectors at once, concatenated (cross-vector namespace confusion)', async () => {
    const { container } = render(<RichText html={xssVectors.join('\n')} />);
    assertSafe(container);
    provoke(container);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(xssFlag()).toBeNull();
  });

  it('sanitising twice changes nothing (no mutation on re-parse)', () => {
    for (const vector of mxssVectors) {
      const once = sanitizeHtml(vector);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});

describe('hostile data in the mock data set', () => {
  it('every post and article body renders safely', async () => {
    for (const html of [...moments.map((post) => post.content), ...articles.map((article) => article.content)]) {
      const { container, unmount } = render(<RichText html={html} />);
      assertSafe(container);
      provoke(container);
      unmount();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(xssFlag()).toBeNull();
  });

  it('keeps the readable text of a hostile post', () => {
    render(
      <RichText html={'<p>周末洗车心得</p><script>window.__xss=1</script><img src="x" onerror="window.__xss=2">'} />,
    );
    expect(screen.getByText('周末洗车心得')).toBeInTheDocument();
  });
});

describe('RichText on ordinary content', () => {
  it('keeps prose structure: headings, lists, emphasis, quotes', () => {
    const { container } = render(
      <RichText html="<h2>看车清单</h2><p>一看<strong>漆面</strong>，二看<em>内饰</em>。</p><ul><li>维保记录</li></ul><blockquote>仅供参考</blockquote>" />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '看车清单' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('维保记录');
    expect(container.querySelector('strong')).toHaveTextContent('漆面');
    expect(container.querySelector('blockquote')).toHaveTextContent('仅供参考');
  });

  it('opens external links safely in a new tab and keeps site links in the tab', () => {
    render(
      <RichText html='<a href="https://www.example.com/guide" target="_self" rel="opener">攻略</a> <a href="/article/A1007">空调保养</a> <a href="mailto:help@example.com">邮件</a> <a href="tel:4008001234">电话</a>' />,
    );
    const external = screen.getByRole('link', { name: '攻略' });
    expect(external).toHaveAttribute('href', 'https://www.example.com/guide');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    const internal = screen.getByRole('link', { name: '空调保养' });
    expect(internal).toHaveAttribute('href', '/article/A1007');
    expect(internal).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: '邮件' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('link', { name: '电话' })).toHaveAttribute('href', 'tel:4008001234');
  });

  it('treats an absolute link to this site as a site link', () => {
    render(<RichText html={`<a href="${location.origin}/moments/P1001?x=1#c">本站</a>`} />);
    const link = screen.getByRole('link', { name: '本站' });
    expect(link).toHaveAttribute('href', '/moments/P1001?x=1#c');
    expect(link).not.toHaveAttribute('target');
  });

  it('hands site links to the router instead of reloading the page', async () => {
    const onNavigate = vi.fn();
    render(
      <RichText
        html='<p>详见 <a href="/article/A1007">空调保养指南</a> 和 <a href="https://example.com">外链</a></p>'
        onNavigate={onNavigate}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: '空调保养指南' }));
    expect(onNavigate).toHaveBeenCalledWith('/article/A1007');
    const external = screen.getByRole('link', { name: '外链' });
    // An external link is never routed in-app.
    fireEvent.click(external, { button: 0 });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('drops unsafe links but keeps their text', () => {
    render(<RichText html='<a href="javascript:alert(1)">领券</a>' />);
    expect(screen.getByText('领券')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('loads images lazily with their size reserved, and drops data: and script-scheme images', () => {
    const { container } = render(
      <RichText html='<img src="/media/articles/cover-01.svg" alt="封面" width="640" height="360"><img src="data:image/png;base64,AAAA" alt="d"><img src="/media/x.svg" width="50%" height="9px">' />,
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    const first = screen.getByRole('img', { name: '封面' });
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('decoding', 'async');
    expect(first).toHaveAttribute('width', '640');
    expect(first).toHaveAttribute('height', '360');
    const second = images[1]!;
    expect(second).toHaveAttribute('alt', '');
    expect(second).not.toHaveAttribute('width');
    expect(second).not.toHaveAttribute('height');
  });

  it('renders nothing for empty or non-string input', () => {
    const { container } = render(
      <>
        <RichText html={null} />
        <RichText html="   " />
        <RichText html={12345 as unknown as string} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('checkUrl', () => {
  it.each([
    ['https://example.com/a', 'external'],
    ['http://example.com', 'external'],
    ['mailto:a@b.cn', 'external'],
    ['tel:400800', 'external'],
    ['/moments', 'site'],
    ['#top', 'fragment'],
  ])('allows %s', (url, kind) => {
    expect(checkUrl(url)?.kind).toBe(kind);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:1',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    'blob:https://a/b',
    'relative/path',
    '',
    42,
  ])('refuses %s', (url) => {
    expect(checkUrl(url)).toBeNull();
  });
});
