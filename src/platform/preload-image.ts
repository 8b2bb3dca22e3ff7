// The first screen's largest image (the first car's photo) starts downloading as soon as the entry's
// data prefetch knows its address, instead of after the screen has rendered: a preload link with high
// priority. The screen's own <img> then finds it in the memory cache.

/** An address the page may load as an image: http(s) or same-origin; anything else is ignored. */
function imageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim() || typeof document === 'undefined') return null;
  try {
    const url = new URL(value.trim(), document.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Adds `<link rel="preload" as="image" fetchpriority="high">` for the address, unless the page has one. */
export function preloadImage(value: unknown): boolean {
  const href = imageUrl(value);
  // The page's own head says what is preloaded already (no memory of our own that could outlive it).
  if (
    !href ||
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === href)
  )
    return false;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
  return true;
}
