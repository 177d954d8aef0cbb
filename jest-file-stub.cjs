// What a test sees for an imported asset file (a font): its name, as the bundler would give its URL.
module.exports = { __esModule: true, default: 'test-file-stub' };
