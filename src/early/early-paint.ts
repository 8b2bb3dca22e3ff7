// The early paint (issue 49, decision note 204): a classic script of its own (the Content-Security-Policy
// allows no inline script), loaded `async` from index.html, so it runs as soon as it arrives, long before
// the entry. On a car page it asks for the car's REST answer at once and, when it comes, paints the first
// photo, the status badge, the title and the price into the start-up shell; on `/` it asks for the home
// list's first page and paints its first cards. The app's REST client then takes that same answer
// (src/platform/early-answer.ts): one request. React's first render replaces the paint in the same place.
// Anything unexpected (another page, a framed embed, a staff token, filters in the address, an answer it
// cannot read, the app already rendering) leaves the shell as it is and the app does as it always did.

import { detectLocale, type Locale } from '../i18n/locale';
import { operations } from '../graph/rest/operations';
import { operationUrl } from '../graph/rest/url';
import { earlyState, type EarlyAnswer, type EarlyState } from '../platform/early-answer';
import { carIdOf } from '../routes/car-route';
import { WIDE_WINDOW } from '../platform/wide-window';
import { readEarlyCar, renderEarlyCar } from './early-car';
import { earlyHomeUrl, readEarlyHome, renderEarlyHome } from './early-home';

/**
 * The home list's layout from this width on (the navigation bar in one row, the links with their notes,
 * nav-bar.module.css and explore-links.module.css): the shell copies only the phone's.
 */
const LIST_WIDE = '(min-width: 720px)';

function framed(win: Window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}

/** Paints the car into the shell, unless the app has begun its own first render or the shell is gone. */
function paintCar(win: Window, doc: Document, state: EarlyState, answer: EarlyAnswer, carId: string, locale: Locale) {
  // A wide window lays the car page out otherwise (gallery beside the details): the shell copies only
  // the phone's layout, so there the answer is still shared but nothing is painted early.
  if (state.rendering || win.matchMedia?.(WIDE_WINDOW).matches) return;
  const car = readEarlyCar(answer, carId, locale);
  const shellMain = doc.querySelector('#root > .boot-shell > .boot-main');
  if (!car || !shellMain) return;
  shellMain.replaceWith(renderEarlyCar(doc, car));
  // The navigation bar marks no section on a car page.
  doc.querySelector('#root .boot-tab--current')?.classList.remove('boot-tab--current');
  state.painted = true;
}

/** Paints the home list's first cards into the shell, on the same terms as the car. */
function paintHome(win: Window, doc: Document, state: EarlyState, answer: EarlyAnswer, locale: Locale) {
  // Wider than a phone the list's header and links are laid out otherwise; in English their words
  // (from the screen's catalogue, which the shell does not carry) may take another line. The answer is
  // still shared there, but nothing is painted early.
  if (state.rendering || locale !== 'zh-CN' || win.matchMedia?.(LIST_WIDE).matches) return;
  const home = readEarlyHome(answer, locale);
  const shellMain = doc.querySelector('#root > .boot-shell > .boot-main');
  if (!home || !shellMain) return;
  const painted = renderEarlyHome(doc, home);
  shellMain.replaceWith(painted);
  // The list places each row at a whole pixel (src/screens/common/car-list/window-list.ts rounds the
  // heights it measures): so do the painted rows, so the third card is where the list puts it too.
  for (const row of painted.querySelectorAll<HTMLElement>('.early-row')) {
    row.style.height = `${Math.round(row.getBoundingClientRect().height)}px`;
  }
  state.painted = true;
}

/** The REST address of the first screen's data on `path`, and how to paint its answer; null for none. */
function firstScreen(
  win: Window,
  locale: Locale,
): { url: string; paint: (state: EarlyState, answer: EarlyAnswer) => void } | null {
  const doc = win.document;
  const { pathname, search } = win.location;
  const carId = carIdOf(pathname);
  if (carId) {
    return {
      url: operationUrl(operations.car, '', { pathParams: { id: carId } }),
      paint: (state, answer) => paintCar(win, doc, state, answer, carId, locale),
    };
  }
  // The home list (route Index). An address with filters or a search shows them above the cars (the
  // active chips, the field's words): the shell does not copy those, so there the app asks for itself.
  const url = pathname === '/' ? earlyHomeUrl(search) : null;
  return url ? { url, paint: (state, answer) => paintHome(win, doc, state, answer, locale) } : null;
}

export function startEarlyPaint(win: Window): void {
  // Mock builds answer REST from a service worker that the entry starts: asked now, the call would reach
  // the static server. The early script stands aside there and the app asks as it always did.
  if (process.env.API_MOCKS === 'on') return;
  const doc = win.document;
  const state = earlyState(win);
  if (state.rendering || typeof win.fetch !== 'function') return;
  // Inside a frame (the business system's embed) the app asks with a staff token: it asks for itself.
  if (framed(win) || /staff_token=/.test(win.location.hash)) return;
  let locale: Locale;
  let screen: ReturnType<typeof firstScreen>;
  try {
    locale = detectLocale(win.location.search, win.navigator.languages ?? [win.navigator.language]);
    screen = firstScreen(win, locale);
  } catch {
    return;
  }
  if (!screen) return;
  const { url, paint: paintAnswer } = screen;
  const answer = win
    .fetch(url, { method: 'GET', headers: { Accept: 'application/json' } })
    .then((response) => response.text().then((text) => ({ status: response.status, text })));
  state.url = url;
  state.answer = answer;
  answer.then(
    (received) => {
      const paint = () => paintAnswer(state, received);
      // The shell is parsed long before the answer comes (it is in the document's first bytes); not
      // waiting for DOMContentLoaded, which waits for the entry's download too.
      if (doc.readyState === 'loading' && !doc.querySelector('#root .boot-main')) {
        doc.addEventListener('DOMContentLoaded', paint, { once: true });
      } else paint();
    },
    () => undefined,
  );
}

startEarlyPaint(window);
