// The reservation with a refundable deposit (beyond the spec; decision note 200) as graph fields: its
// own area, so nothing of it loads before the reserve sheet asks. The server decides the amount and the
// state; a refusal (the car reserved or sold by someone else) reaches the sheet as its own error code.

import { GraphQLError } from 'graphql';
import { validateReservation, RESERVATION_FIELDS } from '../../domain/reservation';
import { EnvelopeError, ValidationError } from '../rest/errors';
import { rec } from '../rest/parse';
import { readReservationBody, readReservationStart, reservationBody, type ReservationValue } from '../rest/reservation';
import type { Resolvers } from '../__generated__/resolvers-types';
import { forgetCar } from '../rest/cars';
import type { ReservationEntry } from '../../platform/buyer-store';

const REFUSALS: Record<string, 'RESERVED' | 'SOLD'> = { car_reserved: 'RESERVED', car_sold: 'SOLD' };

function buyerReservation(entry: ReservationEntry) {
  return { ...entry, reservedAt: new Date(entry.reservedAt).toISOString() };
}

function toGraph(value: ReservationValue) {
  return { ...value, status: value.status.toUpperCase() as Uppercase<ReservationValue['status']> };
}

export const reservationResolvers: Resolvers = {
  Query: {
    reservation: async (_, { id }, ctx) => {
      const body = await ctx.call('reservationStatus', { pathParams: { id } });
      const reservation = readReservationBody(body, 'reservationStatus');
      forgetCar(ctx, reservation.carId);
      return toGraph(reservation);
    },
    myReservations: (_, { carId }, ctx) =>
      ctx.buyerStore
        .read()
        .reservations.filter((entry) => !carId || entry.carId === carId)
        .map(buyerReservation),
  },
  BuyerReservation: {
    // Each read asks the server; one that fails leaves what the device kept (its reference, the car).
    current: async ({ id }, _, ctx) => {
      try {
        const body = await ctx.call('reservationStatus', { pathParams: { id } });
        return toGraph(readReservationBody(body, 'reservationStatus'));
      } catch {
        return null;
      }
    },
  },
  Mutation: {
    createReservation: async (_, { input, idempotencyKey, channel, redirectUrl }, ctx) => {
      // The sheet checks the same rules; a request that skips them never reaches the server.
      const invalid = RESERVATION_FIELDS.find((field) => validateReservation(input)[field]);
      if (invalid) throw new ValidationError(`Invalid reservation: ${invalid}`, 'createReservation');
      if (!idempotencyKey.trim())
        throw new ValidationError('Invalid reservation: idempotency key', 'createReservation');
      let body: unknown;
      try {
        body = await ctx.call('createReservation', {
          body: reservationBody(input, channel === 'JSAPI' ? 'jsapi' : 'h5', redirectUrl ?? null),
          headers: { 'Idempotency-Key': idempotencyKey },
        });
      } catch (error) {
        const cause = error instanceof GraphQLError ? error.originalError : error;
        const reason = cause instanceof EnvelopeError ? REFUSALS[String(rec(cause.body).code)] : undefined;
        if (reason) forgetCar(ctx, input.carId);
        if (reason)
          throw new GraphQLError(error instanceof Error ? error.message : reason, {
            extensions: {
              code: 'RESERVATION_REFUSED',
              reason,
              presentation: 'rethrow',
              operation: 'createReservation',
            },
          });
        throw error;
      }
      const start = readReservationStart(body);
      // Each answer about a reservation may change the car's status (held, released, refused): the
      // car's record kept for the session is forgotten, so the page's next read is the server's.
      forgetCar(ctx, input.carId);
      // The buyer's own list of reservations keeps it (the same key answers the same id: kept once).
      ctx.buyerStore.addReservation({
        id: start.reservation.id,
        reference: start.reservation.reference,
        carId: input.carId,
        carTitle: input.carTitle ?? input.carId,
        reservedAt: Date.now(),
      });
      return { reservation: toGraph(start.reservation), payment: start.payment };
    },
    cancelReservation: async (_, { id }, ctx) => {
      const body = await ctx.call('cancelReservation', { pathParams: { id } });
      const reservation = readReservationBody(body, 'cancelReservation');
      forgetCar(ctx, reservation.carId);
      return toGraph(reservation);
    },
  },
};
