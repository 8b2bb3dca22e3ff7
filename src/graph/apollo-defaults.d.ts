// Declares the client-wide defaults (client.ts) so Apollo's result types know that queries return
// partial data alongside errors.
import '@apollo/client';

declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'none';
      }
    }
  }
}
