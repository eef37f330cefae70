// @vitest-environment node
/**
 * Typed-turn understanding (docs/platform.md "Typed-turn understanding"): the
 * share of the visitors' typed turns of `typed-turns.{es,he}.json` understood
 * (≥ 90 % per language), the folding and typo tolerance underneath, and the
 * dialogue's use of it: a question is answered and the pending question
 * asked again, the solutions come as a Markdown list, an off-topic turn gets
 * a redirect and never an echo, and names and needs are said in a natural
 * form (each a regression once seen in typed turns); and, per kind and in
 * each language, turns phrased as visitors really type them: corrections,
 * name introductions, problems, bot questions, greetings, refusals, sloppy
 * yes / no and requests for a recommendation.
 */
import { describe, expect, it } from 'vitest';

import { score, typedTurns } from '../../../scripts/lib/typed-turns.ts';
import { ChatSessions } from '../../../server/chat/sessions.ts';
import type { Language } from '../../../server/dialogue/assistants.ts';
import { type Assistant, loadAssistants } from '../../../server/dialogue/assistants.ts';
import { Dialogue } from '../../../server/dialogue/engine.ts';
import { editDistance, wordMatches } from '../../../server/dialogue/understand/fuzzy.ts';
import type { Expecting } from '../../../server/dialogue/understand/meaning.ts';
import { normalize } from '../../../server/dialogue/understand/normalize.ts';
import { understand } from '../../../server/dialogue/understand/understand.ts';

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

describe('how visitors really type', () => {
  type Case = readonly [Language, Expecting, string, Record<string, unknown>];
  const kinds: Readonly<Record<string, readonly Case[]>> = {
    // A wrong fact named, a change of mind, or one value set against another ('X not Y').
    corrections: [
      [
        'es',
        'confirm',
        'el telefono esta mal, es el 655 44 33 22',
        { intent: 'phone', phone: '+34655443322', correction: true },
      ],
      [
        'es',
        'confirm',
        'el nombre lo has puesto mal, es Maite',
        { intent: 'name', name: 'Maite', correction: true },
      ],
      ['es', 'confirm', 'no es Juan, es Joan', { intent: 'name', name: 'Joan', correction: true }],
      [
        'es',
        'confirm',
        'me llamo Joan y no Juan',
        { intent: 'name', name: 'Joan', correction: true },
      ],
      [
        'es',
        'confirm',
        'pensandolo bien, prefiero una centralita',
        { intent: 'need', solution: 'sip-extension', correction: true },
      ],
      [
        'es',
        'phone',
        'no quiero whatsapp sino desvio de llamadas',
        {
          intent: 'need',
          solution: 'call-forwarding',
          need: 'desvio de llamadas',
          correction: true,
        },
      ],
      [
        'he',
        'confirm',
        'המספר שגוי, זה 052-7654321',
        { intent: 'phone', phone: '+972527654321', correction: true },
      ],
      [
        'he',
        'confirm',
        'רשמת את השם לא נכון, קוראים לי נועה',
        { intent: 'name', name: 'נועה', correction: true },
      ],
      ['he', 'confirm', 'זה דנה לא דינה', { intent: 'name', name: 'דנה', correction: true }],
      [
        'he',
        'phone',
        'סליחה, השם שלי הוא תמר ולא תמי',
        { intent: 'name', name: 'תמר', correction: true },
      ],
      [
        'he',
        'confirm',
        'בעצם אני רוצה מרכזיה ולא וואטסאפ',
        { intent: 'need', solution: 'sip-extension', correction: true },
      ],
      [
        'he',
        'confirm',
        '052-7654321 ולא מה שרשמת',
        { intent: 'phone', phone: '+972527654321', correction: true },
      ],
      [
        'en',
        'confirm',
        'my name is spelled wrong, it should be Katherine',
        { intent: 'name', name: 'Katherine', correction: true },
      ],
      [
        'en',
        'confirm',
        'the phone number is incorrect, its 07700 900123',
        { intent: 'phone', phone: '+447700900123', correction: true },
      ],
      ['en', 'confirm', 'its Jon not John', { intent: 'name', name: 'Jon', correction: true }],
      [
        'en',
        'phone',
        'actually forget the forwarding, we need a phone system with extensions',
        { intent: 'need', solution: 'sip-extension', correction: true },
      ],
      [
        'en',
        'confirm',
        'on second thought, a virtual number would be better',
        { intent: 'need', solution: 'virtual-number', correction: true },
      ],
    ],
    // In a need, a solution negated after another is left out ('X, not Y').
    'negated solutions': [
      [
        'es',
        'need',
        'quiero desvio de llamadas, no whatsapp',
        { intent: 'need', solution: 'call-forwarding', need: 'desvio de llamadas' },
      ],
      [
        'he',
        'need',
        'אני רוצה מרכזיה, לא מספר וירטואלי',
        { intent: 'need', solution: 'sip-extension' },
      ],
      [
        'en',
        'need',
        'i need a pbx, not a virtual number',
        { intent: 'need', solution: 'sip-extension', need: 'a pbx' },
      ],
      [
        'en',
        'confirm',
        'its 07700 900123 not 07700 900124',
        { intent: 'phone', phone: '+447700900123', correction: true },
      ],
    ],
    // A name introduced by what follows it ('… aqui', '… here', '… פה') or by 'te escribe', 'מדברת'.
    'name introductions': [
      [
        'es',
        'name',
        'hola, Marta por aqui, mi movil 612 345 678',
        { intent: 'name', name: 'Marta', phone: '+34612345678' },
      ],
      ['es', 'name', 'buenas, te escribe Raul Gomez', { intent: 'name', name: 'Raul Gomez' }],
      [
        'he',
        'name',
        'היי, כאן מיכל, 052-1234567',
        { intent: 'name', name: 'מיכל', phone: '+972521234567' },
      ],
      ['he', 'name', 'מדברת רונית כהן', { intent: 'name', name: 'רונית כהן' }],
      ['he', 'name', 'דני פה', { intent: 'name', name: 'דני' }],
      ['he', 'name', 'ערב טוב, כאן יוסי מהמוסך', { intent: 'name', name: 'יוסי' }],
      ['en', 'name', 'hey, Tom speaking', { intent: 'name', name: 'Tom' }],
      [
        'en',
        'name',
        'hello, Mark here. 07700 900456',
        { intent: 'name', name: 'Mark', phone: '+447700900456' },
      ],
    ],
    // A problem in everyday words is a need, before a price, hours or person word in it.
    problems: [
      [
        'es',
        'need',
        'no quiero que los clientes tengan mi numero personal',
        { intent: 'need', solution: 'virtual-number' },
      ],
      [
        'es',
        'need',
        'no hay nadie disponible los fines de semana para coger el telefono',
        { intent: 'need', solution: 'call-automation' },
      ],
      [
        'es',
        'need',
        'paso el dia conduciendo y no puedo coger el fijo',
        { intent: 'need', solution: 'call-forwarding' },
      ],
      [
        'es',
        'need',
        'somos 5 y compartimos una sola linea',
        { intent: 'need', solution: 'sip-extension' },
      ],
      ['he', 'need', 'אין אף אחד זמין בערב לענות', { intent: 'need', solution: 'call-automation' }],
      [
        'he',
        'need',
        'אני כל היום בשטח ולא שומע את הטלפון של המשרד',
        { intent: 'need', solution: 'call-forwarding' },
      ],
      [
        'he',
        'need',
        'לקוחות מתקשרים לנייד הפרטי שלי בלילה',
        { intent: 'need', solution: 'virtual-number' },
      ],
      [
        'he',
        'need',
        'יש לנו רק קו אחד לחמישה עובדים',
        { intent: 'need', solution: 'sip-extension' },
      ],
      [
        'en',
        'need',
        'customers keep calling my personal mobile on weekends',
        { intent: 'need', solution: 'virtual-number' },
      ],
      [
        'en',
        'need',
        'nobody is available to pick up after 5',
        { intent: 'need', solution: 'call-automation' },
      ],
      [
        'en',
        'need',
        'im out in the field most days and miss the office line',
        { intent: 'need', solution: 'call-forwarding' },
      ],
      [
        'en',
        'need',
        'six of us share a single line',
        { intent: 'need', solution: 'sip-extension' },
      ],
      [
        'en',
        'need',
        'overseas clients say its too expensive to ring us',
        { intent: 'need', solution: 'virtual-number' },
      ],
      [
        'he',
        'need',
        'אני כמעט תמיד בדרכים ומפספס שיחות',
        { intent: 'need', solution: 'call-forwarding' },
      ],
    ],
    // Asked in other words, it is still who is writing; asking for a person is not.
    'bot questions': [
      ['es', 'name', 'hay alguien de verdad al otro lado?', { intent: 'ask-who' }],
      ['es', 'confirm', 'eres una persona o un bot?', { intent: 'ask-who' }],
      ['es', 'need', 'puedo hablar con una persona real?', { intent: 'human' }],
      ['he', 'name', 'אני מתכתב עם בוט?', { intent: 'ask-who' }],
      ['he', 'confirm', 'יש פה בן אדם או שזה אוטומטי?', { intent: 'ask-who' }],
      ['en', 'name', 'is there a real person reading this?', { intent: 'ask-who' }],
      ['en', 'need', 'are you automated?', { intent: 'ask-who' }],
      ['en', 'name', 'am i texting a real human?', { intent: 'ask-who' }],
      ['he', 'need', 'את מכונה?', { intent: 'ask-who' }],
      ['en', 'need', 'can i talk to a real person?', { intent: 'human' }],
      [
        'he',
        'confirm',
        'בעצם מה שאנחנו צריכים זה בוט לטלפון',
        { intent: 'need', solution: 'call-automation', correction: true },
      ],
    ],
    // A stretched greeting, or a greeting to the assistant by her name, is no name.
    greetings: [
      ['es', 'name', 'holaa', { intent: 'greeting' }],
      ['es', 'name', 'hola sofia', { intent: 'greeting' }],
      ['he', 'name', 'שלוםם', { intent: 'greeting' }],
      ['he', 'name', 'היי סופיה', { intent: 'greeting' }],
      ['en', 'name', 'hellooo', { intent: 'greeting' }],
      ['en', 'name', 'good morning Sofia', { intent: 'greeting' }],
    ],
    refusals: [
      ['es', 'phone', 'mejor no te doy mi telefono', { intent: 'no' }],
      ['es', 'phone', 'no quiero dejar mi numero', { intent: 'no' }],
      ['es', 'phone', 'prefiero que no', { intent: 'no' }],
      ['he', 'phone', 'מעדיפה שלא לתת טלפון', { intent: 'no' }],
      ['he', 'phone', 'לא רוצה להשאיר מספר', { intent: 'no' }],
      ['en', 'phone', 'id prefer not to share my number', { intent: 'no' }],
      ['en', 'phone', 'not comfortable giving my number', { intent: 'no' }],
    ],
    // Emphatic or sloppy yes / no to the read-back.
    'yes and no': [
      ['es', 'confirm', 'todo correcto!!', { intent: 'yes' }],
      ['es', 'confirm', 'perfe', { intent: 'yes' }],
      ['he', 'confirm', 'כןן', { intent: 'yes' }],
      ['he', 'confirm', 'לא, יש טעות', { intent: 'no' }],
      ['en', 'confirm', 'correct!!', { intent: 'yes' }],
      ['en', 'confirm', 'yep looks right', { intent: 'yes' }],
    ],
    recommendations: [
      ['es', 'need', 'que me sugieres?', { intent: 'ask-solutions' }],
      ['he', 'need', 'מה אתה ממליץ?', { intent: 'ask-solutions' }],
      ['en', 'need', 'what would you suggest?', { intent: 'ask-solutions' }],
    ],
  };
  it.each(
    Object.entries(kinds).flatMap(([kind, cases]) => cases.map((c) => [kind, ...c] as const)),
  )('%s, %s (%s): "%s"', (_kind, language, expecting, text, meaning) => {
    expect(understand(text, language, expecting)).toMatchObject(meaning);
  });
});
