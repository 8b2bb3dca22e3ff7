import type { HttpHandler } from 'msw';

export const serviceHandlers: HttpHandler[] = [];
