// What the studio's views work on: the app's client, REST client and services, the actor tracker, the
// scenario control and the request log. Created once by startQaStudio.

import type { ApolloClient } from '@apollo/client';
import type { RequestLog } from '../graph/request-log';
import type { AppServices } from '../platform/app-services';
import type { RestClient } from '../graph/rest/http';
import type { ActorTracker } from './actor-tracker';
import type { ScenarioControl } from './scenario-control';

export interface QaStudioServices {
  client: ApolloClient;
  rest: RestClient;
  /** The storefront's services (its buyer store, ...). */
  app: AppServices;
  tracker: ActorTracker;
  control: ScenarioControl;
  log: RequestLog;
}
