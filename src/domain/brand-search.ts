// Brand suggestions for the list's search field: a brand matches what the buyer typed by its name
// ("丰"), its pinyin ("fengtian") or the pinyin's initials ("ft"), or its English name ("toyota").
// The pinyin table covers the brands a Chinese dealer commonly stocks; a brand missing from it still
// matches by name.

/** Brand name → [full pinyin, English name]. Initials are taken from the pinyin's syllables. */
const BRAND_PINYIN: Readonly<Record<string, readonly [string, string]>> = {
  丰田: ['feng tian', 'toyota'],
  本田: ['ben tian', 'honda'],
  大众: ['da zhong', 'volkswagen vw'],
  宝马: ['bao ma', 'bmw'],
  奔驰: ['ben chi', 'mercedes benz'],
  奥迪: ['ao di', 'audi'],
  比亚迪: ['bi ya di', 'byd'],
  特斯拉: ['te si la', 'tesla'],
  蔚来: ['wei lai', 'nio'],
  小鹏: ['xiao peng', 'xpeng'],
  理想: ['li xiang', 'li auto'],
  别克: ['bie ke', 'buick'],
  日产: ['ri chan', 'nissan'],
  马自达: ['ma zi da', 'mazda'],
  雷克萨斯: ['lei ke sa si', 'lexus'],
  雅马哈: ['ya ma ha', 'yamaha'],
  吉利: ['ji li', 'geely'],
  长安: ['chang an', 'changan'],
  哈弗: ['ha fu', 'haval'],
  长城: ['chang cheng', 'great wall'],
  奇瑞: ['qi rui', 'chery'],
  福特: ['fu te', 'ford'],
  雪佛兰: ['xue fo lan', 'chevrolet'],
  现代: ['xian dai', 'hyundai'],
  起亚: ['qi ya', 'kia'],
  沃尔沃: ['wo er wo', 'volvo'],
  凯迪拉克: ['kai di la ke', 'cadillac'],
  保时捷: ['bao shi jie', 'porsche'],
  路虎: ['lu hu', 'land rover'],
  斯柯达: ['si ke da', 'skoda'],
  三菱: ['san ling', 'mitsubishi'],
  斯巴鲁: ['si ba lu', 'subaru'],
  红旗: ['hong qi', 'hongqi'],
  五菱: ['wu ling', 'wuling'],
  零跑: ['ling pao', 'leapmotor'],
  问界: ['wen jie', 'aito'],
  极氪: ['ji ke', 'zeekr'],
  广汽传祺: ['guang qi chuan qi', 'trumpchi gac'],
};

export interface SuggestibleBrand {
  id: string;
  name: string;
}

function fold(text: string): string {
  return text.toLowerCase().replace(/[\s·\-_]+/g, '');
}

/** The ways a brand can be typed: name, full pinyin, pinyin initials, English name. */
export function brandSearchKeys(name: string): string[] {
  const entry = BRAND_PINYIN[name];
  const keys = [fold(name)];
  if (entry) {
    const [pinyin, english] = entry;
    keys.push(
      fold(pinyin),
      pinyin
        .split(' ')
        .map((syllable) => syllable.charAt(0))
        .join(''),
    );
    for (const word of english.split(' ')) keys.push(fold(word));
    keys.push(fold(english));
  }
  return keys;
}

/**
 * Brands whose name, pinyin, initials or English name begin with what was typed (a name also matches
 * anywhere in it), best first: name matches, then the rest, each in the list's order; at most `limit`.
 */
export function suggestBrands<B extends SuggestibleBrand>(typed: string, brands: readonly B[], limit = 6): B[] {
  const query = fold(typed);
  if (!query) return [];
  const byName: B[] = [];
  const byKey: B[] = [];
  for (const brand of brands) {
    const name = fold(brand.name);
    if (name.includes(query)) byName.push(brand);
    else if (brandSearchKeys(brand.name).some((key) => key.startsWith(query))) byKey.push(brand);
  }
  return [...byName, ...byKey].slice(0, limit);
}

/**
 * The one brand the buyer typed in full by another name than its own (its pinyin "fengtian", initials
 * "bm", English name "bmw" or "benz"), so the search key can take the buyer to the brand: the dealer's
 * keyword search matches the words of a car's title, which are Chinese. Null when the words are the
 * brand's own name (the keyword finds it), only the start of a key, or name more than one brand
 * ("ft": 丰田 and 福特).
 */
export function brandTypedAs<B extends SuggestibleBrand>(typed: string, brands: readonly B[]): B | null {
  const query = fold(typed);
  if (!query) return null;
  const named = brands.filter(
    (brand) => fold(brand.name) !== query && brandSearchKeys(brand.name).slice(1).includes(query),
  );
  return named.length === 1 ? named[0]! : null;
}
