// The stack floor for `npm run perf`: the same runtime dependencies as the storefront (React, the
// router, Apollo over a SchemaLink to a graphql-tools schema, XState) and trivial screens, so every
// size and time the benchmark prints can be read against what the stack alone costs. `/` is one
// trivial screen (sizes, cold and repeat visits); `/cars` is a plain list of links to `/car/:id`, a
// title and a price (tap to content and back to the list, with the storefront's selectors and the
// browser's own scroll restoration).
import { ApolloClient, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { useMachine } from '@xstate/react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router';
import { createMachine } from 'xstate';

const CARS = Array.from({ length: 40 }, (_, index) => ({
  id: `F${10001 + index}`,
  title: `宝马 3系 2021款 325Li M运动套装 ${index + 1}`,
  price: 19.8 + index / 10,
}));

const schema = makeExecutableSchema({
  typeDefs:
    'type Car { id: ID! title: String! price: Float! } type Query { greeting: String! cars: [Car!]! car(id: ID!): Car }',
  resolvers: {
    Query: {
      greeting: () => 'Hello',
      cars: () => CARS,
      car: (_: unknown, { id }: { id: string }) => CARS.find((car) => car.id === id) ?? null,
    },
  },
  // As the storefront's schema.ts: production builds leave graphql's SDL validator out of the bundle
  // (scripts/parcel-transformer-library-patches.cjs).
  assumeValidSDL: true,
});
const client = new ApolloClient({
  link: new SchemaLink({ schema }),
  // As in the storefront, a car the list brought is read from the cache at once (a cache redirect).
  cache: new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          car: { read: (_, { args, toReference }) => toReference({ __typename: 'Car', id: String(args?.['id']) }) },
        },
      },
    },
  }),
  defaultOptions: {
    watchQuery: { errorPolicy: 'all' },
    query: { errorPolicy: 'all' },
    mutate: { errorPolicy: 'none' },
  },
});
const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { TOGGLE: 'on' } }, on: { on: { TOGGLE: 'off' } } },
});
const GREETING: TypedDocumentNode<{ greeting: string }> = gql`
  query Greeting {
    greeting
  }
`;
interface FloorCar {
  id: string;
  title: string;
  price: number;
}
const CAR_LIST: TypedDocumentNode<{ cars: FloorCar[] }> = gql`
  query Cars {
    cars {
      id
      title
      price
    }
  }
`;
const CAR: TypedDocumentNode<{ car: FloorCar | null }, { id: string }> = gql`
  query Car($id: ID!) {
    car(id: $id) {
      id
      title
      price
    }
  }
`;

function Screen() {
  const { data } = useQuery(GREETING);
  const [state, send] = useMachine(toggle);
  return (
    <main>
      <h1>{data?.greeting ?? '…'}</h1>
      <button type="button" onClick={() => send({ type: 'TOGGLE' })}>
        {String(state.value)}
      </button>
    </main>
  );
}

function CarList() {
  const { data } = useQuery(CAR_LIST);
  return (
    <main>
      {data?.cars.map((car) => (
        <article key={car.id} style={{ minHeight: 96 }}>
          <h3>
            <Link to={`/car/${car.id}`}>{car.title}</Link>
          </h3>
          <p>¥{car.price.toFixed(2)}万</p>
        </article>
      ))}
    </main>
  );
}

function CarPage() {
  const { id = '' } = useParams();
  const { data } = useQuery(CAR, { variables: { id } });
  return (
    <main>
      {data?.car ? (
        <article aria-labelledby="car-title">
          <h1 id="car-title">{data.car.title}</h1>
          <section>¥{data.car.price.toFixed(2)}万</section>
        </article>
      ) : null}
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ApolloProvider client={client}>
      <BrowserRouter useTransitions={false}>
        <Routes>
          <Route path="/cars" element={<CarList />} />
          <Route path="/car/:id" element={<CarPage />} />
          <Route path="*" element={<Screen />} />
        </Routes>
      </BrowserRouter>
    </ApolloProvider>,
  );
}
