// The console recorder the lane's server puts ahead of the app's scripts on every page. It keeps
// console.error calls, uncaught errors, unhandled rejections and failed loads of scripts, styles and
// images in sessionStorage, so a reload (the sell form's draft journey) does not lose what came before.
// The lane reads them with `consoleErrors()` in tests/webkit/support/webkit.ts.
export const RECORDER_PATH = '/__webkit-lane/recorder.js';
/**
 * A page of the app's origin without the app (the recorder only), where the lane clears storage
 * between tests and checks the recorder itself.
 */
export const BLANK_PATH = '/__webkit-lane/blank.html';
export const RECORDER_KEY = '__webkitLane.errors';

export const RECORDER_SCRIPT = `(function () {
  var KEY = ${JSON.stringify(RECORDER_KEY)};
  var memory = [];
  function text(value) {
    // JavaScriptCore's stack holds only the frames, not V8's "Error: message" first line.
    if (value instanceof Error) return String(value) + (value.stack ? '\\n' + value.stack : '');
    if (typeof value === 'string') return value;
    try { return JSON.stringify(value); } catch (error) { return String(value); }
  }
  function record(entry) {
    entry = String(entry).slice(0, 1000);
    try {
      var list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      list.push(entry);
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch (error) {
      memory.push(entry);
    }
  }
  window.__webkitLaneErrors = function () {
    var stored = [];
    try { stored = JSON.parse(sessionStorage.getItem(KEY) || '[]'); } catch (error) { stored = []; }
    return stored.concat(memory);
  };
  var original = console.error;
  console.error = function () {
    record(Array.prototype.map.call(arguments, text).join(' '));
    return original.apply(console, arguments);
  };
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && target.tagName) {
      record('failed to load ' + target.tagName.toLowerCase() + ': ' + (target.currentSrc || target.src || target.href || ''));
    } else if (!/^ResizeObserver loop/.test(event.message || '')) {
      // Not the ResizeObserver loop notice: the browser reports that when a layout change (here the QA
      // tab's gutter in mock builds) defers observations to the next frame; nothing failed.
      record('uncaught: ' + (event.error ? text(event.error) : event.message));
    }
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    record('unhandled rejection: ' + text(event.reason));
  });
})();
`;
