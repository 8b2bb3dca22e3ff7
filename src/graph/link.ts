// Presents GraphQL errors per their `presentation` (spec section 8): alerts once per distinct message
// per operation; `rethrow` and `silent` errors are left to the screen.

import { CombinedGraphQLErrors } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { alertText, type Presenter } from '../platform/presenter';
import { presentationOf } from './errors';

export function createErrorLink(presenter: Presenter): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    // A background refresh of an answer already shown (use-revalidate.ts) fails quietly.
    if ((operation.getContext() as { quiet?: boolean }).quiet) return;
    if (CombinedGraphQLErrors.is(error)) {
      const shown = new Set<string>();
      for (const graphError of error.errors) {
        if (presentationOf(graphError) !== 'alert') continue;
        const text = alertText(graphError);
        if (shown.has(text)) continue;
        shown.add(text);
        presenter.alert(text);
      }
      return;
    }
    presenter.alert(alertText(error));
  });
}
