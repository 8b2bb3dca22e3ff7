// The early paint (issue 49, decision note 204): a classic script of its own (the Content-Security-Policy
// allows no inline script), loaded `async` from index.html, so it runs as soon as it arrives, long before
// the entry. On a car page it asks for the car's REST answer at once and, when it comes, paints the first
// photo, the status badge, the title and the price into the start-up shell. The app's REST client then
// takes that same answer (src/platform/early-answer.ts): one request. React's first render replaces the
// paint in the same place. Anything unexpected (another page, a framed embed, a staff token, an answer
// it cannot read, the app already rendering) leaves the shell as it is and the app does as it always did.

import { detectLocale } from '../i18n/locale';
import { operations } from '../graph/rest/operations';
import { operationUrl } from '../graph/rest/url';
import { earlyState, type EarlyAnswer, type EarlyState } from '../platform/early-answer';
import { carIdOf } from '../routes/car-route';
import { WIDE_WINDOW } from '../platform/wide-window';
import { readEarlyCar, renderEarlyCar } from './early-car';

function framed(win: Window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}

/** Paints the car into the shell, unless the app has begun its own first render or the shell is gone. */
function paintCar(
  win: Window,
  doc: Document,
  state: EarlyState,
  answer: EarlyAnswer,
  carId: string,
  locale: 'zh-CN' | 'en',
) {
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

export function startEarlyPaint(win: Window): void {
  // Mock builds answer REST from a service worker that the entry starts: asked now, the call would reach
  // the static server. The early script stands aside there and the app asks as it always did.
  if (process.env.API_MOCKS === 'on') return;
  const doc = win.document;
  const state = earlyState(win);
  if (state.rendering || typeof win.fetch !== 'function') return;
  const carId = carIdOf(win.location.pathname);
  // Inside a frame (the business system's embed) the app asks with a staff token: it asks for itself.
  if (!carId || framed(win) || /staff_token=/.test(win.location.hash)) return;
  let locale: 'zh-CN' | 'en';
  try {
    locale = detectLocale(win.location.search, win.navigator.languages ?? [win.navigator.language]);
  } catch {
    return;
  }
  const url = operationUrl(operations.car, '', { pathParams: { id: carId } });
  const answer = win
    .fetch(url, { method: 'GET', headers: { Accept: 'application/json' } })
    .then((response) => response.text().then((text) => ({ status: response.status, text })));
  state.url = url;
  state.answer = answer;
  answer.then(
    (received) => {
      const paint = () => paintCar(win, doc, state, received, carId, locale);
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
