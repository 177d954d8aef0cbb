import type { DoorController, DoorOrder } from './door-controller.js';

/** Local default: there is no door; every command "works" and the door_commands table is the record. */
export class SimulatedDoorController implements DoorController {
  readonly name = 'simulated';

  async execute(_order: DoorOrder): Promise<void> {}
}
