// The demo host's glue: keeps <html lang dir> and the URL (?lang=he) in step
// with the widget's language, whichever way it changes (toggle or attribute).
const demo = document.querySelector('voice-demo');
const widget = document.querySelector('voice-widget');
const params = new URLSearchParams(location.search);
const wanted = params.get('lang');

document.addEventListener('voice-lang-change', (event) => {
  const { lang, dir } = event.detail;
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  document.title = lang === 'he' ? 'טלנובה · עוזרת קולית וירטואלית' : 'TeleNova · Asistente virtual de voz';
  const url = new URL(location.href);
  if (lang === 'es') url.searchParams.delete('lang');
  else url.searchParams.set('lang', lang);
  history.replaceState(history.state, '', url);
  // The footer's link to the embed configurator, in the page's language.
  const embedLink = document.getElementById('embed-link');
  if (embedLink) {
    embedLink.textContent = lang === 'he' ? 'הטמיעו את העוזרת באתר שלכם' : 'Insertar el asistente en su sitio';
    embedLink.href = lang === 'he' ? 'embed.html?lang=he' : 'embed.html';
  }
  // The floating assistant speaks the page's language; its heading names the company in it.
  if (widget && event.target !== widget) {
    widget.setAttribute('lang', lang);
    widget.setAttribute('heading', lang === 'he' ? 'סופיה · טלנובה' : 'Sofía · TeleNova');
  }
});

// After the listener exists: the attribute change dispatches voice-lang-change synchronously.
if (demo && wanted) demo.setAttribute('lang', wanted);
if (widget && wanted === 'he') {
  widget.setAttribute('lang', 'he');
  widget.setAttribute('heading', 'סופיה · טלנובה');
}

// The assistant's client tool (docs/voice-client.md "Tools"): once the visitor's need names one of
// the company's solutions, it calls show_solution { solution }; the page scrolls to and highlights
// the advantage card that answers it, and tells the assistant what it showed.
const CARD_OF_SOLUTION = {
  'call-automation': 0, // Disponible 24/7
  'virtual-number': 1, // Respuesta inmediata
  'call-forwarding': 1,
  'sip-extension': 2, // Integración con su centralita
  'business-messaging': 3, // Datos y seguimiento
};
const clientTools = {
  show_solution: ({ solution }) => {
    const index = Object.hasOwn(CARD_OF_SOLUTION, solution) ? CARD_OF_SOLUTION[solution] : undefined;
    const card = index === undefined ? undefined : demo?.showAdvantage(index);
    return card ? { shown: card.title } : { error: 'unknown solution' };
  },
};
for (const element of [demo, widget]) if (element) element.clientTools = clientTools;
