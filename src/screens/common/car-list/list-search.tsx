// The list's search field: words matched against brand, series and model (the `keyword` of the list's
// filters, kept in the URL as `q`), with brand suggestions as the buyer types (by name, pinyin or its
// initials: src/domain/brand-search.ts). The field paints with the list; the brand names it suggests
// from, and the matching code with its pinyin table (a chunk of its own), load on the field's first
// use (focus or typing), never before.

import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type * as BrandSearch from '../../../domain/brand-search';
import { cleanKeyword, KEYWORD_LIMIT, type ListFilters } from '../../../domain/list-filters';
import { useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { BrandNamesDocument, type BrandNamesQuery } from './filter-labels.generated';
import * as styles from './list-search.module.css';
import { searchMessages } from './search-messages';

export interface ListSearchProps {
  filters: ListFilters;
  onApply: (next: ListFilters) => void;
}

type Suggestion =
  | { kind: 'keyword'; key: string; text: string }
  | { kind: 'brand'; key: string; id: string; name: string }
  | { kind: 'motorcycles'; key: string };

const MOTORCYCLE_WORDS = ['摩托', 'motor', 'moto', 'mtc'];

type Matcher = typeof BrandSearch;
let matcherLoaded: Matcher | null = null;

/** The brand matcher, loaded once on first use; until it is there, only the typed words are offered. */
function useBrandMatcher(wanted: boolean): Matcher | null {
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

type Brands = BrandNamesQuery['brands'];
const NO_BRANDS: Brands = [];

/**
 * The brands of the list's vehicle, asked for once the field is used. Not a skipped useQuery: Apollo
 * sets up a query's watch, and works through its document, even while it is skipped, and on every
 * list's first screen that came before the first card's photo (issue 36).
 */
function useBrandNames(wanted: boolean, vehicle: ListFilters['vehicle']): Brands {
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

export function ListSearch({ filters, onApply }: ListSearchProps) {
  const t = useMessages(searchMessages);
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState(filters.keyword ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [used, setUsed] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // The address is the truth: a keyword changed elsewhere (a chip, Back, clear all) shows here, in the
  // same render (an effect left the old words in the field for a commit).
  const [keywordShown, setKeywordShown] = useState(filters.keyword);
  if (keywordShown !== filters.keyword) {
    setKeywordShown(filters.keyword);
    setText(filters.keyword ?? '');
  }

  const brands = useBrandNames(used, filters.vehicle);
  const matcher = useBrandMatcher(used);
  const typed = text.trim();
  const suggestions = useMemo<Suggestion[]>(() => {
    if (!typed) return [];
    const out: Suggestion[] = [{ kind: 'keyword', key: 'keyword', text: typed }];
    for (const brand of matcher?.suggestBrands(typed, brands, 5) ?? []) {
      if (!filters.brandIds.includes(brand.id))
        out.push({ kind: 'brand', key: `brand:${brand.id}`, id: brand.id, name: brand.name });
    }
    const lower = typed.toLowerCase();
    if (
      filters.vehicle === 'CAR' &&
      MOTORCYCLE_WORDS.some((word) => word.startsWith(lower) || lower.startsWith(word))
    ) {
      out.push({ kind: 'motorcycles', key: 'motorcycles' });
    }
    return out;
  }, [typed, matcher, brands, filters.brandIds, filters.vehicle]);
  const expanded = open && suggestions.length > 0;

  const choose = (suggestion: Suggestion | undefined) => {
    setOpen(false);
    setActive(-1);
    if (!suggestion || suggestion.kind === 'keyword') {
      onApply({ ...filters, keyword: cleanKeyword(suggestion?.text ?? text) });
      return;
    }
    if (suggestion.kind === 'brand') {
      // A brand is a filter (a chip), not words: the typed text gives way to it.
      setText('');
      onApply({ ...filters, keyword: null, brandIds: [...filters.brandIds, suggestion.id], model: null });
      return;
    }
    setText('');
    onApply({ ...filters, keyword: null, vehicle: 'MOTORCYCLE', brandIds: [], model: null });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The search key with a brand typed in full by its pinyin or English name goes to that brand.
    const named = active < 0 ? matcher?.brandTypedAs(typed, brands) : null;
    const brand = named && suggestions.find((item) => item.kind === 'brand' && item.id === named.id);
    choose(active >= 0 ? suggestions[active] : (brand ?? undefined));
    inputRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const label = (suggestion: Suggestion) =>
    suggestion.kind === 'keyword'
      ? t('searchFor', { text: suggestion.text })
      : suggestion.kind === 'brand'
        ? t('searchBrand', { name: suggestion.name })
        : t('searchMotorcycles');

  return (
    <form role="search" className={styles.search} onSubmit={onSubmit} aria-label={t('searchLabel')}>
      <div className={styles.field}>
        <Icon name="search" size={18} className={styles.icon} />
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          role="combobox"
          aria-label={t('searchLabel')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={t('searchPlaceholder')}
          maxLength={KEYWORD_LIMIT * 2}
          autoComplete="off"
          value={text}
          onFocus={() => setUsed(true)}
          onChange={(event) => {
            setUsed(true);
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {text && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('searchClear')}
            onClick={() => {
              setText('');
              setOpen(false);
              if (filters.keyword !== null) onApply({ ...filters, keyword: null });
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" size={16} />
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('searchSuggestions')}
        className={styles.suggestions}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Before the input's blur closes the list.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => {
              choose(suggestion);
              inputRef.current?.blur();
            }}
          >
            <Icon
              name={suggestion.kind === 'keyword' ? 'search' : suggestion.kind === 'brand' ? 'car' : 'gauge'}
              size={16}
            />
            <span>{label(suggestion)}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}

/**
 * A search that found nothing offers the brands its words name ("bmw": 宝马): the buyer's way from an
 * empty list to the cars they meant. Nothing while the names load, or when the words name no brand.
 */
export function BrandsForSearch({
  filters,
  onApply,
}: {
  filters: ListFilters;
  onApply: (filters: ListFilters) => void;
}) {
  const t = useMessages(searchMessages);
  const matcher = useBrandMatcher(true);
  const brands = useBrandNames(true, filters.vehicle);
  const offered = (matcher?.suggestBrands(filters.keyword ?? '', brands, 3) ?? []).filter(
    (brand) => !filters.brandIds.includes(brand.id),
  );
  if (offered.length === 0) return null;
  return (
    <>
      {offered.map((brand) => (
        <Button
          key={brand.id}
          variant="primary"
          onClick={() => onApply({ ...filters, keyword: null, brandIds: [...filters.brandIds, brand.id], model: null })}
        >
          {t('brandInstead', { name: brand.name })}
        </Button>
      ))}
    </>
  );
}
