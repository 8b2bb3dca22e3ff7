import type { HttpHandler } from 'msw';

export const communityHandlers: HttpHandler[] = [];
