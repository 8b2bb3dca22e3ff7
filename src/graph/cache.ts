import { InMemoryCache, type FieldPolicy, type Reference, type TypePolicies } from '@apollo/client';
import { readCar } from './car-from-card';
import { resolverManifest } from './__generated__/resolver-manifest';

interface PageLike {
  page: number;
  items: readonly Reference[];
}

/**
 * Infinite lists (cars, community posts, articles): page 1 replaces what is kept (first load, pull to
 * refresh), later pages append their items, skipping any already kept (a post that moved down a page
 * between two requests).
 */
function pagedList(keyArgs: FieldPolicy['keyArgs']): FieldPolicy<PageLike> {
  return {
    keyArgs,
    merge(existing, incoming, { readField }) {
      if (!existing || incoming.page <= 1) return incoming;
      const seen = new Set(existing.items.map((item) => readField<string>('id', item)));
      const added = incoming.items.filter((item) => !seen.has(readField<string>('id', item)));
      return { ...incoming, items: [...existing.items, ...added] };
    },
  };
}

/**
 * Value objects: every object type without an identity of its own (no `id`, or ids that repeat across
 * reports, like every report's CP0101), stored inside its parent. `merge: true` lets a later query that
 * selects other fields of the same value (a list card's price, then the car page's) add to it instead of
 * replacing it, which would drop fields another screen still reads (Apollo warns "Cache data may be
 * lost"). tests/graph/cache-policies.test.ts fails when a type in schema.graphql is in neither this list
 * nor normalised by an id.
 */
export const VALUE_OBJECT_TYPES = [
  'CarStatus',
  'CarImage',
  'CarImages',
  'ImageGroup',
  'Price',
  'Finance',
  'MetaEntry',
  'CarFlag',
  'Video',
  'Panorama',
  'DisplayVideos',
  'CarNote',
  'MaintenanceRecord',
  'ConfigurationCheck',
  'ChassisSection',
  'MajorDispositions',
  'OutRepair',
  'NewEnergyInfo',
  'WarrantyContract',
  'InspectionRef',
  'ShareInfo',
  'CarPage',
  'Option',
  'Attachment',
  'AppraiseReport',
  'AppraiseItem',
  'RepairItem',
  'Consumable',
  'ConfigurationSection',
  'ConfigurationItem',
  'Benchmark',
  'BenchmarkCar',
  'EquipmentReport',
  'EquipmentSection',
  'EquipmentGroup',
  'EquipmentOption',
  'MileageReport',
  'MileageReading',
  'InspectionReport',
  'InspectionSectionSummary',
  'InspectionAppraise',
  'ForestallReport',
  'PurchaseReport',
  'PurchaseDocument',
  'ArticlePage',
  'MomentPage',
  'SellCarOptions',
  'SellCarResult',
  'CustomerService',
  'ConsultantContact',
  'NoticeStep',
  'ShareConfig',
  'GeoPoint',
  'TransportStop',
  'TransportTrack',
  'TransitVehicle',
  'CarQuestionResult',
  // The buyer's own data (the cars and lists in it have ids; these are values inside them).
  'CompareFacts',
  'Comparison',
  'SaveCarResult',
  'ViewingBooking',
  // The reservation (normalised by its id) and what comes with it: the answer of a creation, never kept apart.
  'ReservationShowroom',
  'WechatPayParams',
  'ReservationPayment',
  'ReservationStart',
  // Check point and section ids are per report: normalising them would merge different reports' results.
  // Stored inside their report, which also keeps the cache write of a ~150-point report small (issue #6).
  'CheckPointSection',
  'CheckPoint',
  'CheckPointDetail',
] as const;

const valueObjectPolicies: TypePolicies = Object.fromEntries(
  VALUE_OBJECT_TYPES.map((typename) => [typename, { keyFields: false, merge: true }]),
);

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ...valueObjectPolicies,
      Query: {
        fields: {
          // The buyer's own data on the device: each answer is the whole of it, and replaces the last
          // (buyer-sync.ts asks again after every change).
          ...Object.fromEntries(resolverManifest.buyer.Query.map((field) => [field, { merge: false }])),
          moments: pagedList(['query', ['topicId', 'unionId', 'postId']]),
          articles: pagedList(['category']),
          // One kept list per filter (and page size): a filter change starts a new list, fetchMore appends.
          cars: pagedList(['filter', 'pageSize']),
          // A car page reads what is known of the car before its answer (its record from another
          // answer, or its list card: car-from-card.ts), so it paints that while the rest arrives
          // (returnPartialData).
          car: {
            read(existing, options) {
              const id: unknown = options.args?.id;
              return existing !== undefined || typeof id !== 'string' ? existing : readCar(id, options);
            },
          },
        },
      },
      Car: { keyFields: ['id'] },
      CarListing: { keyFields: ['id'] },
      Article: { keyFields: ['id'] },
      Moment: { keyFields: ['id'] },
      MomentUser: { keyFields: ['unionId'] },
      Topic: { keyFields: ['id'] },
    },
  });
}
