import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder at import time; jsdom does not provide it. Import this file
// before anything that imports react-router-dom.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
