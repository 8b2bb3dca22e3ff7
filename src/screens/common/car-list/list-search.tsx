// The list's search field: words matched against brand, series and model (the `keyword` of the list's
// filters, kept in the URL as `q`), with brand suggestions as the buyer types (by name, pinyin or its
// initials: src/domain/brand-search.ts; the suggestions and their listbox: search-suggestions.tsx). The
// field paints with the list; the brand names it suggests from, and the matching code with its pinyin
// table (a chunk of its own), load on the field's first use (focus or typing), never before
// (use-brand-search.ts).

import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { cleanKeyword, KEYWORD_LIMIT, type ListFilters } from '../../../domain/list-filters';
import { useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import * as styles from './list-search.module.css';
import { searchMessages } from './search-messages';
import { SearchSuggestions, useSearchSuggestions, type Suggestion } from './search-suggestions';
import { useBrandMatcher, useBrandNames } from './use-brand-search';

export interface ListSearchProps {
  filters: ListFilters;
  onApply: (next: ListFilters) => void;
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

  const typed = text.trim();
  const { suggestions, matcher, brands } = useSearchSuggestions(typed, used, filters);
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
      <SearchSuggestions
        listId={listId}
        suggestions={suggestions}
        active={active}
        expanded={expanded}
        onChoose={(suggestion) => {
          choose(suggestion);
          inputRef.current?.blur();
        }}
      />
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
