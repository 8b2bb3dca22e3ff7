// The car page's pattern and what makes a car id, without react-router: paths.ts and params.ts take them
// from here, and so does the early paint (src/early), a script too small to carry the router.

export const CAR_PATTERN = '/car/:id';

const CAR_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

export function isCarId(value: string | undefined | null): value is string {
  return typeof value === 'string' && CAR_ID.test(value);
}

/** The car id of a car page's address (the route's own pattern, `/car/:id`), or null. */
export function carIdOf(pathname: string): string | null {
  const pattern = CAR_PATTERN.split('/');
  const parts = pathname.replace(/\/$/, '').split('/');
  if (parts.length !== pattern.length) return null;
  let carId: string | null = null;
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] ?? '';
    const part = parts[i] ?? '';
    if (want.startsWith(':')) {
      try {
        carId = decodeURIComponent(part);
      } catch {
        return null;
      }
    } else if (want !== part) return null;
  }
  return isCarId(carId) ? carId : null;
}
