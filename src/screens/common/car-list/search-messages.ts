// Texts of the list's search field, its chips and price bands, and its search-specific states: only
// the lists that search (home, discount, wholesale) carry them, not every screen that shows a car card.

import { defineMessages } from '../../../i18n/i18n';

export const searchMessages = defineMessages({
  zh: {
    motorcycles_ON_SALE: '在售 {count} 辆摩托车',
    motorcycles_WITH_SOLD: '共 {count} 辆摩托车（含已售）',
    searchLabel: '搜索车源',
    searchPlaceholder: '搜索品牌、车系、车型',
    searchClear: '清除搜索词',
    searchSuggestions: '搜索建议',
    searchFor: '搜索“{text}”',
    searchBrand: '品牌：{name}',
    searchMotorcycles: '看摩托车',
    emptySearchTitle: '没有找到“{text}”相关的车',
    emptySearchBody: '换个品牌、车系或车型的说法试试，或清除搜索看看全部车源',
    clearSearch: '清除搜索',
    brandInstead: '看{name}的车',
    activeFilters: '已选条件',
    removeFilter: '移除条件：{name}',
    clearAll: '清除全部',
    priceBands: '价格区间',
  },
  en: {
    motorcycles_ON_SALE: '{count} motorcycles on sale',
    motorcycles_WITH_SOLD: '{count} motorcycles (incl. sold)',
    searchLabel: 'Search cars',
    searchPlaceholder: 'Search brand, series or model',
    searchClear: 'Clear the search words',
    searchSuggestions: 'Suggestions',
    searchFor: 'Search for "{text}"',
    searchBrand: 'Brand: {name}',
    searchMotorcycles: 'See motorcycles',
    emptySearchTitle: 'Nothing found for "{text}"',
    emptySearchBody: 'Try another brand, series or model name, or clear the search to see every car',
    clearSearch: 'Clear search',
    brandInstead: 'See {name} cars',
    activeFilters: 'Active filters',
    removeFilter: 'Remove filter: {name}',
    clearAll: 'Clear all',
    priceBands: 'Price ranges',
  },
});
