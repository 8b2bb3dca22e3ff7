// The top-view car outline of flaw maps: one path per body zone. public/art/car-outline-top.svg is
// the same geometry as a picture (a test keeps the two the same).

/** The outline's coordinate space: front of the car at the top. */
export const CAR_OUTLINE_VIEWBOX = { width: 400, height: 800 } as const;

export type CarZoneId =
  | 'front-bumper'
  | 'hood'
  | 'front-left-fender'
  | 'front-right-fender'
  | 'windshield'
  | 'roof'
  | 'rear-window'
  | 'trunk'
  | 'rear-bumper'
  | 'front-left-door'
  | 'front-right-door'
  | 'rear-left-door'
  | 'rear-right-door'
  | 'rear-left-fender'
  | 'rear-right-fender';

export interface CarZone {
  /** Label anchor, as fractions (0..1) of the viewBox width and height. */
  centre: { x: number; y: number };
  /** SVG path data in viewBox units. */
  d: string;
}

export const CAR_OUTLINE_ZONES: Readonly<Record<CarZoneId, CarZone>> = {
  'front-bumper': {
    centre: { x: 0.448, y: 0.098 },
    d: 'M96 92Q100 40 200 36Q300 40 304 92Q250 80 200 80Q150 80 96 92Z',
  },
  hood: { centre: { x: 0.5, y: 0.225 }, d: 'M120 98Q200 84 280 98L286 262Q200 250 114 262Z' },
  'front-left-fender': { centre: { x: 0.248, y: 0.203 }, d: 'M96 92Q106 94 120 98L114 262L70 266Q66 150 96 92Z' },
  'front-right-fender': { centre: { x: 0.752, y: 0.203 }, d: 'M304 92Q294 94 280 98L286 262L330 266Q334 150 304 92Z' },
  windshield: { centre: { x: 0.5, y: 0.37 }, d: 'M114 262Q200 250 286 262L270 330Q200 320 130 330Z' },
  roof: { centre: { x: 0.5, y: 0.538 }, d: 'M130 330Q200 320 270 330L272 530Q200 538 128 530Z' },
  'rear-window': { centre: { x: 0.5, y: 0.704 }, d: 'M128 530Q200 538 272 530L282 596Q200 606 118 596Z' },
  trunk: { centre: { x: 0.5, y: 0.814 }, d: 'M118 596Q200 606 282 596L290 706Q200 716 110 706Z' },
  'rear-bumper': {
    centre: { x: 0.455, y: 0.902 },
    d: 'M110 706Q200 716 290 706Q300 722 296 744Q200 772 104 744Q100 722 110 706Z',
  },
  'front-left-door': { centre: { x: 0.256, y: 0.425 }, d: 'M70 266L114 262L130 330L128 420L70 420Z' },
  'front-right-door': { centre: { x: 0.744, y: 0.425 }, d: 'M330 266L286 262L270 330L272 420L330 420Z' },
  'rear-left-door': { centre: { x: 0.258, y: 0.623 }, d: 'M70 420H128V530L118 560L72 562Z' },
  'rear-right-door': { centre: { x: 0.742, y: 0.623 }, d: 'M330 420H272V530L282 560L328 562Z' },
  'rear-left-fender': { centre: { x: 0.238, y: 0.766 }, d: 'M72 562L118 560V596L110 706Q86 704 80 690Q70 630 72 562Z' },
  'rear-right-fender': {
    centre: { x: 0.763, y: 0.766 },
    d: 'M328 562L282 560V596L290 706Q314 704 320 690Q330 630 328 562Z',
  },
};
