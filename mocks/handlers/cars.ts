import type { HttpHandler } from 'msw';

export const carsHandlers: HttpHandler[] = [];
