import type { MessageLanguage } from '../../lib/message-language.js';
import type { EmailMessage } from '../../plugins/email/email-sender.js';

type Wording = { subject: string; intro: string; validity: string };

// The validity matches EMAIL_TOKEN_TTL_SECONDS (24 h) and single use in the service.
const WORDING: Readonly<Record<MessageLanguage, Wording>> = {
  pl: {
    subject: 'Potwierdź adres e-mail',
    intro: 'Potwierdź swój adres e-mail, otwierając link:',
    validity: 'Link jest ważny 24 godziny i działa jeden raz.',
  },
  en: {
    subject: 'Confirm your e-mail address',
    intro: 'Confirm your e-mail address by opening the link:',
    validity: 'The link is valid for 24 hours and works once.',
  },
  uk: {
    subject: 'Підтвердьте адресу електронної пошти',
    intro: 'Підтвердьте свою адресу електронної пошти, відкривши посилання:',
    validity: 'Посилання дійсне 24 години і працює один раз.',
  },
};

/** The message with the confirmation link, in the language of the user who gave the address; the link stands on a line of its own. */
export function confirmationMessage(to: string, link: string, language: MessageLanguage): EmailMessage {
  const wording = WORDING[language];
  return { to, subject: wording.subject, text: [wording.intro, link, wording.validity].join('\n') };
}
