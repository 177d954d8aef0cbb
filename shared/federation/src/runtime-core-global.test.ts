import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as runtimeCore from '@module-federation/runtime-core';
import { RUNTIME_CORE_GLOBAL, provideRuntimeCore } from './runtime-core-global';

test('publishes the runtime core under the name remotes built with externalRuntime read, keeping a copy already there', () => {
  const target: Record<string, unknown> = {};
  provideRuntimeCore(target);
  // The same module (the namespace object itself may be a fresh wrapper under CommonJS interop).
  assert.equal((target[RUNTIME_CORE_GLOBAL] as typeof runtimeCore).ModuleFederation, runtimeCore.ModuleFederation);
  const earlier = { from: 'an earlier script' };
  const other: Record<string, unknown> = { [RUNTIME_CORE_GLOBAL]: earlier };
  provideRuntimeCore(other);
  assert.equal(other[RUNTIME_CORE_GLOBAL], earlier);
});
