import type { DoorConfig } from '../../config.js';
import type { DoorController } from './door-controller.js';
import { HttpDoorController } from './http-door.js';
import { SimulatedDoorController } from './simulated-door.js';

export function createDoorController(config: DoorConfig): DoorController {
  return config.provider === 'http'
    ? new HttpDoorController({ url: config.url, token: config.token, timeoutMs: config.timeoutMs })
    : new SimulatedDoorController();
}
