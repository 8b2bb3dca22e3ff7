// The early paint of a car page (decision note 204): what the car's REST answer gives the page's first
// screen (the first photo, the status badge, the title, the price), read by the graph's own readers and
// rules, and drawn as the page's first render will draw it, with the start-up skeleton for the rest.
// Text is only ever set as text (textContent), never as HTML. An answer it cannot read paints nothing.

import { CAR_STATUS, isUnavailable, statusKind, statusLabelText, type CarStatusKind } from '../domain/car-status';
import { coverImage, pictureSummary } from '../domain/car-images';
import type { Locale } from '../i18n/locale';
import { readCarHead } from '../graph/rest/cars';
import { operations } from '../graph/rest/operations';
import type { EarlyAnswer } from '../platform/early-answer';
import { element, succeededBody } from './early-parts';
import { formatPrice, priceParts, shownOriginal } from '../ui/price-parts';

export interface EarlyCar {
  title: string;
  /** The gallery's first photo (pictureSummary, else the cover), as the car page picks it. */
  photo: string | null;
  kind: CarStatusKind;
  /** Other badges beside the status (motorcycle, new energy, the dealer's tags): a placeholder of their height. */
  otherBadges: boolean;
  price: { current: number; original: number | null } | null;
  locale: Locale;
}

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** The car in a REST answer of GET /v1/car/{id}, or null for anything the page would not show as a car. */
export function readEarlyCar(answer: EarlyAnswer, carId: string, locale: Locale): EarlyCar | null {
  const body = succeededBody(answer, operations.car.envelope);
  if (body === null) return null;
  const head = readCarHead(body, carId);
  if (!head) return null;
  const photo = pictureSummary(head.images)[0]?.url ?? coverImage(head.images)?.url ?? null;
  const current = head.price?.current;
  const original = head.price?.original;
  return {
    title: head.title,
    photo,
    kind: statusKind(head.statusLabel),
    otherBadges: head.isMotorcycle || head.newEnergy.isNewEnergy || head.tags.length > 0,
    // As CarPriceBlock: a price that is not positive is not shown (the page says it is to be agreed).
    price: positive(current) ? { current, original: shownOriginal(current, original) } : null,
    locale,
  };
}

function skeletonLine(doc: Document, modifier = ''): HTMLElement {
  return element(doc, 'div', `boot-line${modifier ? ` boot-line--${modifier}` : ''}`);
}

/**
 * The car page's first screen from the early answer, in the shapes of the page's own first render
 * (the gallery's 4:3 frame, the price panel: labels, title, price), so that render replaces it in place.
 */
export function renderEarlyCar(doc: Document, car: EarlyCar): HTMLElement {
  const page = element(doc, 'div', 'early-car');
  page.dataset.status = car.kind;

  const gallery = element(doc, 'div', 'early-gallery');
  if (car.photo) {
    const photo = element(doc, 'img', 'early-photo');
    photo.setAttribute('fetchpriority', 'high');
    photo.decoding = 'async';
    photo.alt = car.title;
    photo.src = car.photo;
    // A photo that fails shows the frame's ground, as the page's own placeholder would.
    photo.addEventListener('error', () => photo.remove(), { once: true });
    gallery.append(photo);
  } else {
    gallery.classList.add('early-gallery--empty');
  }
  page.append(gallery);

  const body = element(doc, 'div', 'early-body');
  const panel = element(doc, 'section', 'early-panel');
  panel.setAttribute('aria-hidden', 'true');

  const labels = element(doc, 'div', 'early-labels');
  const badge = CAR_STATUS[car.kind].badge;
  if (badge) {
    const holder = element(doc, 'span', '');
    const text = element(
      doc,
      'span',
      `early-badge early-badge--${badge.tone}${badge.solid ? ' early-badge--solid' : ''}`,
      statusLabelText(car.kind, car.locale),
    );
    holder.append(text);
    labels.append(holder);
  }
  if (car.otherBadges) {
    // The badges' row keeps its height; their words come with the page.
    const list = element(doc, 'div', 'early-badges');
    const item = element(doc, 'span', '');
    item.append(element(doc, 'span', 'early-badge early-badge--pending', '\u00a0'.repeat(8)));
    list.append(item);
    labels.append(list);
  }
  panel.append(labels);

  panel.append(element(doc, 'h1', 'early-title', car.title));

  const block = element(doc, 'div', 'early-price-block');
  block.dataset.muted = String(isUnavailable(car.kind));
  if (car.price) {
    const headline = element(doc, 'div', 'early-headline');
    const price = element(doc, 'span', 'early-price');
    price.lang = car.locale;
    const current = element(doc, 'span', 'early-current');
    const parts = priceParts(car.price.current, car.locale);
    if (parts.prefix) current.append(element(doc, 'span', 'early-unit early-unit--prefix', parts.prefix));
    current.append(element(doc, 'span', 'early-number', parts.number));
    if (parts.unit) current.append(element(doc, 'span', 'early-unit', parts.unit));
    price.append(current);
    if (car.price.original !== null) {
      const original = element(doc, 'span', 'early-original');
      original.append(element(doc, 's', '', formatPrice(car.price.original, car.locale)));
      price.append(original);
    }
    headline.append(price);
    block.append(headline);
  } else {
    block.append(skeletonLine(doc, 'price'));
  }
  panel.append(block);
  panel.append(skeletonLine(doc), skeletonLine(doc, 'short'));

  body.append(panel);
  page.append(body);
  return page;
}
