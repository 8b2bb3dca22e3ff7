// The early paint of `/` (decision note 204): the first cards of the home list from the REST answer of its
// first page (GET /v1/cars), read by the graph's own readers and rules, and drawn in the shapes of the list
// screen's first render (CarListView, CarCard), so that render replaces them in place. Above the cards, the
// screen's heading, search, sorts, price bands, count and links are kept as skeleton blocks of their exact
// heights; in a card, the words that come from the screen's catalogue (facts, highlights, the flag's name,
// the report link) are skeleton too. Text is only ever set as text (textContent), never as HTML. An answer
// it cannot read, or a list without cars, paints nothing.

import { flagView, shownTags } from '../domain/car-flags';
import { CAR_STATUS, isUnavailable, statusKind, statusLabelText, type CarStatusKind } from '../domain/car-status';
import { FILTER_PARAMS } from '../domain/list-filters';
import { firstPageFilter, PAGE_SIZE, PREMIUM_SCOPE } from '../domain/list-page';
import { carListParams, readCarPage, type CarListingParent } from '../graph/rest/cars';
import { operations } from '../graph/rest/operations';
import { operationUrl } from '../graph/rest/url';
import type { Locale } from '../i18n/locale';
import type { EarlyAnswer } from '../platform/early-answer';
import { element, succeededBody } from './early-parts';
import { PLACEHOLDER_IMAGE } from '../platform/inline-images';
import { formatPrice, priceParts, shownOriginal } from '../ui/price-parts';

/** Cards painted at most: a phone's first screen shows two or three under the list's header. */
export const EARLY_CARDS = 3;

export interface EarlyCard {
  id: string;
  title: string;
  cover: string | null;
  kind: CarStatusKind;
  unavailable: boolean;
  /** The facts line (year, mileage, city) shows: a skeleton line of its height. */
  facts: boolean;
  /** The highlights line (the reduction, the tags) shows: a skeleton line of its height. */
  highlights: boolean;
  /** An open flag: the card's one warning chip (its name comes with the screen). */
  flagged: boolean;
  price: { current: number; original: number | null } | null;
  /** The early-access report link under the price. */
  reportEntry: boolean;
}

export interface EarlyHome {
  cards: EarlyCard[];
  locale: Locale;
}

/**
 * The REST address of the home list's first page for the address's query string, exactly as the list's
 * query asks for it through the graph (carListVariables, then fetchCars); null when the address carries
 * filters or a search, which show above the cars in ways the shell does not copy (the app then asks).
 */
export function earlyHomeUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  if (Object.values(FILTER_PARAMS).some((name) => params.has(name))) return null;
  return operationUrl(operations.cars, '', {
    params: carListParams(firstPageFilter(PREMIUM_SCOPE, search), 1, PAGE_SIZE),
  });
}

/** A list row as CarCard draws it (car-card.tsx): which parts show, from the graph's own readers. */
function earlyCard(car: CarListingParent): EarlyCard {
  const kind = statusKind(car.statusLabel);
  const unavailable = isUnavailable(kind);
  const current = car.price?.current ?? null;
  const original = car.price?.original ?? null;
  const reduce = car.price?.reduce ?? null;
  const flags = flagView(car.openFlags);
  return {
    id: car.id,
    title: car.title,
    cover: car.cover,
    kind,
    unavailable,
    facts: /^\d{4}/.test(car.registrationDate ?? '') || car.mileageKm !== null || Boolean(car.city),
    highlights: shownTags(car.tags, flags.flags).length > 0 || (reduce !== null && reduce > 0 && !unavailable),
    flagged: flags.kinds.length > 0,
    price: current === null ? null : { current, original: unavailable ? null : shownOriginal(current, original) },
    reportEntry: CAR_STATUS[kind].reportEntry && car.inspection !== null,
  };
}

/** The first cars of a REST answer of GET /v1/cars, or null for anything the list would not show as cars. */
export function readEarlyHome(answer: EarlyAnswer, locale: Locale): EarlyHome | null {
  const body = succeededBody(answer, operations.cars.envelope);
  if (body === null) return null;
  const { items } = readCarPage(body, 1, PAGE_SIZE);
  if (items.length === 0) return null;
  return { cards: items.slice(0, EARLY_CARDS).map(earlyCard), locale };
}

/** A skeleton line as tall as one line of the text it stands for (its class gives the font). */
function textLine(doc: Document, className: string): HTMLElement {
  // A zero-width space: the line box is the font's, whatever the device's fonts and text size.
  return element(doc, 'div', `early-text-line ${className}`, '\u200b');
}

/** The list screen's header, toolbar, price bands, count and links, as blocks of their heights. */
function listHead(doc: Document): HTMLElement[] {
  const header = element(doc, 'div', 'early-list-header');
  const heading = element(doc, 'div', 'early-list-heading');
  heading.append(textLine(doc, 'early-list-title'), textLine(doc, 'early-list-intro'));
  header.append(heading, element(doc, 'div', 'early-list-search'));

  const chips = (count: number) => {
    const row = element(doc, 'div', 'early-list-chips');
    for (let index = 0; index < count; index++) row.append(element(doc, 'span', 'early-list-chip'));
    return row;
  };
  const toolbar = element(doc, 'div', 'early-list-toolbar');
  const sorts = element(doc, 'div', 'early-list-row');
  sorts.append(chips(4), element(doc, 'span', 'early-list-button'));
  toolbar.append(sorts, chips(1));

  const after = element(doc, 'div', 'early-list-after');
  after.append(chips(5), textLine(doc, 'early-list-count'));

  const links = element(doc, 'div', 'early-list-links');
  for (let index = 0; index < 4; index++) {
    const link = element(doc, 'div', 'early-list-link');
    link.append(element(doc, 'span', 'early-list-icon'), textLine(doc, 'early-list-label'));
    links.append(link);
  }
  return [header, toolbar, after, links];
}

function renderCard(doc: Document, card: EarlyCard, index: number, locale: Locale): HTMLElement {
  const row = element(doc, 'div', 'early-row');
  const article = element(doc, 'article', 'early-card');
  if (card.unavailable) article.dataset.unavailable = 'true';

  const media = element(doc, 'div', 'early-card-media');
  const box = element(doc, 'span', 'early-card-image');
  const image = element(doc, 'img', 'early-card-photo');
  image.alt = '';
  image.decoding = 'async';
  // The first card's photo is the page's largest paint, and the list loads it at once (priority) from
  // the same address. The others show the loader's placeholder, as the list's first render does before
  // its lazy loader has them.
  if (index === 0 && card.cover) {
    image.setAttribute('fetchpriority', 'high');
    image.src = card.cover;
    image.addEventListener('error', () => box.setAttribute('data-state', 'error'), { once: true });
  } else {
    box.setAttribute('data-state', card.cover ? 'idle' : 'error');
    image.src = PLACEHOLDER_IMAGE;
  }
  box.append(image);
  media.append(box);
  const badge = CAR_STATUS[card.kind].badge;
  if (badge) {
    const holder = element(doc, 'span', 'early-card-badge');
    holder.append(
      element(
        doc,
        'span',
        `early-badge early-badge--${badge.tone}${badge.solid ? ' early-badge--solid' : ''}`,
        statusLabelText(card.kind, locale),
      ),
    );
    media.append(holder);
  }
  article.append(media);

  const body = element(doc, 'div', 'early-card-body');
  const title = element(doc, 'h3', 'early-card-title');
  title.append(element(doc, 'span', '', card.title));
  body.append(title);
  if (card.facts) body.append(textLine(doc, 'early-card-facts'));
  if (card.flagged) {
    const chips = element(doc, 'div', 'early-card-flags');
    chips.append(element(doc, 'span', 'early-card-flag', '\u00a0'.repeat(10)));
    body.append(chips);
  }
  if (card.highlights) body.append(textLine(doc, 'early-card-highlights'));

  const priceRow = element(doc, 'div', 'early-card-price-row');
  if (card.price) {
    const price = element(doc, 'span', 'early-card-price');
    price.lang = locale;
    const current = element(doc, 'span', 'early-card-current');
    const parts = priceParts(card.price.current, locale);
    if (parts.prefix) current.append(element(doc, 'span', 'early-unit early-unit--prefix', parts.prefix));
    current.append(element(doc, 'span', 'early-number', parts.number));
    if (parts.unit) current.append(element(doc, 'span', 'early-unit', parts.unit));
    price.append(current);
    if (card.price.original !== null) {
      const original = element(doc, 'span', 'early-card-original');
      original.append(element(doc, 's', '', formatPrice(card.price.original, locale)));
      price.append(original);
    }
    priceRow.append(price);
  } else {
    priceRow.append(element(doc, 'span', 'early-card-no-price', '—'));
  }
  // The buyer's two icon toggles (save, compare) come with the screen: their place is kept.
  priceRow.append(element(doc, 'span', 'early-card-toggles'));
  body.append(priceRow);
  if (card.unavailable) body.append(element(doc, 'p', 'early-card-note', statusLabelText(card.kind, locale)));
  if (card.reportEntry) {
    const report = element(doc, 'span', 'early-card-report');
    report.append(element(doc, 'span', 'early-card-report-line'));
    body.append(report);
  }
  article.append(body);
  row.append(article);
  return row;
}

/**
 * The home list's first screen from the early answer: the blocks above the list and the first cards,
 * in the shapes of the screen's first render, so that render replaces it in place.
 */
export function renderEarlyHome(doc: Document, home: EarlyHome): HTMLElement {
  const page = element(doc, 'div', 'early-home');
  page.setAttribute('aria-hidden', 'true');
  page.append(...listHead(doc));
  const list = element(doc, 'div', 'early-list');
  home.cards.forEach((card, index) => list.append(renderCard(doc, card, index, home.locale)));
  page.append(list);
  return page;
}
