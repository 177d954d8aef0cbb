/**
 * What every carnet screen shows the same way (strings under `booking:carnet.*`): amounts in
 * entries or money, grouped weekly hours, why a carnet cannot be used, the server's `CARNET_*`
 * refusals and "paid with carnet …" for a reservation.
 */
export { CarnetHoursText, CarnetPaidNote, carnetErrorCode, useCarnetAmount, useCarnetReason, type CarnetErrorCode } from './carnet-wording';
