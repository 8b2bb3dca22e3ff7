// A car's open flags: what the dealer's backend says is still in doubt about a car (a mileage doubt, an
// open flaw, a disclosed accident), as the car record and the list card carry them (REST `open_flags`,
// contract/openapi.yaml; decision note 203). This module is the one home of what they mean on screen:
// which kinds there are, in what order they are shown, which tags and summaries they contradict, and
// whether a page may give an all-clear. The card, the car page, the compare table, the poster and the
// report summaries read it; none decides for itself.

export type CarFlagKind = 'ACCIDENT' | 'MILEAGE_DOUBT' | 'OPEN_FLAW' | 'UNKNOWN';

export interface CarFlag {
  kind: CarFlagKind;
  /** The part concerned (a panel, a structural point), as the server names it. */
  part?: string | null;
  /** What the dealer says about it, for the buyer. */
  note?: string | null;
}

/** The contract's kinds (REST `open_flags[].kind`); any other kind is an UNKNOWN flag, never dropped. */
export const FLAG_KIND_OF_REST: Readonly<Record<string, CarFlagKind>> = {
  accident: 'ACCIDENT',
  mileage_doubt: 'MILEAGE_DOUBT',
  open_flaw: 'OPEN_FLAW',
};

/** The order flags are shown in: the weightiest first, so a cut-off line never hides it. */
export const FLAG_ORDER: readonly CarFlagKind[] = ['ACCIDENT', 'MILEAGE_DOUBT', 'OPEN_FLAW', 'UNKNOWN'];

export function flagKindOf(rest: unknown): CarFlagKind {
  const key = typeof rest === 'string' ? rest.trim().toLowerCase() : '';
  return FLAG_KIND_OF_REST[key] ?? 'UNKNOWN';
}

/**
 * Words that tell a buyer the car is fine as it is. None of them may be shown while a flag is open: a
 * summary that says one is withheld (shownSummary), and the mocks' texts are checked against the same
 * list (tests/fixtures/fixture-story.test.ts).
 */
export const ALL_CLEAR_PHRASES: readonly string[] = [
  '可放心购买',
  '放心购买',
  '车况良好',
  '车况优秀',
  '车况接近新车',
  '准新车况',
  '无任何问题',
  '无需担心',
  '一切正常',
  'buy with confidence',
  'in good condition',
  'nothing to worry',
];

/** Tags (the dealer's highlights) that an open flag of a kind says the opposite of. */
export const TAGS_CONTRADICTED: Readonly<Record<CarFlagKind, readonly string[]>> = {
  ACCIDENT: ['无事故', '无重大事故'],
  MILEAGE_DOUBT: ['超低里程', '真实里程'],
  OPEN_FLAW: ['无瑕疵', '准新车况'],
  UNKNOWN: [],
};

export function isAllClear(text: string | null | undefined): boolean {
  if (!text) return false;
  const lower = text.toLowerCase();
  return ALL_CLEAR_PHRASES.some((phrase) => lower.includes(phrase.toLowerCase()));
}

export interface FlagView {
  /** At least one flag is open: the car's summaries warn, and no page says all is well. */
  flagged: boolean;
  /** The open kinds, each once, in FLAG_ORDER. */
  kinds: CarFlagKind[];
  /** The flags, weightiest first (several of one kind keep the server's order). */
  flags: CarFlag[];
  /** Whether a page may tell the buyer the car is fine (an all-clear summary, a clean highlight). */
  allClearAllowed: boolean;
}

export function flagView(flags: readonly CarFlag[] | null | undefined): FlagView {
  const sorted = [...(flags ?? [])].sort((a, b) => FLAG_ORDER.indexOf(a.kind) - FLAG_ORDER.indexOf(b.kind));
  const kinds = FLAG_ORDER.filter((kind) => sorted.some((flag) => flag.kind === kind));
  return { flagged: sorted.length > 0, kinds, flags: sorted, allClearAllowed: sorted.length === 0 };
}

/** A report's summary as it may be shown: withheld (null) when it gives an all-clear while a flag is open. */
export function shownSummary(
  summary: string | null | undefined,
  flags: readonly CarFlag[] | null | undefined,
): string | null {
  const text = summary?.trim() || null;
  if (!text) return null;
  return !flagView(flags).allClearAllowed && isAllClear(text) ? null : text;
}

/** The tags a summary may show: those an open flag contradicts are left out. */
export function shownTags<T extends string>(tags: readonly T[], flags: readonly CarFlag[] | null | undefined): T[] {
  const contradicted = new Set(flagView(flags).kinds.flatMap((kind) => TAGS_CONTRADICTED[kind]));
  return tags.filter((tag) => !contradicted.has(tag));
}
