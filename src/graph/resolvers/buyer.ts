// The buyer's own data (src/platform/buyer-store.ts) as graph fields: saved cars, history, the compare
// tray and saved searches. The store is local; the cars they show are fetched as they are now through
// the same REST modules as every car (a car is still requested once per id per session). A car that no
// longer exists (HTTP 404) resolves to null instead of failing the list.

import { GraphQLError } from 'graphql';
import { isUnavailable, statusKind } from '../../domain/car-status';
import { compareFacts, compareIds, differingRows, type CompareFacts } from '../../domain/compare';
import { activeFilterCount } from '../../domain/filter-names';
import { parseListFilters, toCarFilter } from '../../domain/list-filters';
import {
  type BuyerData,
  type SaveOutcome as StoreSaveOutcome,
  type SavedSearchEntry,
  type ViewingBookingEntry,
} from '../../platform/buyer-store';
import {
  isViewingManageable,
  maskMobile,
  validateViewing,
  validateViewingField,
  VIEWING_FIELDS,
} from '../../domain/viewing';
import { ValidationError } from '../rest/errors';
import {
  readViewingBookingResult,
  readViewingBookingState,
  viewingBookingBody,
  type ViewingBookingState,
} from '../rest/viewing';
import type { Resolvers, SaveOutcome } from '../__generated__/resolvers-types';
import type { GraphContext } from '../context';
import { fetchCar, fetchCars, type CarParent } from '../rest/cars';
import { carStatus } from './car';
import { readFlaws, readInspectionReport } from '../rest/reports';

const iso = (time: number) => new Date(time).toISOString();

function buyerState(data: BuyerData) {
  return {
    id: 'local',
    savedCarIds: data.saved.map((entry) => entry.id),
    savedCount: data.saved.length,
    compareIds: [...data.compare],
    reservedCarIds: [...new Set(data.reservations.map((entry) => entry.carId))],
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.status === 404;
}

/** The car now, or null when it no longer exists; other failures fail the field. */
async function carNow(ctx: GraphContext, id: string): Promise<CarParent | null> {
  try {
    return await fetchCar(ctx, id);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A side fact of the compare table: unknown (null) when its call fails, never an error. */
async function quietly<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch {
    return null;
  }
}

async function inspectionFacts(
  ctx: GraphContext,
  car: CarParent,
): Promise<{ conditionGrade: string | null; flawCount: number | null }> {
  const ref = car.inspection;
  if (!ref) return { conditionGrade: null, flawCount: null };
  const params = { params: { report_id: ref.reportId, business: ref.business } };
  const [report, flaws] = await Promise.all([
    quietly(async () => readInspectionReport(await ctx.call('inspectionReport', params), ref.reportId, ref.business)),
    quietly(async () => readFlaws(await ctx.call('inspectionFlaw', params))),
  ]);
  return { conditionGrade: report?.grade ?? null, flawCount: flaws ? flaws.length : null };
}

async function factsOf(ctx: GraphContext, car: CarParent) {
  const facts: CompareFacts = compareFacts({ ...car, meta: car.baseMeta, ...(await inspectionFacts(ctx, car)) });
  return { facts, field: { ...facts, status: carStatus(car.statusLabel) } };
}

/** Cars matching a saved search now, and those listed since it was last opened (null when the count failed). */
async function searchCounts(
  ctx: GraphContext,
  entry: SavedSearchEntry,
): Promise<{ matchCount: number | null; newCount: number | null }> {
  const filter = toCarFilter(
    { category: entry.list === 'discount' ? 'DISCOUNT' : 'PREMIUM' },
    parseListFilters(entry.query),
  );
  const since = iso(entry.lastOpenedAt).slice(0, 10);
  const [all, fresh] = await Promise.all([
    quietly(() => fetchCars(ctx, filter, 1, 1)),
    quietly(() => fetchCars(ctx, { ...filter, listedSince: since }, 1, 1)),
  ]);
  return { matchCount: all?.total ?? null, newCount: fresh?.total ?? null };
}

function savedSearch(entry: SavedSearchEntry) {
  return {
    id: entry.id,
    list: entry.list === 'discount' ? ('DISCOUNT' as const) : ('PREMIUM' as const),
    query: entry.query,
    filterCount: activeFilterCount(parseListFilters(entry.query)),
    savedAt: iso(entry.savedAt),
    lastOpenedAt: iso(entry.lastOpenedAt),
  };
}

function viewingBooking(entry: ViewingBookingEntry) {
  const { id, bookedAt, manageToken: _token, cancelled, ...rest } = entry;
  return {
    ...rest,
    reference: id,
    bookedAt: iso(bookedAt),
    status: cancelled ? ('CANCELLED' as const) : ('BOOKED' as const),
    manageable: isViewingManageable(entry, new Date()),
  };
}

/** The booking kept on this device that may be changed or cancelled online, or a validation error. */
function manageableBooking(
  ctx: GraphContext,
  reference: string,
  operation: string,
): ViewingBookingEntry & { manageToken: string } {
  const entry = ctx.buyerStore.read().bookings.find((kept) => kept.id === reference);
  if (!entry || !entry.manageToken || !isViewingManageable(entry, new Date()))
    throw new ValidationError(`Booking ${reference} cannot be changed from this device`, operation);
  return { ...entry, manageToken: entry.manageToken };
}

/** The device's booking as the server now has it (a refusal that says it was cancelled is kept too). */
function keepBookingState(ctx: GraphContext, entry: ViewingBookingEntry, state: ViewingBookingState) {
  const kept = { ...entry, day: state.day, slot: state.slot, cancelled: state.status === 'cancelled' };
  return viewingBooking(ctx.buyerStore.addBooking(kept) ?? kept);
}

const OUTCOME: Record<StoreSaveOutcome, SaveOutcome> = {
  saved: 'SAVED',
  removed: 'REMOVED',
  full: 'FULL',
};

export const buyerResolvers: Resolvers = {
  Query: {
    buyerState: (_, __, ctx) => buyerState(ctx.buyerStore.read()),
    viewingBookings: (_, { carId }, ctx) =>
      ctx.buyerStore
        .read()
        .bookings.filter((entry) => !carId || entry.carId === carId)
        .map(viewingBooking)
        .sort((a, b) => `${a.day} ${a.slot}`.localeCompare(`${b.day} ${b.slot}`)),
    savedCars: (_, __, ctx) =>
      Promise.all(
        ctx.buyerStore.read().saved.map(async (entry) => {
          const car = await carNow(ctx, entry.id);
          const now = car?.price?.current ?? null;
          const drop = now !== null && entry.price !== null && now < entry.price ? entry.price - now : null;
          return {
            id: entry.id,
            savedAt: iso(entry.savedAt),
            title: entry.title,
            cover: entry.cover,
            savedPrice: entry.price,
            savedStatusLabel: entry.statusLabel,
            car,
            priceDrop: drop,
            unavailable: car ? isUnavailable(statusKind(car.statusLabel)) : true,
          };
        }),
      ),
    recentlyViewed: (_, __, ctx) =>
      ctx.buyerStore.read().recent.map((entry) => ({
        id: entry.id,
        viewedAt: iso(entry.viewedAt),
        title: entry.title,
        cover: entry.cover,
        price: entry.price,
        statusLabel: entry.statusLabel,
      })),
    savedSearches: (_, __, ctx) =>
      Promise.all(
        ctx.buyerStore
          .read()
          .searches.map(async (entry) => ({ ...savedSearch(entry), ...(await searchCounts(ctx, entry)) })),
      ),
    comparison: async (_, { ids }, ctx) => {
      const cars = await Promise.all(
        compareIds(ids).map(async (id) => {
          const car = await carNow(ctx, id);
          return { id, car, read: car ? await factsOf(ctx, car) : null };
        }),
      );
      const present = cars.flatMap((entry) => (entry.read ? [entry.read.facts] : []));
      return {
        cars: cars.map(({ id, car, read }) => ({ id, car, facts: read?.field ?? null })),
        differing: differingRows(present),
      };
    },
  },
  Mutation: {
    bookViewing: async (_, { input, idempotencyKey }, ctx) => {
      // The form checks the same rules; a request that skips them never reaches the server.
      const form = {
        substationId: input.substationId,
        day: input.day,
        slot: input.slot,
        name: input.name,
        phone: input.phone,
      };
      const errors = validateViewing(form, new Date(), null);
      const invalid = VIEWING_FIELDS.find((field) => errors[field]);
      if (invalid) throw new ValidationError(`Invalid viewing booking: ${invalid}`, 'viewingBooking');
      if (!idempotencyKey.trim())
        throw new ValidationError('Invalid viewing booking: idempotency key', 'viewingBooking');
      const body = await ctx.call('viewingBooking', {
        body: viewingBookingBody(input, idempotencyKey),
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      const result = readViewingBookingResult(body);
      const entry: ViewingBookingEntry = {
        id: result.reference,
        carId: input.carId,
        carTitle: input.carTitle,
        substationId: input.substationId,
        substationName: input.substationName,
        day: input.day,
        slot: input.slot,
        name: input.name.trim(),
        phoneMasked: maskMobile(input.phone),
        bookedAt: Date.now(),
        contactWithinHours: result.contactWithinHours,
        manageToken: result.manageToken,
        cancelled: false,
      };
      // Kept as read back (a hostile or oversized value is cut or refused the same way a stored one is).
      return viewingBooking(ctx.buyerStore.addBooking(entry) ?? entry);
    },
    changeViewing: async (_, { reference, day, slot, idempotencyKey }, ctx) => {
      const entry = manageableBooking(ctx, reference, 'changeViewingBooking');
      const now = new Date();
      const form = { substationId: entry.substationId, day, slot, name: entry.name, phone: '' };
      if (validateViewingField('day', form, now, null) || validateViewingField('slot', form, now, null))
        throw new ValidationError('Invalid viewing change: day or slot', 'changeViewingBooking');
      if (!idempotencyKey.trim())
        throw new ValidationError('Invalid viewing change: idempotency key', 'changeViewingBooking');
      const body = await ctx.call('changeViewingBooking', {
        pathParams: { reference },
        body: { manage_token: entry.manageToken, day, slot, idempotency_key: idempotencyKey },
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return keepBookingState(ctx, entry, readViewingBookingState(body, 'changeViewingBooking', reference));
    },
    cancelViewing: async (_, { reference }, ctx) => {
      const entry = manageableBooking(ctx, reference, 'cancelViewingBooking');
      const body = await ctx.call('cancelViewingBooking', {
        pathParams: { reference },
        body: { manage_token: entry.manageToken },
      });
      return keepBookingState(ctx, entry, readViewingBookingState(body, 'cancelViewingBooking', reference));
    },
    toggleSavedCar: (_, { car }, ctx) => {
      const outcome = ctx.buyerStore.toggleSaved({
        id: car.id,
        title: car.title,
        cover: car.cover ?? null,
        price: car.price ?? null,
        statusLabel: car.statusLabel ?? null,
      });
      return { outcome: OUTCOME[outcome], state: buyerState(ctx.buyerStore.read()) };
    },
    removeSavedCar: (_, { id }, ctx) => {
      ctx.buyerStore.removeSaved(id);
      return buyerState(ctx.buyerStore.read());
    },
    recordCarView: (_, { car }, ctx) => {
      ctx.buyerStore.recordView({
        id: car.id,
        title: car.title,
        cover: car.cover ?? null,
        price: car.price ?? null,
        statusLabel: car.statusLabel ?? null,
      });
      return true;
    },
    clearRecentlyViewed: (_, __, ctx) => {
      ctx.buyerStore.clearHistory();
      return true;
    },
    setCompareCars: (_, { ids }, ctx) => {
      ctx.buyerStore.setCompare(ids);
      return buyerState(ctx.buyerStore.read());
    },
    saveSearch: (_, { list, query }, ctx) => {
      const entry = ctx.buyerStore.saveSearch(list === 'DISCOUNT' ? 'discount' : 'premium', query);
      // Counted when the saved-cars page lists it; here the answer only confirms what was kept.
      return entry ? { ...savedSearch(entry), matchCount: null, newCount: null } : null;
    },
    removeSavedSearch: (_, { id }, ctx) => {
      ctx.buyerStore.removeSearch(id);
      return true;
    },
    openSavedSearch: (_, { id }, ctx) => {
      ctx.buyerStore.markSearchOpened(id);
      return true;
    },
  },
};
