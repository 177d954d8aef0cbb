import { postJsonWithBearer, type BearerJsonTarget } from '../../lib/post-json.js';
import { DoorControllerError, type DoorController, type DoorOrder } from './door-controller.js';

export type HttpDoorControllerOptions = BearerJsonTarget;

/**
 * A relay taking `POST {venue_id, command, user_id, reservation_id}` as JSON with a bearer token
 * (one relay for all venues; it knows which lock belongs to which venue). Only a 2xx answer
 * means the command was carried out.
 */
export class HttpDoorController implements DoorController {
  readonly name = 'http';

  constructor(private readonly options: HttpDoorControllerOptions) {}

  async execute(order: DoorOrder): Promise<void> {
    const body = { venue_id: order.venueId, command: order.command, user_id: order.userId, reservation_id: order.reservationId };
    await postJsonWithBearer(this.options, body, 'Door relay', (message, options) => new DoorControllerError(message, options));
  }
}
