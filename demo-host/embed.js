// The embed configurator (docs/deployment.md "Embed configurator"): the form drives the
// live <voice-widget id="preview"> and the snippet (embed-snippet.js), pinned
// with the build's /cdn/integrity.json. Texts in Spanish and Hebrew (?lang=he).
import { embedSnippet, normalizeChoices, widgetAttributes } from './embed-snippet.js';

const STRINGS = {
  es: {
    pageTitle: 'Insertar el asistente · TeleNova',
    home: 'TeleNova · Volver a la demostración',
    title: 'Inserte el asistente en su sitio',
    intro:
      'Elija las opciones: el asistente de la esquina cambia con ellas. Después copie el código y péguelo antes de </body> en su página.',
    publicKey: 'Clave pública',
    assistantId: 'ID del asistente',
    apiUrl: 'URL de la API',
    lang: 'Idioma',
    mode: 'Modo',
    modeHybrid: 'Voz y texto',
    modeVoice: 'Solo voz',
    modeChat: 'Solo texto',
    position: 'Posición',
    posEnd: 'Abajo, al final de la línea',
    posStart: 'Abajo, al principio de la línea',
    posCenter: 'Abajo, en el centro',
    posInline: 'Dentro de la página',
    theme: 'Tema',
    themeAuto: 'Automático (según el sistema)',
    themeLight: 'Claro',
    themeDark: 'Oscuro',
    accent: 'Color de acento',
    consent: 'Texto de consentimiento (opcional)',
    consentHint: 'Con texto, nada llega a la plataforma hasta que el visitante lo acepta.',
    teaser: 'Burbuja de bienvenida (opcional)',
    teaserDelay: 'Retraso de la burbuja (segundos)',
    teaserTrigger: 'Cuándo aparece la burbuja',
    trigLoad: 'Al cargar la página',
    trigScroll: 'Al bajar la mitad de la página',
    trigExit: 'Al ir a salir de la página',
    trigIdle: 'Tras 20 s sin actividad',
    suggestions: 'Sugerencias para empezar (una por línea, hasta 4)',
    avatar: 'Imagen del asistente (URL https)',
    snippetTitle: 'Su código',
    snippetLoading: 'Cargando las huellas de integridad…',
    copy: 'Copiar el código',
    copied: 'Código copiado.',
    copyFailed: 'No se pudo copiar: el código está seleccionado, cópielo con Ctrl+C (⌘C en Mac).',
    sriHint:
      'El código fija cada archivo con su huella (integrity): si un byte cambia, el navegador no lo ejecuta.',
    missing: 'Escriba la clave pública y el ID del asistente (letras, números, . _ : -).',
    badApi: 'La URL de la API debe empezar por https:// (o http:// en pruebas locales).',
    noIntegrity:
      'No se pudieron cargar las huellas de integridad (/cdn/integrity.json). Ejecute npm run build y recargue la página.',
    switchTo: 'עברית',
  },
  he: {
    pageTitle: 'הטמעת העוזרת · טלנובה',
    home: 'טלנובה · חזרה להדגמה',
    title: 'הטמיעו את העוזרת באתר שלכם',
    intro:
      'בחרו את האפשרויות: העוזרת שבפינה משתנה בהתאם. אחר כך העתיקו את הקוד והדביקו אותו לפני \u2066</body>\u2069 בדף שלכם.',
    publicKey: 'מפתח ציבורי',
    assistantId: 'מזהה העוזרת',
    apiUrl: 'כתובת ה-API',
    lang: 'שפה',
    mode: 'מצב',
    modeHybrid: 'קול וטקסט',
    modeVoice: 'קול בלבד',
    modeChat: 'טקסט בלבד',
    position: 'מיקום',
    posEnd: 'למטה, בסוף השורה',
    posStart: 'למטה, בתחילת השורה',
    posCenter: 'למטה, במרכז',
    posInline: 'בתוך הדף',
    theme: 'ערכת צבעים',
    themeAuto: 'אוטומטית (לפי המערכת)',
    themeLight: 'בהירה',
    themeDark: 'כהה',
    accent: 'צבע הדגשה',
    consent: 'טקסט הסכמה (רשות)',
    consentHint: 'עם טקסט, דבר לא מגיע לפלטפורמה לפני שהמבקר מאשר אותו.',
    teaser: 'בועת פתיחה (רשות)',
    teaserDelay: 'השהיית הבועה (שניות)',
    teaserTrigger: 'מתי הבועה מופיעה',
    trigLoad: 'בטעינת הדף',
    trigScroll: 'בגלילה עד חצי הדף',
    trigExit: 'כשעומדים לעזוב את הדף',
    trigIdle: 'אחרי 20 שניות ללא פעילות',
    suggestions: 'הצעות לפתיחה (אחת בכל שורה, עד 4)',
    avatar: 'תמונת העוזרת (כתובת https)',
    snippetTitle: 'הקוד שלכם',
    snippetLoading: 'טוען את טביעות השלמות…',
    copy: 'העתקת הקוד',
    copied: 'הקוד הועתק.',
    copyFailed: 'ההעתקה נכשלה: הקוד מסומן, העתיקו אותו עם Ctrl+C ‏(⌘C במק).',
    sriHint:
      'הקוד מצמיד לכל קובץ את טביעת השלמות שלו (integrity): אם בית אחד משתנה, הדפדפן לא מריץ אותו.',
    missing: 'כתבו את המפתח הציבורי ואת מזהה העוזרת (אותיות, ספרות, . _ : -).',
    badApi: 'כתובת ה-API צריכה להתחיל ב-https://‎ (או http://‎ בבדיקות מקומיות).',
    noIntegrity:
      'לא הצלחנו לטעון את טביעות השלמות (/cdn/integrity.json). הריצו npm run build וטענו את הדף מחדש.',
    switchTo: 'Español',
  },
};

const lang = new URLSearchParams(location.search).get('lang') === 'he' ? 'he' : 'es';
const t = STRINGS[lang];
const form = document.getElementById('embed-form');
const preview = document.getElementById('preview');
const code = document.getElementById('snippet');
const copyButton = document.getElementById('copy');
const copyStatus = document.getElementById('copy-status');
const problem = document.getElementById('form-problem');
let integrity;
let snippet = '';

// The page's language: <html lang dir>, the title and every marked text.
document.documentElement.lang = lang;
document.documentElement.dir = lang === 'he' ? 'rtl' : 'ltr';
document.title = t.pageTitle;
for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t[el.dataset.i18n];
const switcher = document.getElementById('lang-switch');
switcher.textContent = t.switchTo;
switcher.href = lang === 'he' ? 'embed.html' : 'embed.html?lang=he';
switcher.lang = lang === 'he' ? 'es' : 'he';
switcher.dir = lang === 'he' ? 'ltr' : 'rtl';
form.elements.lang.value = lang;
// The form starts from the preview's own attributes (which `npm start`'s VOICE_* settings may have rewritten).
form.elements.publicKey.value = preview.getAttribute('public-key') ?? '';
form.elements.assistantId.value = preview.getAttribute('assistant-id') ?? '';
form.elements.apiUrl.value = new URL(preview.getAttribute('api-url') ?? '/api', location.href).href;

/** The form's values, as embed-snippet.js checks them. */
function choices() {
  return normalizeChoices(Object.fromEntries(new FormData(form)));
}

/** Shows what is wrong with the form (or nothing); returns true when the snippet can be built. */
function check(c) {
  const raw = form.elements;
  const missing = !c.publicKey || !c.assistantId;
  const badApi = raw.apiUrl.value.trim() !== '' && !c.apiUrl;
  raw.publicKey.setAttribute('aria-invalid', String(!c.publicKey));
  raw.assistantId.setAttribute('aria-invalid', String(!c.assistantId));
  raw.apiUrl.setAttribute('aria-invalid', String(badApi));
  const message = missing ? t.missing : badApi ? t.badApi : '';
  problem.textContent = message;
  problem.hidden = message === '';
  return message === '';
}

/** The preview takes the choices (attributes; the accent through the CSSOM, which a strict CSP allows). */
function updatePreview(c) {
  const wanted = new Map(widgetAttributes(c).filter(([name]) => name !== 'style'));
  for (const name of [
    'api-url',
    'require-consent',
    'consent-text',
    'avatar',
    'teaser',
    'teaser-delay',
    'teaser-trigger',
    'suggestions',
  ])
    if (!wanted.has(name)) preview.removeAttribute(name);
  for (const [name, value] of wanted)
    if (preview.getAttribute(name) !== value) preview.setAttribute(name, value);
  if (c.accent) preview.style.setProperty('--voice-widget-accent', c.accent);
  else preview.style.removeProperty('--voice-widget-accent');
}

function update() {
  const c = choices();
  const ok = check(c);
  if (ok) updatePreview(c);
  copyButton.disabled = !ok || !integrity;
  if (!integrity) return;
  if (ok) {
    snippet = embedSnippet({ base: new URL('/', location.href).href, integrity, choices: c });
    code.textContent = snippet;
  }
}

// Every field (text, select, colour, textarea) fires `input` on each change; `change` would only repeat it.
form.addEventListener('input', update);
form.addEventListener('submit', (event) => event.preventDefault());

copyButton.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(snippet);
    copyStatus.textContent = t.copied;
  } catch {
    // No clipboard (permission, insecure origin): select the code so the visitor can copy it.
    getSelection()?.selectAllChildren(code);
    copyStatus.textContent = t.copyFailed;
  }
});

update();
try {
  const res = await fetch('/cdn/integrity.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  integrity = await res.json();
  update();
} catch (error) {
  console.warn('[embed] /cdn/integrity.json:', error);
  code.textContent = t.noIntegrity;
  copyButton.disabled = true;
}
