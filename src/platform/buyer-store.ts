// The buyer's own data on this device: saved cars, recently viewed cars, the compare tray, saved
// searches, the viewings booked and the cars reserved. One versioned localStorage entry, read defensively: corrupt or foreign data is dropped
// entry by entry and a valid entry is never lost; every list is bounded. Listeners hear every change,
// including a change made in another tab (the `storage` event). One store per app (src/app/services.ts
// makes it); the graph's buyer resolvers (src/graph/resolvers/buyer.ts, through the graph's context), the
// compare tray and the QA studio reach it as a parameter.

export const BUYER_STORE_KEY = 'buyer-store';
/**
 * 1: saved cars as ids only (`{ v: 1, saved: string[] }`); 2: saved cars keep what the buyer saw
 * (title, cover, price and status at the time of saving), plus history, compare and saved searches;
 * 3: plus the viewings booked; 4: plus the reservations made here (an older entry reads as version 4
 * without what it did not have).
 */
export const BUYER_STORE_VERSION = 4;

export const BUYER_LIMITS = {
  saved: 100,
  recent: 50,
  compare: 4,
  searches: 20,
  bookings: 20,
  reservations: 20,
} as const;

/** What the buyer saw of a car when saving or opening it. */
export interface CarSnapshot {
  id: string;
  title: string;
  cover: string | null;
  /** Yuan. */
  price: number | null;
  statusLabel: string | null;
}

export interface SavedCarEntry extends CarSnapshot {
  savedAt: number;
}

export interface ViewedCarEntry extends CarSnapshot {
  viewedAt: number;
}

export type SavedSearchList = 'premium' | 'discount';

export interface SavedSearchEntry {
  id: string;
  list: SavedSearchList;
  /** The list's URL query without the leading '?', e.g. `brand=B15&price_max=300000`. */
  query: string;
  savedAt: number;
  lastOpenedAt: number;
}

/** A viewing booked from a car's page (the server's reference and what the buyer chose). */
export interface ViewingBookingEntry {
  /** The server's reference, e.g. `YY202611281001`. */
  id: string;
  carId: string;
  carTitle: string;
  substationId: string;
  substationName: string;
  /** YYYY-MM-DD. */
  day: string;
  /** e.g. `14:00-16:00`. */
  slot: string;
  name: string;
  /** The mobile number masked (`138****5678`): the device keeps no more of it than the page shows. */
  phoneMasked: string;
  bookedAt: number;
  contactWithinHours: number;
  /** The booking's secret from the server, which changes or cancels it (null: only the showroom can). */
  manageToken: string | null;
  /** Cancelled (from this device): kept so the buyer sees it was, not shown as a visit to come. */
  cancelled: boolean;
}

/** A reservation made from a car's page: the server's id and reference, and the car as the buyer saw it.
 *  Its state is never kept here: the server's word is read each time it is shown. */
export interface ReservationEntry {
  /** The server's reservation id (GET /v1/reservation/{id}). */
  id: string;
  /** What the buyer quotes at the showroom. */
  reference: string;
  carId: string;
  carTitle: string;
  reservedAt: number;
}

export interface BuyerData {
  /** Newest first. */
  saved: readonly SavedCarEntry[];
  /** Newest first, each car once. */
  recent: readonly ViewedCarEntry[];
  /** In the order they were added. */
  compare: readonly string[];
  /** Newest first. */
  searches: readonly SavedSearchEntry[];
  /** Newest first, each reference once. */
  bookings: readonly ViewingBookingEntry[];
  /** Newest first, each reservation once. */
  reservations: readonly ReservationEntry[];
}

export const EMPTY_BUYER_DATA: BuyerData = {
  saved: [],
  recent: [],
  compare: [],
  searches: [],
  bookings: [],
  reservations: [],
};

export interface StorageArea {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

// ---------------------------------------------------------------------------------------------
// Reading: every value is checked; what is not valid is left out.
// ---------------------------------------------------------------------------------------------

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
const MAX_TEXT = 200;
const MAX_URL = 2000;
const MAX_QUERY = 1000;

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isEntryId(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value);
}

function text(value: unknown, max = MAX_TEXT): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

function amount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 1e10 ? Math.round(value) : null;
}

function time(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 8.64e15 ? Math.floor(value) : null;
}

/** A safe image address: site-relative or http(s); anything else (javascript:, data:) is dropped. */
function imageUrl(value: unknown): string | null {
  const url = text(value, MAX_URL);
  if (!url) return null;
  return /^(\/(?!\/)|https?:\/\/)/i.test(url) ? url : null;
}

export function readSnapshot(value: unknown): CarSnapshot | null {
  if (!isRecord(value) || !isEntryId(value.id)) return null;
  return {
    id: value.id,
    title: text(value.title) ?? value.id,
    cover: imageUrl(value.cover),
    price: amount(value.price),
    statusLabel: text(value.statusLabel, 20),
  };
}

function readSaved(value: unknown): SavedCarEntry | null {
  const snapshot = readSnapshot(value);
  const savedAt = isRecord(value) ? time(value.savedAt) : null;
  return snapshot && savedAt ? { ...snapshot, savedAt } : null;
}

function readViewed(value: unknown): ViewedCarEntry | null {
  const snapshot = readSnapshot(value);
  const viewedAt = isRecord(value) ? time(value.viewedAt) : null;
  return snapshot && viewedAt ? { ...snapshot, viewedAt } : null;
}

export function isSavedSearchList(value: unknown): value is SavedSearchList {
  return value === 'premium' || value === 'discount';
}

/** A list query as kept: no leading '?', at most MAX_QUERY characters, parameters sorted (one search, one entry). */
export function normalizeQuery(query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  params.sort();
  const normalized = params.toString();
  return normalized.length <= MAX_QUERY ? normalized : '';
}

function readSearch(value: unknown): SavedSearchEntry | null {
  if (!isRecord(value) || !isEntryId(value.id) || !isSavedSearchList(value.list) || typeof value.query !== 'string')
    return null;
  const savedAt = time(value.savedAt);
  if (!savedAt || value.query.length > MAX_QUERY) return null;
  return {
    id: value.id,
    list: value.list,
    query: normalizeQuery(value.query),
    savedAt,
    lastOpenedAt: time(value.lastOpenedAt) ?? savedAt,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLOT = /^\d{2}:\d{2}-\d{2}:\d{2}$/;
const MASKED_PHONE = /^\d{3}\*{4}\d{4}$/;

function readBooking(value: unknown): ViewingBookingEntry | null {
  if (!isRecord(value) || !isEntryId(value.id) || !isEntryId(value.carId) || !isEntryId(value.substationId))
    return null;
  const day = typeof value.day === 'string' && DAY.test(value.day) ? value.day : null;
  const slot = typeof value.slot === 'string' && SLOT.test(value.slot) ? value.slot : null;
  const bookedAt = time(value.bookedAt);
  const name = text(value.name, 20);
  if (!day || !slot || !bookedAt || !name) return null;
  const hours =
    typeof value.contactWithinHours === 'number' &&
    Number.isInteger(value.contactWithinHours) &&
    value.contactWithinHours > 0 &&
    value.contactWithinHours <= 72
      ? value.contactWithinHours
      : 24;
  return {
    id: value.id,
    carId: value.carId,
    carTitle: text(value.carTitle) ?? value.carId,
    substationId: value.substationId,
    substationName: text(value.substationName, 60) ?? value.substationId,
    day,
    slot,
    name,
    phoneMasked:
      typeof value.phoneMasked === 'string' && MASKED_PHONE.test(value.phoneMasked) ? value.phoneMasked : '****',
    bookedAt,
    contactWithinHours: hours,
    manageToken:
      typeof value.manageToken === 'string' && value.manageToken.length > 0 && value.manageToken.length <= 200
        ? value.manageToken
        : null,
    cancelled: value.cancelled === true,
  };
}

const RESERVATION_ID = /^[A-Za-z0-9][\w-]{0,63}$/;

function readReservationEntry(value: unknown): ReservationEntry | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !RESERVATION_ID.test(value.id) || !isEntryId(value.carId))
    return null;
  const reference = text(value.reference, 40);
  const reservedAt = time(value.reservedAt);
  if (!reference || !reservedAt) return null;
  return { id: value.id, reference, carId: value.carId, carTitle: text(value.carTitle) ?? value.carId, reservedAt };
}

/** The valid entries of a list, each id once (the first wins), at most `limit`. */
function readList<T extends { id: string }>(value: unknown, read: (item: unknown) => T | null, limit: number): T[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of value) {
    const entry = read(item);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    out.push(entry);
    if (out.length === limit) break;
  }
  return out;
}

/** Version 1 kept saved car ids only: each becomes an entry titled by its id, saved "now". */
function fromVersion1(raw: Json, now: number): Json {
  const ids = Array.isArray(raw.saved) ? raw.saved : [];
  return { v: 2, saved: ids.map((id: unknown) => ({ id, title: id, savedAt: now })) };
}

/** Any stored value to valid data: never throws; unknown versions and non-objects read as empty. */
export function readBuyerData(raw: unknown, now: number = Date.now()): BuyerData {
  if (!isRecord(raw)) return EMPTY_BUYER_DATA;
  const data = raw.v === 1 ? fromVersion1(raw, now) : raw;
  // Versions 2 and 3 are version 4 without bookings and reservations, or without reservations.
  if (data.v !== BUYER_STORE_VERSION && data.v !== 2 && data.v !== 3) return EMPTY_BUYER_DATA;
  return {
    saved: readList(data.saved, readSaved, BUYER_LIMITS.saved),
    recent: readList(data.recent, readViewed, BUYER_LIMITS.recent),
    compare: readList(
      Array.isArray(data.compare) ? data.compare.map((id: unknown) => ({ id })) : [],
      (item) => (isRecord(item) && isEntryId(item.id) ? { id: item.id } : null),
      BUYER_LIMITS.compare,
    ).map((item) => item.id),
    searches: readList(data.searches, readSearch, BUYER_LIMITS.searches),
    bookings: readList(data.bookings, readBooking, BUYER_LIMITS.bookings),
    reservations: readList(data.reservations, readReservationEntry, BUYER_LIMITS.reservations),
  };
}

function parse(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The store
// ---------------------------------------------------------------------------------------------

export type SaveOutcome = 'saved' | 'removed' | 'full';

export interface BuyerStore {
  /** The current data; the same object until something changes. */
  read(): BuyerData;
  /** Called after every change (here or in another tab); returns a function that stops listening. */
  subscribe(listener: () => void): () => void;
  isSaved(id: string): boolean;
  /** Saves the car as the buyer sees it now, or removes it when saved; 'full' at the limit. */
  toggleSaved(car: CarSnapshot): SaveOutcome;
  removeSaved(id: string): void;
  /** Moves (or adds) the car to the top of the history; the oldest entry goes beyond the limit. */
  recordView(car: CarSnapshot): void;
  clearHistory(): void;
  setCompare(ids: readonly string[]): void;
  /** Keeps a list's filters; saving the same search again returns the kept one. Null at the limit or for an unknown list. */
  saveSearch(list: SavedSearchList, query: string): SavedSearchEntry | null;
  removeSearch(id: string): void;
  markSearchOpened(id: string): void;
  /** Keeps a booked viewing (the same reference again replaces it); the oldest goes beyond the limit. */
  addBooking(entry: ViewingBookingEntry): ViewingBookingEntry | null;
  /** Keeps a reservation made here (the same id again replaces it); the oldest goes beyond the limit. */
  addReservation(entry: ReservationEntry): ReservationEntry | null;
  /** Everything back to empty (QA studio). */
  reset(): void;
  /** Reads the storage again (another tab wrote it; tests simulate a reload). */
  reload(): void;
}

export interface BuyerStoreOptions {
  storage: StorageArea | null;
  now?: () => number;
  /** Where `storage` events come from (another tab). */
  events?: Pick<Window, 'addEventListener'> | null;
  /** Aborted when the app is gone: the store stops listening to `events`. */
  signal?: AbortSignal;
}

export function createBuyerStore({
  storage,
  now = () => Date.now(),
  events = null,
  signal,
}: BuyerStoreOptions): BuyerStore {
  const listeners = new Set<() => void>();
  const load = (): BuyerData => {
    try {
      return readBuyerData(parse(storage?.getItem(BUYER_STORE_KEY) ?? null), now());
    } catch {
      return EMPTY_BUYER_DATA;
    }
  };
  let data = load();
  let searchCounter = 0;

  const notify = () => listeners.forEach((listener) => listener());
  const commit = (next: BuyerData) => {
    data = next;
    try {
      storage?.setItem(BUYER_STORE_KEY, JSON.stringify({ v: BUYER_STORE_VERSION, ...next }));
    } catch {
      // Quota or a blocked storage: the data lives on in memory for this page.
    }
    notify();
  };

  events?.addEventListener(
    'storage',
    (event: Event) => {
      const key = (event as StorageEvent).key;
      if (key === BUYER_STORE_KEY || key === null) {
        data = load();
        notify();
      }
    },
    { signal },
  );

  return {
    read: () => data,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSaved: (id) => data.saved.some((entry) => entry.id === id),
    toggleSaved(car) {
      const snapshot = readSnapshot(car);
      if (!snapshot) return 'full';
      if (data.saved.some((entry) => entry.id === snapshot.id)) {
        commit({ ...data, saved: data.saved.filter((entry) => entry.id !== snapshot.id) });
        return 'removed';
      }
      if (data.saved.length >= BUYER_LIMITS.saved) return 'full';
      commit({ ...data, saved: [{ ...snapshot, savedAt: now() }, ...data.saved] });
      return 'saved';
    },
    removeSaved(id) {
      if (data.saved.some((entry) => entry.id === id))
        commit({ ...data, saved: data.saved.filter((entry) => entry.id !== id) });
    },
    recordView(car) {
      const snapshot = readSnapshot(car);
      if (!snapshot) return;
      const rest = data.recent.filter((entry) => entry.id !== snapshot.id);
      commit({ ...data, recent: [{ ...snapshot, viewedAt: now() }, ...rest].slice(0, BUYER_LIMITS.recent) });
    },
    clearHistory() {
      if (data.recent.length) commit({ ...data, recent: [] });
    },
    setCompare(ids) {
      const next = [...new Set(ids.filter(isEntryId))].slice(0, BUYER_LIMITS.compare);
      if (next.join() !== data.compare.join()) commit({ ...data, compare: next });
    },
    saveSearch(list, query) {
      if (!isSavedSearchList(list)) return null;
      const normalized = normalizeQuery(query);
      const kept = data.searches.find((entry) => entry.list === list && entry.query === normalized);
      if (kept) return kept;
      if (data.searches.length >= BUYER_LIMITS.searches) return null;
      const at = now();
      const entry: SavedSearchEntry = {
        id: `s${at.toString(36)}${(searchCounter++).toString(36)}`,
        list,
        query: normalized,
        savedAt: at,
        lastOpenedAt: at,
      };
      commit({ ...data, searches: [entry, ...data.searches] });
      return entry;
    },
    removeSearch(id) {
      if (data.searches.some((entry) => entry.id === id))
        commit({ ...data, searches: data.searches.filter((entry) => entry.id !== id) });
    },
    markSearchOpened(id) {
      if (!data.searches.some((entry) => entry.id === id)) return;
      const at = now();
      commit({
        ...data,
        searches: data.searches.map((entry) => (entry.id === id ? { ...entry, lastOpenedAt: at } : entry)),
      });
    },
    addBooking(entry) {
      const booking = readBooking(entry);
      if (!booking) return null;
      const rest = data.bookings.filter((kept) => kept.id !== booking.id);
      commit({ ...data, bookings: [booking, ...rest].slice(0, BUYER_LIMITS.bookings) });
      return booking;
    },
    addReservation(entry) {
      const reservation = readReservationEntry(entry);
      if (!reservation) return null;
      const rest = data.reservations.filter((kept) => kept.id !== reservation.id);
      commit({ ...data, reservations: [reservation, ...rest].slice(0, BUYER_LIMITS.reservations) });
      return reservation;
    },
    reset() {
      commit(EMPTY_BUYER_DATA);
    },
    reload() {
      data = load();
      notify();
    },
  };
}
