// A clean build prints no warnings (README, "Commands": `npm run build`). Parcel's command line writes its progress and
// a diagnostic's hints to stdout, and each warning's (or error's) message and code frame to stderr, so
// whatever a successful build leaves on stderr is a warning. This turns that text into one line per
// distinct warning for the build's failure message: the message (unindented, wrapped over lines) and
// the file it points at (the first indented line, when it is a location).

// eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC, which is what is removed
const ANSI = /\u001b\[[0-9;]*m/g;
const LOCATION = /^\s+(\S+:\d+:\d+)\s*$/;

/** The distinct warnings in Parcel's stderr output; empty when it printed nothing. */
export function parcelWarnings(stderr) {
  const warnings = [];
  let current = null;
  let inMessage = false;
  for (const line of stderr.replace(ANSI, '').split('\n')) {
    const text = line.trim();
    if (text && !/^\s/.test(line)) {
      if (current && inMessage) current.message += ` ${text}`;
      else warnings.push((current = { message: text, location: null }));
      inMessage = true;
      continue;
    }
    inMessage = false;
    if (text && current && current.location === null) current.location = LOCATION.exec(line)?.[1] ?? '';
  }
  return [...new Set(warnings.map(({ message, location }) => (location ? `${message} (${location})` : message)))];
}
