// The build folder holds the legal-document generator, tested like the app code.
module.exports = require('../jest.base.cjs')(__dirname, { roots: ['<rootDir>/src', '<rootDir>/build'] });
