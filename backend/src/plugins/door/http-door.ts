import { DoorControllerError, type DoorController, type DoorOrder } from './door-controller.js';

export type HttpDoorControllerOptions = {
  url: string;
  token: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
};

/**
 * A relay taking `POST {venue_id, command, user_id, reservation_id}` as JSON with a bearer token
 * (one relay for all venues; it knows which lock belongs to which venue). Only a 2xx answer
 * means the command was carried out.
 */
export class HttpDoorController implements DoorController {
  readonly name = 'http';
  private readonly fetch: typeof globalThis.fetch;

  constructor(private readonly options: HttpDoorControllerOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async execute(order: DoorOrder): Promise<void> {
    let response: Response;
    try {
      response = await this.fetch(this.options.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ venue_id: order.venueId, command: order.command, user_id: order.userId, reservation_id: order.reservationId }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new DoorControllerError(timedOut ? `Door relay did not answer within ${this.options.timeoutMs} ms` : 'Door relay unreachable', { cause: error });
    }
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new DoorControllerError(`Door relay answered ${response.status}`);
  }
}
