// Opening the phone's dialler. A `tel:` navigation is the only way a web page can start a call; it is
// one function so tests (and jsdom, which cannot navigate) can take its place. The dialer is a
// collaborator, not state of a visit: a test that swaps it puts it back (setDialerForTests(null)).

type Dialer = (href: string) => void;

const browserDialer: Dialer = (href) => {
  window.location.href = href;
};

let dialer: Dialer = browserDialer;

/** Opens the dialler on a `tel:` address (from domain/phone's telHref). */
export function dial(href: string): void {
  dialer(href);
}

/** Tests record the addresses dialled instead of navigating; null restores the browser's. */
export function setDialerForTests(next: Dialer | null): void {
  dialer = next ?? browserDialer;
}
