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
