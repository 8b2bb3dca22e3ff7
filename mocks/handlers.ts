// Every mocked REST endpoint, shared by the browser worker and msw/node. The car handlers come last:
// '/v1/car/:id' would otherwise answer for '/v1/car/mileageReport' and its siblings.
import type { HttpHandler } from 'msw';
import { analyticsHandlers } from './handlers/analytics';
import { carsHandlers } from './handlers/cars';
import { communityHandlers } from './handlers/community';
import { reportsHandlers } from './handlers/reports';
import { reservationHandlers } from './handlers/reservation';
import { serviceHandlers } from './handlers/service';
import { viewingHandlers } from './handlers/viewing';

export const handlers: HttpHandler[] = [
  ...analyticsHandlers,
  ...reportsHandlers,
  ...communityHandlers,
  ...serviceHandlers,
  ...viewingHandlers,
  ...reservationHandlers,
  ...carsHandlers,
];
