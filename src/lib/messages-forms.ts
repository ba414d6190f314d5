/**
 * The words of the contact and newsletter forms, on the page and in the service's mails (issue 13). Part of the
 * site's texts (messages.ts); a file of its own so that a page's scripts download only the words they use.
 */

/** The contact and newsletter forms (issue 13): fields, errors next to each field, outcomes, the mails. */
export const FORMS_TEXT = {
  errors: {
    required: (field: string) => `Completează câmpul „${field}”.`,
    email: "Scrie o adresă de e-mail validă, de forma nume@exemplu.ro.",
    tooLong: (field: string, max: number) =>
      `Câmpul „${field}” poate avea cel mult ${max.toLocaleString("ro-RO")} de caractere.`,
    consent: "Bifează acordul ca să te putem abona.",
    tooFast: "Formularul a fost trimis prea repede. Verifică ce ai scris și apasă din nou pe buton.",
    tooMany: "Ai trimis prea multe formulare într-un timp scurt. Încearcă din nou peste câteva minute.",
    failed: "Ceva nu a mers. Mesajul nu a fost trimis; încearcă din nou.",
    fixBelow: "Formularul are greșeli. Le găsești lângă fiecare câmp.",
  },
  fieldNames: { name: "Nume și prenume", email: "Email", message: "Mesajul tău" },
  /** The honeypot's label: read by nobody but a robot filling every field. */
  trap: "Nu completa acest câmp",
  contactSent: "Mulțumim! Mesajul tău a fost trimis și îți răspundem cât de repede putem.",
  newsletter: {
    title: "Newsletter",
    intro: "Noutăți și reduceri din colecțiile Vitrina, cel mult o dată pe săptămână.",
    email: "Adresa ta de e-mail",
    consent:
      "Sunt de acord să primesc newsletterul Vitrina pe e-mail. Mă pot dezabona oricând, cu un clic, din orice mesaj.",
    subscribe: "Abonează-mă",
    sent: "Aproape gata! Ți-am trimis un e-mail: apasă pe linkul din el ca să confirmi abonarea.",
    confirmed: "Abonarea ta este confirmată. Mulțumim!",
    confirmFailed: "Linkul de confirmare nu mai este valabil. Abonează-te din nou din subsolul site-ului.",
    unsubscribed: "Te-ai dezabonat. Nu vei mai primi newsletterul Vitrina.",
    unsubscribeFailed: "Linkul de dezabonare nu este valabil.",
    unsubscribeAsk: "Nu mai vrei să primești newsletterul Vitrina? Apasă butonul și te dezabonăm.",
    unsubscribeButton: "Dezabonează-mă",
  },
  page: {
    title: "Formularul Vitrina",
    check: "Verifică ce ai scris",
    resend: "Trimite din nou",
    back: "Înapoi la Vitrina",
  },
  mail: {
    contactSubject: (name: string) => `Mesaj nou de la ${name} (formularul de contact Vitrina)`,
    confirmSubject: "Confirmă abonarea la newsletterul Vitrina",
    confirmText: (link: string, days: number) =>
      `Bună!\n\nCineva (sperăm că tu) a cerut abonarea acestei adrese la newsletterul Vitrina.\nConfirmă abonarea deschizând linkul de mai jos (valabil ${days} zile):\n\n${link}\n\nDacă nu ai cerut tu abonarea, ignoră acest mesaj: fără confirmare nu primești nimic.`,
    unsubscribeLine: (link: string) => `Dezabonare cu un clic: ${link}`,
  },
} as const;
