// The width from which a window is laid out as a desktop's (decision note 205): the car list in two
// columns, the car page's gallery beside its details. Apart from media-query.ts (a React hook) so that
// the early paint (src/early), which paints the phone's layout only, can ask it too.
export const WIDE_WINDOW = '(min-width: 1024px)';
