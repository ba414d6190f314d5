/**
 * The words of the price-drop and back-in-stock alerts (issue 29): the dialog on the site, the service's pages and
 * its mails. Part of the site's texts (messages.ts); a file of its own so that the dialog's script downloads only
 * these.
 */

import { ALERT_ASK } from "./messages-alert-ask.ts";

export { ALERT_ASK } from "./messages-alert-ask.ts";

export const ALERTS_TEXT = {
  ask: ALERT_ASK,
  dialogIntro: {
    "price-drop": "Îți scriem când prețul scade sub cel de azi și sub cel mai mic preț din ultimele 30 de zile.",
    "back-in-stock": "Îți scriem când produsul revine în stoc la unul dintre magazine.",
  },
  email: "Adresa ta de e-mail",
  consent:
    "Sunt de acord să primesc pe e-mail alertele de preț și stoc pe care le-am cerut. Le pot opri oricând, cu un clic, din orice mesaj.",
  submit: "Trimite",
  close: "Închide",
  sent: "Aproape gata! Ți-am trimis un e-mail: apasă pe linkul din el ca să pornești alerta.",
  errors: {
    consent: "Bifează acordul ca să-ți putem trimite alerta.",
    limit: "Ai deja 50 de alerte pe această adresă. Șterge câteva din linkul din e-mailuri, apoi încearcă din nou.",
    product: "Produsul nu mai este în catalog.",
    failed: "Ceva nu a mers. Alerta nu a fost salvată; încearcă din nou.",
  },
  page: {
    title: "Alertele tale Vitrina",
    confirmed:
      "Alertele tale au pornit. Îți scriem cel mult o dată pe zi, când prețul scade sau produsul revine în stoc.",
    confirmFailed: "Linkul de confirmare nu mai este valabil. Cere alerta din nou de pe pagina produsului.",
    badLink: "Linkul nu este valabil.",
    none: "Nu ai nicio alertă activă.",
    pending: "neconfirmată",
    remove: "Șterge",
    removeAll: "Șterge toate alertele",
    removeAsk: "Vrei să oprești alerta? Apasă butonul.",
    removeAllAsk: "Vrei să oprești toate alertele acestei adrese? Apasă butonul.",
    removed: "Gata, alerta a fost oprită.",
    removedAll: "Gata, toate alertele acestei adrese au fost oprite.",
  },
  kindName: {
    "price-drop": "scăderea prețului",
    "back-in-stock": "revenirea în stoc",
  },
  mail: {
    confirmSubject: "Confirmă alerta Vitrina",
    confirmText: (title: string, link: string, days: number) =>
      `Bună!\n\nCineva (sperăm că tu) a cerut o alertă Vitrina pentru „${title}” pe această adresă.\nPornește alertele deschizând linkul de mai jos (valabil ${days} zile):\n\n${link}\n\nDacă nu ai cerut tu alerta, ignoră acest mesaj: fără confirmare nu primești nimic și cererea se șterge.`,
    alertSubject: (count: number) =>
      count === 1 ? "Vitrina: un produs salvat s-a schimbat" : `Vitrina: ${count} produse salvate s-au schimbat`,
    alertIntro: "Bună! Iată ce s-a schimbat la produsele pe care le urmărești:",
    priceLine: (title: string, oldPrice: string, newPrice: string, shop: string) =>
      `${title}: de la ${oldPrice} la ${newPrice}, la ${shop}`,
    stockLine: (title: string, price: string, shop: string) => `${title}: din nou în stoc, ${price}, la ${shop}`,
    stopOne: (link: string) => `Oprește această alertă: ${link}`,
    manageLine: (link: string) => `Alertele tale (vezi, șterge): ${link}`,
    stopAllLine: (link: string) => `Oprește toate alertele cu un clic: ${link}`,
  },
} as const;
