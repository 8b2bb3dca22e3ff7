// Images every screen shows travel inside the script as data: addresses, so a page start requests
// nothing for them next to its script, screen and data (issue #10). The brand mark is
// public/icons/favicon.svg (a test keeps the two the same drawing). Here in platform because the
// lazy-image loader shows the placeholder, and platform imports nothing of ui.

/** The one placeholder image for loading and error (spec section 9). */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 800 600'%3E%3Cdefs%3E%3ClinearGradient id='p' x2='0' y2='1'%3E%3Cstop offset='0' stop-color='%23f1f3f5'/%3E%3Cstop offset='1' stop-color='%23e3e7eb'/%3E%3C/linearGradient%3E%3C/defs%3E%3Crect width='800' height='600' fill='url(%23p)'/%3E%3Cpath d='M170 390q-10-40 20-55l80-20 70-60q40-30 110-32h120q60 2 110 50l60 40 60 12q30 8 30 50v15q0 20-20 20h-40a55 55 0 0 0-110 0H320a55 55 0 0 0-110 0h-20q-20 0-20-20Z' fill='%23d7dce1'/%3E%3Ccircle cx='265' cy='410' r='42' fill='%23d7dce1'/%3E%3Ccircle cx='575' cy='410' r='42' fill='%23d7dce1'/%3E%3C/svg%3E";

/** The brand mark (the favicon's drawing) shown in the navigation bar. */
export const BRAND_MARK_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%230f5c63'/%3E%3Cpath d='M10 40q0-6 6-7l6-1 6-7q3-3 9-3h6q5 0 8 4l4 6 4 1q3 1 3 5v3q0 2-2 2h-3a5 5 0 0 0-10 0H25a5 5 0 0 0-10 0h-3q-2 0-2-2Z' fill='%23fff'/%3E%3Ccircle cx='20' cy='44' r='4' fill='%23f2a541'/%3E%3Ccircle cx='44' cy='44' r='4' fill='%23f2a541'/%3E%3C/svg%3E";
