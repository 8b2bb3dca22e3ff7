// The search field's suggestions as the buyer types: the typed words themselves, the brands they name
// (by name, pinyin or initials, once the matcher and the names are here) and, on the car list, the
// motorcycles; and the listbox that offers them under the field.

import { useMemo } from 'react';
import type { ListFilters } from '../../../domain/list-filters';
import { useMessages } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icon';
import * as styles from './list-search.module.css';
import { searchMessages } from './search-messages';
import { useBrandMatcher, useBrandNames } from './use-brand-search';

export type Suggestion =
  | { kind: 'keyword'; key: string; text: string }
  | { kind: 'brand'; key: string; id: string; name: string }
  | { kind: 'motorcycles'; key: string };

const MOTORCYCLE_WORDS = ['摩托', 'motor', 'moto', 'mtc'];

/** The suggestions for the typed words; the matcher and the brand names load once the field is used. */
export function useSearchSuggestions(typed: string, used: boolean, filters: ListFilters) {
  const brands = useBrandNames(used, filters.vehicle);
  const matcher = useBrandMatcher(used);
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
  return { suggestions, matcher, brands };
}

export interface SearchSuggestionsProps {
  listId: string;
  suggestions: Suggestion[];
  /** The option the arrow keys are on (-1: none). */
  active: number;
  expanded: boolean;
  onChoose: (suggestion: Suggestion) => void;
}

/** The listbox under the field (the field is its combobox). */
export function SearchSuggestions({ listId, suggestions, active, expanded, onChoose }: SearchSuggestionsProps) {
  const t = useMessages(searchMessages);
  const label = (suggestion: Suggestion) =>
    suggestion.kind === 'keyword'
      ? t('searchFor', { text: suggestion.text })
      : suggestion.kind === 'brand'
        ? t('searchBrand', { name: suggestion.name })
        : t('searchMotorcycles');
  return (
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
          onClick={() => onChoose(suggestion)}
        >
          <Icon
            name={suggestion.kind === 'keyword' ? 'search' : suggestion.kind === 'brand' ? 'car' : 'gauge'}
            size={16}
          />
          <span>{label(suggestion)}</span>
        </li>
      ))}
    </ul>
  );
}
