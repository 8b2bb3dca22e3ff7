// Whether the screen a component belongs to is the one on show. Keep-alive (src/app/keep-alive-outlet.tsx)
// keeps a list the visitor left mounted and laid out, hidden under the next page, so the way back paints
// it at once. While hidden it stays subscribed to the graph (its cards stay current), but what it does
// for the page (follow the page's scroll, load its next page, declare the share card) waits until it is
// shown again: components that do such things read `useViewShown()`.

import { createContext, useContext } from 'react';

export const ViewShown = createContext(true);

/** False while this component's screen is kept hidden by keep-alive; true everywhere else. */
export function useViewShown(): boolean {
  return useContext(ViewShown);
}
