// The demo host page's own texts per language (the elements' texts live in
// the bundle): read by host.js when the language changes, and by the
// platform's page server when it prerenders the page in that language
// (server/http/demo-page.ts), so both say the same.
export const PAGE_STRINGS = {
  es: {
    title: 'TeleNova · Asistente virtual de voz',
    description:
      'Escuche una llamada real atendida por nuestra asistente virtual de voz y hable con ella en vivo. Demo en español y hebreo.',
    heading: 'Sofía · TeleNova',
    embedLink: 'Insertar el asistente en su sitio',
    embedHref: 'embed.html',
  },
  he: {
    title: 'טלנובה · עוזרת קולית וירטואלית',
    description:
      'האזינו לשיחה אמיתית שעוזרת הקול הווירטואלית שלנו ענתה עליה, ודברו איתה בשידור חי. הדגמה בספרדית ובעברית.',
    heading: 'סופיה · טלנובה',
    embedLink: 'הטמיעו את העוזרת באתר שלכם',
    embedHref: 'embed.html?lang=he',
  },
};
