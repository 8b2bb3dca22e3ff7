// What the search's brand suggestions need, asked for on the field's first use and never before: the
// brand matcher (src/domain/brand-search.ts, a chunk of its own with its pinyin table) and the brand
// names of the list's vehicle.

import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type * as BrandSearch from '../../../domain/brand-search';
import type { ListFilters } from '../../../domain/list-filters';
import { BrandNamesDocument, type BrandNamesQuery } from './filter-labels.generated';

export type Matcher = typeof BrandSearch;
let matcherLoaded: Matcher | null = null;

/** The brand matcher, loaded once on first use; until it is there, only the typed words are offered. */
export function useBrandMatcher(wanted: boolean): Matcher | null {
  const [matcher, setMatcher] = useState<Matcher | null>(() => matcherLoaded);
  useEffect(() => {
    if (!wanted || matcher) return;
    let cancelled = false;
    import('../../../domain/brand-search').then(
      (module) => {
        matcherLoaded = module;
        if (!cancelled) setMatcher(module);
      },
      // Offline: the field still searches the typed words.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, matcher]);
  return matcher;
}

export type Brands = BrandNamesQuery['brands'];
const NO_BRANDS: Brands = [];

/**
 * The brands of the list's vehicle, asked for once the field is used. Not a skipped useQuery: Apollo
 * sets up a query's watch, and works through its document, even while it is skipped, and on every
 * list's first screen that came before the first card's photo (issue 36).
 */
export function useBrandNames(wanted: boolean, vehicle: ListFilters['vehicle']): Brands {
  const client = useApolloClient();
  const [known, setKnown] = useState<{ vehicle: ListFilters['vehicle']; brands: Brands } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    client.query({ query: BrandNamesDocument, variables: { vehicle } }).then(
      ({ data }) => {
        if (!cancelled && data) setKnown({ vehicle, brands: data.brands });
      },
      // Offline: the field still searches the typed words.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [client, wanted, vehicle]);
  return known?.vehicle === vehicle ? known.brands : NO_BRANDS;
}
