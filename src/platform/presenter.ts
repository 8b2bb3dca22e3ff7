// How the app tells a visitor about a failed call. The spec's default is a browser alert; tests and
// the QA studio swap in a recording presenter.

export interface Presenter {
  alert(message: string): void;
}

export const browserPresenter: Presenter = {
  alert(message) {
    if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(message);
  },
};

/** The text of an alert: the message, else the error itself, else its JSON (spec section 8). */
export function alertText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  try {
    const json = JSON.stringify(error);
    if (json !== undefined) return json;
  } catch {
    // fall through: a circular structure has no JSON
  }
  return String(error);
}
