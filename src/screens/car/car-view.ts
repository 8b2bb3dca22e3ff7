// What the car page shows, derived in one place from its two queries: the car's record (with what the
// cache already knew of it) and the extras (similar cars, equipment, goods). The screen switches on the
// result and only lays it out.

import type { DeepPartial } from '@apollo/client/utilities';
import { FLAG_ORDER, type CarFlag } from '../../domain/car-flags';
import { CAR_STATUS } from '../../domain/car-status';
import { viewOfKind } from '../../machines/car-status.machine';
import { carFailed, isNotFound } from '../common/car/car-errors';
import type { GalleryImage } from '../common/car/car-gallery';
import type { CarDetailQuery, CarExtrasQuery } from './car.generated';
import type { PriceData } from './car-price';

export type CarDetail = NonNullable<CarDetailQuery['car']>;
export type CarExtras = NonNullable<CarExtrasQuery['car']>;
/** What the cache knows of a car before its own answer (a tapped list card's part, src/graph/car-from-card.ts). */
export type KnownCar = DeepPartial<CarDetail>;

/**
 * What the page's first screen reads: the gallery, the status badge, the title, the price and the key
 * facts. The car's whole record is one; a car known only from its list card has the required part.
 */
export type CarHead = Pick<CarDetail, 'id' | 'title'> & {
  status: Pick<CarDetail['status'], 'kind' | 'label'>;
  cover?: GalleryImage | null;
  pictureSummary?: readonly GalleryImage[];
  price?: PriceData | null;
  newEnergy?: { isNewEnergy?: boolean } | null;
  tags?: readonly (string | undefined)[];
  /** What is still open about the car (the card knows it too): the summary warns from the first paint. */
  openFlags?: readonly CarFlag[];
} & Partial<
    Pick<
      CarDetail,
      'registrationDate' | 'mileageKm' | 'city' | 'gearbox' | 'displacement' | 'transfers' | 'color' | 'isMotorcycle'
    >
  >;

export type CarView =
  /** No car to show: no valid id in the address, the car is gone (404 or null), or nothing else fits. */
  | { kind: 'missing' }
  /** The car's answer is on its way and nothing of it is known yet: the skeleton. */
  | { kind: 'loading' }
  /** The first screen from what is known (the card's part, or the car before its similar cars), the rest loading. */
  | { kind: 'head'; head: CarHead }
  /** The whole page. */
  | { kind: 'full'; car: CarDetail; extras: CarExtras | undefined }
  /** The car itself failed to load: an inline error with retry. */
  | { kind: 'error'; error: Error };

export interface CarViewInput {
  /** The car id from the address (undefined when malformed). */
  id: string | null | undefined;
  /** The car's complete answer as the page renders it (a deferred value); null: no such car. */
  car: CarDetail | null | undefined;
  /** The same answer as it arrives, before the deferred render has caught up with it. */
  arrived: CarDetail | null | undefined;
  /** What the cache knew of the car while its answer is missing (the query's partial data). */
  known: KnownCar | null | undefined;
  loading: boolean;
  error: Error | undefined;
  extras: { data?: { car?: CarExtras | null } | undefined; error?: Error | undefined };
}

/**
 * A car that is no longer for sale leads its page with its similar cars: the page asks for the extras
 * at once and waits for them. Any other car asks for them after its first screen has painted.
 */
export function leadsWithSimilar(car: CarDetail | null | undefined): boolean {
  return car ? viewOfKind(car.status.kind).unavailable : false;
}

const MISSING: CarView = { kind: 'missing' };
const LOADING: CarView = { kind: 'loading' };

export function carView({ id, car, arrived, known, loading, error, extras }: CarViewInput): CarView {
  if (!id) return MISSING;
  const waitsForExtras = leadsWithSimilar(car) && !extras.data && !extras.error;
  if (car && !waitsForExtras) return { kind: 'full', car, extras: extras.data?.car ?? undefined };
  if (loading || arrived || waitsForExtras) {
    const head = car ?? arrived ?? headOf(known);
    return head ? { kind: 'head', head } : LOADING;
  }
  if (isNotFound(error) || (!error && (arrived === null || known === null))) return MISSING;
  if (error && carFailed(error)) return { kind: 'error', error };
  return MISSING;
}

// One head per cached object, so a re-render hands the page the same head (and the gallery the same images).
const heads = new WeakMap<KnownCar, CarHead | null>();

/**
 * The first screen's part of what the cache knows, or null when it lacks what that screen cannot do
 * without (the id, the title, a status this app knows). Malformed entries are left out, not passed on.
 */
export function headOf(known: KnownCar | null | undefined): CarHead | null {
  if (!known) return null;
  let head = heads.get(known);
  if (head === undefined) {
    head = readHead(known);
    heads.set(known, head);
  }
  return head;
}

function readHead(known: KnownCar): CarHead | null {
  const { id, title, status } = known;
  if (typeof id !== 'string' || typeof title !== 'string') return null;
  if (typeof status?.label !== 'string' || typeof status.kind !== 'string' || !Object.hasOwn(CAR_STATUS, status.kind))
    return null;
  const pictures = known.pictureSummary?.flatMap((image) => imageOf(image) ?? []);
  return {
    id,
    title,
    status: { kind: status.kind, label: status.label },
    cover: known.cover === null ? null : imageOf(known.cover),
    ...(pictures && { pictureSummary: pictures }),
    price: known.price,
    registrationDate: known.registrationDate,
    mileageKm: known.mileageKm,
    city: known.city,
    gearbox: known.gearbox,
    displacement: known.displacement,
    transfers: known.transfers,
    color: known.color,
    isMotorcycle: known.isMotorcycle,
    newEnergy: known.newEnergy,
    tags: known.tags,
    openFlags: known.openFlags?.flatMap((flag) =>
      flag?.kind && FLAG_ORDER.includes(flag.kind)
        ? [{ kind: flag.kind, part: flag.part ?? null, note: flag.note ?? null }]
        : [],
    ),
  };
}

function imageOf(image: DeepPartial<GalleryImage> | null | undefined): GalleryImage | undefined {
  return typeof image?.url === 'string' ? { url: image.url, caption: image.caption ?? null } : undefined;
}
