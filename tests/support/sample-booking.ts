// The mocked server's sample booking (mocks/handlers/viewing.ts, three days ahead) kept on this device
// as if booked here (in the test app's buyer store), with its manage token: what 我的 changes or cancels
// in tests.
import { mockViewing, SAMPLE_VIEWING } from '../../mocks/handlers/viewing';
import type { BuyerStore, ViewingBookingEntry } from '../../src/platform/buyer-store';

export function keepSampleBooking(
  buyerStore: BuyerStore,
  change: Partial<ViewingBookingEntry> = {},
): { day: string; slot: string } {
  const { day, slot } = mockViewing(SAMPLE_VIEWING.reference)!;
  buyerStore.addBooking({
    id: SAMPLE_VIEWING.reference,
    carId: 'C10001',
    carTitle: '雷克萨斯ES 2023款 300h 豪华版',
    substationId: 'ST01',
    substationName: '杭州城西展厅',
    day,
    slot,
    name: '王先生',
    phoneMasked: '138****5678',
    bookedAt: Date.now(),
    contactWithinHours: 2,
    manageToken: SAMPLE_VIEWING.token,
    cancelled: false,
    ...change,
  });
  return { day, slot };
}
