import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 builds a TextEncoder when it is imported; jsdom has none.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
