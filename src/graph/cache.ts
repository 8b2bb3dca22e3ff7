import { InMemoryCache } from '@apollo/client';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Car: { keyFields: ['id'] },
      CarListing: { keyFields: ['id'] },
      Article: { keyFields: ['id'] },
      Moment: { keyFields: ['id'] },
      MomentUser: { keyFields: ['unionId'] },
      Topic: { keyFields: ['id'] },
      // Value objects without identity of their own are stored inside their parent.
      Price: { keyFields: false },
      CarStatus: { keyFields: false },
      CarImages: { keyFields: false },
    },
  });
}
