/** The ways a phone reaches a person: call, SMS, mail and WhatsApp links. */
export type ContactLinks = {
  tel: string | null;
  sms: string | null;
  mailto: string | null;
  whatsApp: string | null;
};

/**
 * `tel:` and `sms:` keep the leading + and the digits; WhatsApp's wa.me wants the international
 * number as digits only (no +, no spaces), so a number without a country code gets no WhatsApp link
 * rather than a wrong one.
 */
export function contactLinks(person: {
  phone?: string | null;
  email?: string | null;
}): ContactLinks {
  const dialable = person.phone ? person.phone.replace(/[^\d+]/g, '') : '';
  const international = dialable.startsWith('+')
    ? dialable.slice(1)
    : dialable.startsWith('00')
      ? dialable.slice(2)
      : null;
  return {
    tel: dialable ? `tel:${dialable}` : null,
    sms: dialable ? `sms:${dialable}` : null,
    mailto: person.email ? `mailto:${person.email}` : null,
    whatsApp:
      international && /^\d{7,15}$/.test(international) ? `https://wa.me/${international}` : null,
  };
}
