import type { TranslationTree } from '@venue/routes';
import balances from '../features/balances/translations/pl';
import withdrawal from '../features/withdrawal/translations/pl';
import history from '../features/history/translations/pl';

/** The wallet remote's namespace (`wallet`) in Polish. */
export default {
  title: { wallet: 'Portfel' },
  /** The withdrawal form's field errors of @venue/api (`wallet:validation.*`): only this remote shows them. */
  validation: {
    withdrawalMin: 'Najmniejsza kwota wypłaty to 10,00 zł',
    withdrawalMax: 'Jednorazowo można wypłacić najwyżej 5000,00 zł',
    iban: 'Wprowadź poprawny numer polskiego rachunku (26 cyfr)',
    fullName: 'Wpisz imię i nazwisko właściciela rachunku',
  },
  ledger: {
    deposit: {
      payment_one: 'Płatność online za {{count}} rezerwację',
      payment_few: 'Płatność online za {{count}} rezerwacje',
      payment_many: 'Płatność online za {{count}} rezerwacji',
      payment_other: 'Płatność online za {{count}} rezerwacji',
      topUp: 'Wpłata do portfela',
      carnet: 'Płatność online za karnet',
    },
    serviceFee: 'Opłata serwisowa za płatność online',
    settlement: 'Opłacenie rezerwacji',
    carnetPurchase: 'Zakup karnetu',
    refund: {
      cancelledInTime: 'Zwrot za odwołaną rezerwację',
      cancelledBeforePayment: 'Zwrot: rezerwacja anulowana przed wpłatą',
      alreadyPaid: 'Zwrot: rezerwacja była już opłacona',
      paymentVoided: 'Zwrot: płatność została anulowana przed wpłatą',
      courtResold: 'Zwrot: odwołany po terminie kort zarezerwowano ponownie',
      other: 'Zwrot za rezerwację',
    },
    freeze: 'Blokada środków na wypłatę',
    unfreeze: 'Zwolnienie blokady środków na wypłatę',
    paymentHold: 'Blokada środków na płatność',
    paymentHoldReleased: 'Zwolnienie blokady środków na płatność',
    manualAdjustment: 'Korekta salda',
    withdrawal: 'Wypłata na konto bankowe',
    detail: {
      booking: '{{venue}}, {{court}}, {{start}}',
      reservationNumber: 'Rezerwacja nr {{id}}',
    },
  },
  balances,
  withdrawal,
  history,
} as const satisfies TranslationTree;
