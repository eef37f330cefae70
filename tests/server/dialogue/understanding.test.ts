// @vitest-environment node
/**
 * Typed-turn understanding (docs/platform.md "Typed-turn understanding"): the
 * share of the visitors' typed turns of `typed-turns.{es,he}.json` understood
 * (≥ 90 % per language), the folding and typo tolerance underneath, and the
 * dialogue's use of it: a question is answered and the pending question
 * asked again, the solutions come as a Markdown list, an off-topic turn gets
 * a redirect and never an echo, and names and needs are said in a natural
 * form (each a regression once seen in typed turns).
 */
import { describe, expect, it } from 'vitest';
import { loadAssistants, type Assistant } from '../../../server/dialogue/assistants.ts';
import { ChatSessions } from '../../../server/chat/sessions.ts';
import { Dialogue } from '../../../server/dialogue/engine.ts';
import { editDistance, wordMatches } from '../../../server/dialogue/understand/fuzzy.ts';
import { normalize } from '../../../server/dialogue/understand/normalize.ts';
import { understand } from '../../../server/dialogue/understand/understand.ts';
import { score, typedTurns } from '../../../scripts/lib/typed-turns.ts';

const assistants: ReadonlyMap<string, Assistant> = await loadAssistants();
const sofia = assistants.get('sofia')!;

describe('the typed-turn fixtures', () => {
  it.each(['es', 'he'] as const)(
    '%s: at least 60 labelled turns, at least 90 per cent understood (intent and slot)',
    (language) => {
      const turns = typedTurns(language);
      expect(turns.length).toBeGreaterThanOrEqual(60);
      const result = score(language);
      expect(
        result.ok / result.total,
        JSON.stringify(result.misses.map((m) => [m.turn.text, m.got.intent])),
      ).toBeGreaterThanOrEqual(0.9);
      // Every intent is in the set.
      expect(new Set(turns.map((t) => t.intent)).size).toBe(13);
    },
  );
});

describe('normalize and typo tolerance', () => {
  it('folds case, accents, niqqud, final letters, punctuation, emojis and repeated letters', () => {
    expect(normalize('¿¡Qué SOLUCIONES ofrecen?! 😊')).toBe('que soluciones ofrecen');
    expect(normalize('siiiii')).toBe('si');
    expect(normalize('שָׁלוֹם')).toBe('שלומ');
    expect(normalize('כןןן')).toBe('כנ');
  });

  it('counts edits (Levenshtein: a swap of neighbours costs 2) and stops past the bound', () => {
    expect(editDistance('centralita', 'centralta', 2)).toBe(1);
    expect(editDistance('whatsapp', 'whatsap', 2)).toBe(1);
    expect(editDistance('hola', 'hloa', 2)).toBe(2);
    expect(wordMatches('centarlita', 'centralita')).toBe(true); // a swap in a long word is within its two edits
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(wordMatches('hora', 'hola')).toBe(false); // short words: exact only
    expect(wordMatches('automatizar', 'automat*')).toBe(true);
    expect(wordMatches('והמחיר', 'מחיר')).toBe(true); // Hebrew prefixes
  });
});

describe('understand', () => {
  it('reads the slots in their natural form', () => {
    expect(understand('hola soy ana maria', 'es', 'name')).toEqual({
      intent: 'name',
      name: 'Ana Maria',
    });
    expect(understand('Necesito fibra óptica para la oficina', 'es', 'need')).toEqual({
      intent: 'need',
      need: 'fibra óptica para la oficina',
      closest: ['sip-extension', 'call-forwarding'],
    });
    expect(understand('Quiero una centralita con extensiones SIP!!', 'es', 'need')).toEqual({
      intent: 'need',
      need: 'una centralita con extensiones SIP',
      solution: 'sip-extension',
    });
    expect(understand('אני צריך מספר וירטואלי', 'he', 'need')).toEqual({
      intent: 'need',
      need: 'מספר וירטואלי',
      solution: 'virtual-number',
    });
    expect(understand('mi numero es 612 345 678', 'es', 'phone')).toEqual({
      intent: 'phone',
      phone: '+34612345678',
    });
  });

  it('a question is never a name', () => {
    for (const text of [
      '¿Qué soluciones ofrecen?',
      'que soluciones ofrecen',
      'Qué Soluciones Ofrecen',
    ])
      expect(understand(text, 'es', 'name').intent).toBe('ask-solutions');
    expect(understand('אילו פתרונות אתם מציעים?', 'he', 'name').intent).toBe('ask-solutions');
    // Whatever else it is, a turn with a question mark is not taken as a name.
    expect(understand('אני מדבר עם מכונה?', 'he', 'name').intent).not.toBe('name');
    expect(understand('soy yo?', 'es', 'name').intent).not.toBe('name');
  });
});

describe('the dialogue with understanding', () => {
  it('es: "¿Qué soluciones ofrecen?" first gets the Markdown list of the five solutions and the name question, never "Encantada, Qué Soluciones Ofrecen."', () => {
    const chats = new ChatSessions();
    const session = chats.create('a', 'sofia', 'es', sofia.languages.es!, 0) as Exclude<
      ReturnType<ChatSessions['create']>,
      { status: number }
    >;
    const reply = chats.reply(session, '¿Qué soluciones ofrecen?').text;
    expect(reply).not.toMatch(/Encantada/);
    expect(reply).toBe(
      'Ofrecemos cinco soluciones:\n\n' +
        '- **Extensión SIP / centralita**: las llamadas de su empresa en cualquier dispositivo.\n' +
        '- **Número virtual**: un número local o internacional que suena donde usted quiera.\n' +
        '- **Automatización de llamadas / asistente virtual**: una asistente virtual que atiende y clasifica sus llamadas.\n' +
        '- **Desvío de llamadas**: sus llamadas llegan al móvil o a otro equipo cuando no está.\n' +
        '- **Mensajería empresarial**: WhatsApp y SMS con sus clientes.\n\n' +
        '¿Con quién tengo el gusto de hablar?',
    );
    expect(chats.reply(session, 'me llamo carlos').text).toMatch(/^Encantada, Carlos\. /);
  });

  it('he: "אילו פתרונות אתם מציעים?" gets the list of five and the name question again', () => {
    const d = new Dialogue('he', sofia.languages.he!);
    const text = d.typed('אילו פתרונות אתם מציעים?').line!.text;
    expect(text).toMatch(
      /^אנחנו מציעים חמישה פתרונות:\n\n(- \*\*[^*]+\*\*: .+\n){5}\nעם מי אני מדברת\?$/,
    );
    expect(d.typed('שמי דני').line!.text).toMatch(/^נעים מאוד, דני\./);
  });

  it("es: a need that names no solution gets a clarifying question with the two closest, then is read back in the assistant's words, never the visitor's; questions keep the pending question", () => {
    const d = new Dialogue('es', sofia.languages.es!);
    d.typed('soy lucía');
    expect(d.typed('¿cuánto cuesta?').line!.text).toBe(
      'El precio depende de la solución y del número de usuarios: un representante le preparará una propuesta a medida, sin compromiso. ¿Me indica un teléfono de contacto, con el prefijo del país?',
    );
    d.typed('612 345 678');
    const clarify = d.typed('Necesito fibra óptica para la oficina').line!.text;
    expect(clarify).toBe(
      'Para entenderle bien: ¿lo que necesita es extensión SIP / centralita o desvío de llamadas? Si no es ninguna de las dos, cuénteme con otras palabras qué quiere resolver.',
    );
    const confirm = d.typed('solo fibra, nada más').line!.text;
    expect(confirm).toBe(
      'Entendido. Confirmo sus datos: Lucía, teléfono +34 612 345 678, y necesita una consulta que un representante estudiará con usted. ¿Es correcto?',
    );
    expect(confirm).not.toMatch(/fibra/);
    // The company gets the visitor's words in the lead; the visitor never hears them back.
    expect(d.typed('sí').lead).toEqual({
      name: 'Lucía',
      phone: '+34612345678',
      need: 'solo fibra, nada más',
    });
  });

  it('off-topic gets a polite redirect and the pending question, never an echo; a person, hours, who and goodbye are answered', () => {
    const d = new Dialogue('es', sofia.languages.es!);
    const offTopic = d.typed('cuál es la capital de Francia').line!.text;
    expect(offTopic).toBe(
      'Perdone, en eso no puedo ayudarle: solo atiendo consultas sobre nuestras soluciones de telefonía. ¿Con quién tengo el gusto de hablar?',
    );
    expect(offTopic).not.toMatch(/Francia|capital/i);
    expect(d.typed('quiero hablar con una persona').line!.text).toMatch(
      /^Ahora mismo no hay nadie en este chat, .* ¿Con quién tengo el gusto de hablar\?$/,
    );
    expect(d.typed('a que hora abren').line!.text).toMatch(/^Atendemos de lunes a viernes/);
    expect(d.typed('eres un robot?').line!.text).toMatch(/^Soy Sofía, la asistente virtual/);
    expect(d.typed('adios').line!.text).toBe(
      'Gracias por escribirnos, ¡hasta pronto! Si quiere seguir, aquí estaré.',
    );
    expect(d.slots).toEqual({});
    expect(d.typed('Carlos').line!.text).toMatch(/^Encantada, Carlos\./);
  });

  it('he: off-topic is redirected in Hebrew, with phonemes for speech', () => {
    const d = new Dialogue('he', sofia.languages.he!);
    const line = d.typed('מה מזג האוויר היום').line!;
    expect(line.text).toBe(
      'סליחה, בזה אני לא יכולה לעזור: אני עונה רק על שאלות על הפתרונות שלנו. עם מי אני מדברת?',
    );
    expect(line.phonemes).toMatch(/^\[\[sl'iXa\]\]/);
  });
});

describe("after the script's questions", () => {
  it("a question is answered before the next script line; a goodbye moves on to the script's goodbye", () => {
    const d = new Dialogue('es', sofia.languages.es!);
    for (const text of ['Carlos', '612345678', 'fibra para la oficina', 'solo fibra', 'sí'])
      d.typed(text);
    expect(d.typed('¿a qué hora me llamarán?').line).toMatchObject({
      topic: 'representative-will-call',
      text: expect.stringMatching(
        /^Atendemos de lunes a viernes, .* Un representante de TeleNova le llamará hoy por la tarde/,
      ),
    });
    expect(d.typed('adiós').line).toMatchObject({ topic: 'goodbye', endCall: true });
    expect(d.finished).toBe(true);
  });
});

describe('a slot given when another is asked', () => {
  it('is taken at once (slot filling): acknowledged, then only the missing slot is asked', () => {
    const d = new Dialogue('es', sofia.languages.es!, () => 'call_s');
    expect(d.typed('necesito una centralita').line!.text).toBe(
      'Tomo nota: extensión SIP / centralita. ¿Con quién tengo el gusto de hablar?',
    );
    expect(d.slots).toEqual({
      need: 'una centralita',
      solution: 'sip-extension',
    });
    expect(d.typed('Me llamo Ana').line!.text).toMatch(/^Encantada, Ana\. Para poder ayudarle/);
    // Everything known: the page shows the solution, then the read-back.
    const show = d.typed('612 345 678');
    expect(show.tool).toMatchObject({
      name: 'show_solution',
      arguments: { solution: 'sip-extension' },
    });
    expect(d.toolResult('call_s', 'shown')!.line!.text).toBe(
      'Listo, la tiene resaltada en la página. Entendido. Confirmo sus datos: Ana, teléfono +34 612 345 678, y necesita extensión SIP / centralita. ¿Es correcto?',
    );
  });
});
