// @vitest-environment node
// Codegen's rule for fragments from other files: found by name, with the fragments they spread in turn;
// an unknown or twice-defined name, or a fragment borrowed from another screen area, stops codegen.
import { parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { externalFragments, fragmentIndex } from '../../scripts/graphql-fragments.mjs';

type Found = { name: string; onType: string; isExternal: boolean };

const files = (entries: Record<string, string>) =>
  new Map<string, DocumentNode>(Object.entries(entries).map(([file, text]) => [file, parse(text)]));

const card = 'src/screens/moments/moment-card.graphql';
const library = files({
  [card]: 'fragment MomentCardFields on Moment { id author { ...AuthorFields } }',
  'src/screens/moments/author.graphql': 'fragment AuthorFields on Person { id name }',
  'src/screens/common/car-list/car-card.graphql': 'fragment CarCard on CarListing { id title }',
});

function external(file: string, text: string, known = library): Found[] {
  const all = new Map([...known, [file, parse(text)]]);
  return (externalFragments(file, all.get(file), fragmentIndex(all)) as Found[]).map(
    ({ name, onType, isExternal }) => ({ name, onType, isExternal }),
  );
}

describe('fragments from other files', () => {
  it('finds a spread fragment by name, and the fragments it spreads in turn', () => {
    expect(
      external(
        'src/screens/moments/moment-detail.graphql',
        'query MomentDetail { moment(id: "1") { ...MomentCardFields } }',
      ),
    ).toEqual([
      { name: 'MomentCardFields', onType: 'Moment', isExternal: true },
      { name: 'AuthorFields', onType: 'Person', isExternal: true },
    ]);
  });

  it('leaves out the fragments a file defines itself, and a file that spreads none takes none', () => {
    const text = 'query Q { moment(id: "1") { ...Local } } fragment Local on Moment { id }';
    expect(external('src/screens/moments/q.graphql', text)).toEqual([]);
    expect(external('src/machines/share-config.graphql', 'query ShareConfig { shareConfig { title } }')).toEqual([]);
  });

  it('lets any area use a fragment from src/screens/common', () => {
    expect(
      external('src/screens/board/board.graphql', 'query Board { cars { items { ...CarCard } } }').map((f) => f.name),
    ).toEqual(['CarCard']);
  });

  it('refuses a fragment from another screen area', () => {
    expect(() =>
      external('src/screens/article/article.graphql', 'query A { moment(id: "1") { ...MomentCardFields } }'),
    ).toThrow(/MomentCardFields belongs to the moments area .*move it to src\/screens\/common/);
  });

  it('refuses an unknown fragment name', () => {
    expect(() => external('src/screens/moments/x.graphql', 'query X { moment(id: "1") { ...Missing } }')).toThrow(
      /unknown fragment \.\.\.Missing/,
    );
  });

  it('refuses a fragment name defined in two files', () => {
    const twice = files({
      'src/a.graphql': 'fragment Same on Car { id }',
      'src/b.graphql': 'fragment Same on Car { title }',
    });
    expect(() => fragmentIndex(twice)).toThrow(
      /fragment Same is defined twice: in src\/a.graphql and in src\/b.graphql/,
    );
  });
});
