// The demo host's glue: keeps <html lang dir> and the URL (?lang=he) in step
// with the widget's language, whichever way it changes (toggle or attribute).
// The page may be prerendered in either language (docs/prerendering.md): then
// everything here already matches, and the elements hydrate later, on idle.
import { PAGE_STRINGS } from './page-strings.js';

const demo = document.querySelector('voice-demo');
const widget = document.querySelector('voice-widget');
const params = new URLSearchParams(location.search);
const wanted = params.get('lang');

/** The page around the elements in `lang`: <html lang dir>, title, URL, footer link, the floating assistant. */
function applyPageLang(lang, dir, source) {
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  const strings = PAGE_STRINGS[lang] ?? PAGE_STRINGS.es;
  document.title = strings.title;
  const url = new URL(location.href);
  if (lang === 'es') url.searchParams.delete('lang');
  else url.searchParams.set('lang', lang);
  history.replaceState(history.state, '', url);
  // The footer's link to the embed configurator, in the page's language.
  const embedLink = document.getElementById('embed-link');
  if (embedLink) {
    embedLink.textContent = strings.embedLink;
    embedLink.href = strings.embedHref;
  }
  // The floating assistant speaks the page's language; its heading names the company in it.
  if (widget && source !== widget) {
    widget.setAttribute('lang', lang);
    widget.setAttribute('heading', strings.heading);
  }
}

document.addEventListener('voice-lang-change', (event) =>
  applyPageLang(event.detail.lang, event.detail.dir, event.target),
);

// A page served in the other language than the one asked for (a static copy
// of the page, not prerendered per language): switch it here. Before the
// elements are defined no voice-lang-change fires, so the page follows too.
if (demo && (wanted === 'es' || wanted === 'he') && demo.getAttribute('lang') !== wanted) {
  demo.setAttribute('lang', wanted);
  if (!customElements.get('voice-demo'))
    applyPageLang(wanted, wanted === 'he' ? 'rtl' : 'ltr', demo);
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
    const index = Object.hasOwn(CARD_OF_SOLUTION, solution)
      ? CARD_OF_SOLUTION[solution]
      : undefined;
    const card = index === undefined ? undefined : demo?.showAdvantage(index);
    return card ? { shown: card.title } : { error: 'unknown solution' };
  },
};
// Set once the elements are defined: they load after the page (on idle), and a
// property set before would hide the element's own accessor.
for (const element of [demo, widget]) {
  if (element)
    customElements.whenDefined(element.localName).then(() => (element.clientTools = clientTools));
}
