// How far below the viewport an endless list asks for its next page: about a second of brisk wheel or
// flick scrolling, so a page still on its way never stops the scroll at the end of what is loaded
// (the browser would clamp it there, and a scroll restored later would come back short).
export const LOAD_AHEAD_PX = 2000;

export const LOAD_AHEAD_MARGIN = `${LOAD_AHEAD_PX}px 0px`;
