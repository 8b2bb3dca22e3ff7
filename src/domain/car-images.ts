// Image display rules (spec section 3): which server categories make up each display group, the
// reduced wholesale grouping, and the picture summary.

export interface GroupableImage {
  url: string;
  caption: string | null;
}

export interface ImageCategories<I extends GroupableImage = GroupableImage> {
  cover: I[];
  facade: I[];
  interiorDecoration: I[];
  seats: I[];
  attachment: I[];
  engineRoom: I[];
  other: I[];
  flaw: I[];
  noteWithImages: I[];
}

export type ImageGroupKey =
  | 'EXTERIOR'
  | 'CONSOLE_AND_STEERING'
  | 'CABIN_SEATS'
  | 'TRUNK_AND_ACCESSORIES'
  | 'ENGINE_BAY'
  | 'WHEELS_AND_OTHER'
  | 'INTERIOR'
  | 'OTHER';

export interface ImageGroup<I extends GroupableImage = GroupableImage> {
  key: ImageGroupKey;
  images: I[];
}

type Category = keyof ImageCategories;

const DETAIL_GROUPS: [ImageGroupKey, Category[]][] = [
  ['EXTERIOR', ['facade']],
  ['CONSOLE_AND_STEERING', ['interiorDecoration']],
  ['CABIN_SEATS', ['seats']],
  ['TRUNK_AND_ACCESSORIES', ['attachment']],
  ['ENGINE_BAY', ['engineRoom']],
  ['WHEELS_AND_OTHER', ['other']],
];

const WHOLESALE_GROUPS: [ImageGroupKey, Category[]][] = [
  ['EXTERIOR', ['facade']],
  ['INTERIOR', ['interiorDecoration', 'seats']],
  ['OTHER', ['attachment', 'engineRoom', 'other']],
];

function build<I extends GroupableImage>(
  images: ImageCategories<I>,
  table: [ImageGroupKey, Category[]][],
): ImageGroup<I>[] {
  return table
    .map(([key, categories]) => ({ key, images: categories.flatMap((category) => images[category]) }))
    .filter((group) => group.images.length > 0);
}

export function imageGroups<I extends GroupableImage>(images: ImageCategories<I>): ImageGroup<I>[] {
  return build(images, DETAIL_GROUPS);
}

export function wholesaleImageGroups<I extends GroupableImage>(images: ImageCategories<I>): ImageGroup<I>[] {
  return build(images, WHOLESALE_GROUPS);
}

export const PICTURE_SUMMARY_PER_GROUP = 3;

/** First 3 exterior, first 3 interior (console), last 3 seats. */
export function pictureSummary<I extends GroupableImage>(images: ImageCategories<I>): I[] {
  const n = PICTURE_SUMMARY_PER_GROUP;
  return [
    ...images.facade.slice(0, n),
    ...images.interiorDecoration.slice(0, n),
    ...(images.seats.length > n ? images.seats.slice(images.seats.length - n) : images.seats),
  ];
}

/** The list cover: the server's cover, else the first exterior image. */
export function coverImage<I extends GroupableImage>(images: ImageCategories<I>): I | null {
  return images.cover[0] ?? images.facade[0] ?? null;
}
