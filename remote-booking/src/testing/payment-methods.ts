// Test-only answers of `POST /autopay/getmethods` for a venue (`getPaymentMethods`).
import type { PaymentMethodInfo } from '@venue/api/schemas/payment';

export const BLIK_METHOD: PaymentMethodInfo = { id: 509, name: 'BLIK', type: 'blik' };
export const TRANSFER_METHOD: PaymentMethodInfo = { id: 106, name: 'Przelew internetowy', type: 'transfer' };
/** What a venue taking both methods answers. */
export const BOTH_METHODS: PaymentMethodInfo[] = [BLIK_METHOD, TRANSFER_METHOD];
