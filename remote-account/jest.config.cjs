module.exports = require('../jest.base.cjs')(__dirname, {
  setupFiles: [require.resolve('@venue/federation/testing/jsdom-polyfills')],
});
