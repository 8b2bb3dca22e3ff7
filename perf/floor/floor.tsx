// The stack floor for `npm run perf`: the same runtime dependencies as the storefront (React, the
// router, Apollo over a SchemaLink to a graphql-tools schema, XState) and one trivial screen, so every
// size the benchmark prints can be read as a ratio to what the stack alone costs.
import { ApolloClient, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { useMachine } from '@xstate/react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { createMachine } from 'xstate';

const schema = makeExecutableSchema({
  typeDefs: 'type Query { greeting: String! }',
  resolvers: { Query: { greeting: () => 'Hello' } },
});
const client = new ApolloClient({
  link: new SchemaLink({ schema }),
  cache: new InMemoryCache(),
  defaultOptions: { watchQuery: { errorPolicy: 'all' }, query: { errorPolicy: 'all' }, mutate: { errorPolicy: 'none' } },
});
const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { TOGGLE: 'on' } }, on: { on: { TOGGLE: 'off' } } } });
const GREETING: TypedDocumentNode<{ greeting: string }> = gql`
  query Greeting {
    greeting
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

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ApolloProvider client={client}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Screen />} />
        </Routes>
      </BrowserRouter>
    </ApolloProvider>,
  );
}
