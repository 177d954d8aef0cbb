import type { DoorCommand } from '@venue/api';

export type DoorOrder = { venueId: number; command: DoorCommand; userId: number; reservationId: number };

/** Carries a door command out at a venue; throws DoorControllerError when it could not. */
export interface DoorController {
  readonly name: string;
  execute(order: DoorOrder): Promise<void>;
}

export class DoorControllerError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DoorControllerError';
  }
}
