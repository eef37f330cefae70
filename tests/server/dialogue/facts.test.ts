// @vitest-environment node
/**
 * Facts in typed turns (docs/platform.md "Typed-turn understanding", "Dialogue
 * (typed answers)"): several facts in one message taken at once and only the
 * missing one asked; corrections before and after the read-back; each
 * solution reached from a problem described in everyday words, in Spanish,
 * Hebrew and English; the question whether the assistant is a bot answered honestly and
 * never taken as a name; a need that matches nothing met with a clarifying
 * question, and never read back in the visitor's words.
 */
import { describe, expect, it } from 'vitest';

import { type Assistant, loadAssistants } from '../../../server/dialogue/assistants.ts';
import { Dialogue } from '../../../server/dialogue/engine.ts';
import type { Solution } from '../../../server/dialogue/lines.ts';
import { understand } from '../../../server/dialogue/understand/understand.ts';

const assistants: ReadonlyMap<string, Assistant> = await loadAssistants();
const sofia = assistants.get('sofia')!;
const es = (): Dialogue => new Dialogue('es', sofia.languages.es!, () => 'call_f', 'carry');
const he = (): Dialogue => new Dialogue('he', sofia.languages.he!, () => 'call_f', 'carry');

describe('several facts in one message', () => {
  it('es: name and phone in one turn → both read back once, then only the need is asked', () => {
    const d = es();
    expect(d.typed('soy marta, mi cel es 611223344').line!.text).toBe(
      'Encantada, Marta. He anotado el +34 611 223 344. ¿Qué solución necesita para su empresa?',
    );
    expect(d.slots).toEqual({ name: 'Marta', phone: '+34611223344' });
  });

  it('he: a name does not swallow the next words ("מיכל והטלפון")', () => {
    const d = he();
    const line = d.typed('שמי מיכל והטלפון שלי 054-1234567').line!;
    expect(line.text).toBe(
      'נעים מאוד, מיכל. רשמתי את המספר \u2066+972 54 123 4567\u2069. איזה פתרון העסק שלך צריך?',
    );
    expect(line.phonemes).toMatch(/^\[\[na\?'im me\?'od\]\], מיכל\. \[\[Q"aS'amti/);
    expect(d.slots).toEqual({ name: 'מיכל', phone: '+972541234567' });
  });

  it('es: phone first, then name, in any order; name, phone and need in one turn go straight to the read-back', () => {
    expect(understand('611 22 33 44, soy javi', 'es', 'name')).toMatchObject({
      name: 'Javi',
      phone: '+34611223344',
    });
    const d = es();
    const turn = d.typed('me llamo pablo, tlf 722334455, y queremos un numero virtual de madrid');
    expect(turn.tool).toMatchObject({ arguments: { solution: 'virtual-number' } });
    expect(turn.line!.text).toBe(
      'Perfecto: le resalto en la página nuestra solución de número virtual. Entendido. Confirmo sus datos: Pablo, teléfono +34 722 334 455, y necesita número virtual. ¿Es correcto?',
    );
    expect(d.typed('sí').lead).toMatchObject({
      name: 'Pablo',
      phone: '+34722334455',
      solution: 'número virtual',
    });
  });

  it('he: name and need, then the phone completes the lead', () => {
    const d = he();
    expect(d.typed('אני דנה ממשרד עורכי דין, צריכה מרכזיה').line!.text).toBe(
      'נעים מאוד, דנה. רשמתי: שלוחת SIP / מרכזייה. מה מספר הטלפון שלך, עם קידומת המדינה?',
    );
    const turn = d.typed('052-555-0147');
    expect(turn.tool).toMatchObject({ arguments: { solution: 'sip-extension' } });
    expect(turn.line!.text).toContain('אני מאשרת את הפרטים: דנה,');
  });
});

describe('corrections', () => {
  it('es: before the read-back, a corrected phone replaces the old one and the need is still asked', () => {
    const d = es();
    d.typed('me llamo Carlos');
    d.typed('612 345 678');
    expect(d.typed('perdona, me equivoqué, es el 633-44-55-66').line!.text).toBe(
      'Corregido. He anotado el +34 633 445 566. ¿Qué solución necesita para su empresa?',
    );
    expect(d.slots.phone).toBe('+34633445566');
  });

  it('es: after the read-back, a corrected name reads the lead back again; the lead carries it', () => {
    const d = es();
    d.typed('me llamo Marisa');
    d.typed('612 345 678');
    d.typed('desvío de llamadas');
    const again = d.typed('no, mi nombre es marisol').line!;
    expect(again.text).toBe(
      'Corregido. Entendido. Confirmo sus datos: Marisol, teléfono +34 612 345 678, y necesita desvío de llamadas. ¿Es correcto?',
    );
    expect(d.typed('me equivoque, el correcto es 644 55 66 77').line!.text).toMatch(
      /^Corregido\. Entendido\. Confirmo sus datos: Marisol, teléfono \+34 644 556 677,/,
    );
    expect(d.typed('sí').lead).toMatchObject({ name: 'Marisol', phone: '+34644556677' });
  });

  it('he: before and after the read-back ("רגע טעיתי …", "לא, קוראים לי …")', () => {
    const d = he();
    d.typed('שמי דני');
    d.typed('052-555-0147');
    expect(d.typed('רגע טעיתי, המספר הנכון הוא 050 999 8877').line!.text).toMatch(
      /^תיקנתי\. רשמתי את המספר \u2066\+972 50 999 8877\u2069\. /,
    );
    d.typed('הפניית שיחות');
    expect(d.typed('לא, קוראים לי מיכל').line!.text).toMatch(
      /^תיקנתי\. הבנתי\. אני מאשרת את הפרטים: מיכל, טלפון \u2066\+972 50 999 8877\u2069, ואתה צריך הפניית שיחות\./,
    );
    expect(d.typed('כן').lead).toMatchObject({ name: 'מיכל', phone: '+972509998877' });
  });

  it('a plain "no" at the read-back still starts again; a correction of the need shows the new solution', () => {
    const d = es();
    for (const text of ['soy Ana', '612345678', 'centralita']) d.typed(text);
    const turn = d.typed('nop, lo que quiero es desvio de llamadas');
    expect(turn.tool).toMatchObject({ arguments: { solution: 'call-forwarding' } });
    expect(turn.line!.text).toMatch(/y necesita desvío de llamadas\. ¿Es correcto\?$/);
    expect(d.typed('no').line!.text).toBe('De acuerdo, empecemos de nuevo. ¿Cuál es su nombre?');
  });
});

describe('needs from problems', () => {
  const problems: readonly (readonly ['es' | 'he', string, Solution])[] = [
    ['es', 'se me pierden llamadas cuando no estoy', 'call-forwarding'],
    ['es', 'nos escriben x whats y no damos abasto', 'business-messaging'],
    ['es', 'los clientes llaman fuera de horario y nadie contesta', 'call-automation'],
    ['es', 'tenemos 8 empleados y cada uno necesita su linea', 'sip-extension'],
    ['es', 'tengo clientes en mexico y quiero que me llamen a precio local', 'virtual-number'],
    ['he', 'מפספסים לי שיחות כשאני לא במשרד', 'call-forwarding'],
    ['he', 'הלקוחות כותבים לנו כל היום ואנחנו לא מספיקים', 'business-messaging'],
    ['he', 'אין מי שיענה לטלפון בשעות העומס', 'call-automation'],
    ['he', 'יש לנו 10 עובדים וכל אחד צריך קו משלו', 'sip-extension'],
    ['he', 'רוצה מספר של תל אביב אבל אני יושב בחיפה', 'virtual-number'],
  ];
  it.each(problems)(
    '%s: "%s" → %s, read back by its label, never the words',
    (language, text, solution) => {
      expect(understand(text, language, 'need')).toMatchObject({ intent: 'need', solution });
      const d = language === 'es' ? es() : he();
      d.typed(language === 'es' ? 'soy Ana' : 'שמי דנה');
      d.typed(language === 'es' ? '612345678' : '052-555-0147');
      const turn = d.typed(text);
      expect(turn.tool).toMatchObject({ arguments: { solution } });
      expect(turn.line!.text).not.toContain(text);
      // The company gets the visitor's own words in the lead.
      const lead = d.typed(language === 'es' ? 'sí' : 'כן').lead!;
      expect(text).toContain(lead.need);
      expect(lead.need.length).toBeGreaterThan(10);
    },
  );

  it("he: a need that matches nothing gets the two closest solutions, then is taken in the assistant's words", () => {
    const d = he();
    d.typed('שמי דנה');
    d.typed('052-555-0147');
    const clarify = d.typed('צריך אתר אינטרנט').line!;
    expect(clarify.text).toMatch(/^כדי שאבין נכון: אתה צריך .+ או .+\? /);
    expect(clarify.phonemes).toMatch(/^\[\[k'edej/);
    expect(d.slots.need).toBeUndefined();
    const confirm = d.typed('רק אתר').line!.text;
    expect(confirm).toContain('ואתה צריך ייעוץ שנציג יבחן איתך.');
    expect(confirm).not.toContain('אתר');
  });

  it('es: after the clarifying question, naming one of the two takes it', () => {
    const d = es();
    d.typed('soy Ana');
    d.typed('612345678');
    expect(d.typed('algo para la oficina nueva').line!.text).toMatch(/^Para entenderle bien/);
    expect(d.typed('la centralita').tool).toMatchObject({
      arguments: { solution: 'sip-extension' },
    });
  });
  it('es: "sí" to the clarifying question takes the need as it is; the read-back still does not echo it', () => {
    const d = es();
    d.typed('soy Ana');
    d.typed('612345678');
    d.typed('quiero mejorar la atencion');
    expect(d.typed('sí').line!.text).toBe(
      'Entendido. Confirmo sus datos: Ana, teléfono +34 612 345 678, y necesita una consulta que un representante estudiará con usted. ¿Es correcto?',
    );
    expect(d.state().clarified).toBeUndefined();
    expect(d.typed('sí').lead).toEqual({
      name: 'Ana',
      phone: '+34612345678',
      need: 'mejorar la atencion',
    });
  });
});

describe('honest about itself', () => {
  it.each([
    ['es', '¿eres un bot?'],
    ['es', '¿con quién hablo?'],
    ['es', '¿eres una persona?'],
    ['he', 'אתה בוט?'],
    ['he', 'עם מי אני מדבר?'],
    ['he', 'אני מדבר עם בוט?'],
  ] as const)(
    '%s: "%s" → a virtual assistant, a person will call; then the pending question',
    (language, text) => {
      const d = language === 'es' ? es() : he();
      const line = d.typed(text).line!;
      expect(line.text).toMatch(
        language === 'es'
          ? /^Soy Sofía, la asistente virtual de la empresa: un programa, no una persona\. Una persona del equipo le llamará después\. ¿Con quién tengo el gusto de hablar\?$/
          : /^אני סופיה, העוזרת הווירטואלית של החברה: תוכנה, לא בן אדם\. נציג אנושי יתקשר אליך אחר כך\. עם מי אני מדברת\?$/,
      );
      expect(d.slots).toEqual({});
    },
  );

  it('asked while the phone is pending, the phone question comes again', () => {
    const d = es();
    d.typed('me llamo Carlos');
    expect(d.typed('hablo con una ia?').line!.text).toMatch(
      /no una persona\. .* ¿Me indica un teléfono de contacto, con el prefijo del país\?$/,
    );
    expect(d.slots).toEqual({ name: 'Carlos' });
  });
});

describe('English', () => {
  const en = (): Dialogue => new Dialogue('en', sofia.languages.en!, () => 'call_f', 'carry');

  it('name and phone in one turn → both acknowledged once, then only the need is asked', () => {
    const d = en();
    expect(d.typed('hi im sarah, my number is 07700 900123').line!.text).toBe(
      "Nice to meet you, Sarah. I've noted +44 7700 900123. What solution does your business need?",
    );
    expect(d.slots).toEqual({ name: 'Sarah', phone: '+447700900123' });
  });

  it('corrections before and after the read-back ("sorry, I meant …", "no, it\'s …", "wrong number, the right one is …")', () => {
    const d = en();
    d.typed('my name is Hannah');
    d.typed('07911 123456');
    expect(d.typed('actually, it is 07911 123457').line!.text).toBe(
      "Corrected. I've noted +44 7911 123457. What solution does your business need?",
    );
    expect(d.typed('we need call forwarding').line!.text).toMatch(
      /^Perfect: I'm highlighting our call forwarding solution on the page\. Understood\. .*Hannah, /,
    );
    expect(d.typed("no, it's Hanna").line!.text).toMatch(
      /^Corrected\. .*Let me confirm your details: Hanna, phone \+44 7911 123457, /,
    );
    expect(d.typed('wrong number, the right one is 07700 900321').line!.text).toMatch(
      /^Corrected\. .*Let me confirm your details: Hanna, phone \+44 7700 900321, and you need call forwarding\. Is that correct\?$/,
    );
    expect(d.typed('yes').lead).toMatchObject({ name: 'Hanna', phone: '+447700900321' });
  });

  it.each([
    ['we miss calls when we are closed', 'call-automation'],
    ['customers text us on whatsapp all day', 'business-messaging'],
    ['we keep missing calls when im out on a job', 'call-forwarding'],
    ['each employee needs their own line', 'sip-extension'],
    ['we have customers based in london but we are in leeds', 'virtual-number'],
  ] as const)('a problem, "%s" → %s, read back by its label', (text, solution) => {
    expect(understand(text, 'en', 'need')).toMatchObject({ intent: 'need', solution });
    const d = en();
    d.typed('im Ana');
    d.typed('(415) 555-0132');
    const turn = d.typed(text);
    expect(turn.tool).toMatchObject({ arguments: { solution } });
    expect(turn.line!.text).not.toContain(text);
    expect(text).toContain(d.typed('yes').lead!.need);
  });

  it('a need that matches nothing gets the clarifying question, then "a consultation …"', () => {
    const d = en();
    d.typed('im Ana');
    d.typed('(415) 555-0132');
    expect(d.typed('we need better wifi').line!.text).toMatch(
      /^Just to be sure I understand: do you need .+ or .+\? If it's neither/,
    );
    expect(d.typed('neither, just wifi').line!.text).toMatch(
      /and you need a consultation that a representative will go through with you\. Is that correct\?$/,
    );
  });

  it.each([
    'are you a bot?',
    'am i talking to a real person',
    'are u a human',
    'who am i chatting with',
  ])(
    '"%s" → a program, not a person; a person will call back; then the pending question',
    (text) => {
      const d = en();
      expect(d.typed(text).line!.text).toMatch(
        /^I'm Sofia, the company's virtual assistant: a program, not a person\. A person from the team will call you back\. .+\?$/,
      );
      expect(d.slots).toEqual({});
    },
  );
});

describe('where the dialogue stands', () => {
  it('a fact is a correction when it replaces one already taken, never when it answers the question asked', () => {
    // The phone asked: a phone is new, even after 'mejor'; a name alone replaces the one taken.
    expect(understand('mejor el fijo de la oficina: 93 412 55 60', 'es', 'phone')).toEqual({
      intent: 'phone',
      phone: '+34934125560',
    });
    expect(understand('antes escribi mal mi nombre, es Jaione', 'es', 'phone')).toMatchObject({
      intent: 'name',
      name: 'Jaione',
      correction: true,
    });
    // A name given with the phone answers the phone question.
    expect(
      understand('soy Laura, mi numero 698 76 54 32', 'es', 'phone').correction,
    ).toBeUndefined();
    // The need asked: a phone replaces the one taken.
    expect(
      understand('espera, el movil que te di no es, es el 688 90 12 34', 'es', 'need'),
    ).toMatchObject({
      intent: 'phone',
      phone: '+34688901234',
      correction: true,
    });
    // The read-back: any fact replaces one, and a name beats the yes around it.
    expect(
      understand("everything's fine except the name, it's Bryony", 'en', 'confirm'),
    ).toMatchObject({ intent: 'name', name: 'Bryony', correction: true });
    expect(understand('todo bien menos el nombre, soy Inmaculada', 'es', 'confirm')).toMatchObject({
      intent: 'name',
      name: 'Inmaculada',
      correction: true,
    });
  });

  it('to the read-back, a negation anywhere leans no and a yes word leans yes', () => {
    expect(understand("that's not what i said", 'en', 'confirm').intent).toBe('no');
    expect(understand('q va, eso no es', 'es', 'confirm').intent).toBe('no');
    expect(understand('זה לא מה שאמרתי', 'he', 'confirm').intent).toBe('no');
    expect(understand('ta bien asi', 'es', 'confirm').intent).toBe('yes');
    // Elsewhere the same words are not an answer.
    expect(understand("that's not what i said", 'en', 'name').intent).not.toBe('no');
  });
});

describe('problems in everyday words', () => {
  const cases: readonly (readonly [string, 'es' | 'he' | 'en', Solution])[] = [
    ['la recepcionista no puede transferir las llamadas a los despachos', 'es', 'sip-extension'],
    ["our receptionist can't put calls through to the other rooms", 'en', 'sip-extension'],
    ['אנחנו 8 במשרד וכל אחד עם הנייד שלו, אי אפשר להעביר שיחה אחד לשני', 'he', 'sip-extension'],
    [
      'tengo clientes en Barcelona pero no me llaman xq mi prefijo es de Sevilla',
      'es',
      'virtual-number',
    ],
    [
      "starting an online shop from home and i don't want my home number on the website",
      'en',
      'virtual-number',
    ],
    [
      'nos llaman todo el dia preguntando el horario y como va el pedido y perdemos muchisimo tiempo',
      'es',
      'call-automation',
    ],
    [
      'מתקשרים כל היום לשאול מה שעות הפתיחה ואיפה ההזמנה, זה לוקח לנו המון זמן',
      'he',
      'call-automation',
    ],
    [
      'algunos dias trabajo desde casa y el telefono de la oficina suena sin nadie',
      'es',
      'call-forwarding',
    ],
    ['חלק מהימים אני עובד מהבית והטלפון במשרד מצלצל סתם', 'he', 'call-forwarding'],
  ];
  it.each(cases)('%s → %s', (text, language, solution) => {
    expect(understand(text, language, 'need')).toMatchObject({ intent: 'need', solution });
  });

  it('a problem told without a question is a need, not a question about hours', () => {
    expect(
      understand(
        "we get loads of calls asking about opening times and where's my order, staff waste hours on it",
        'en',
        'need',
      ),
    ).toMatchObject({ intent: 'need', solution: 'call-automation' });
    expect(understand('what are your opening times?', 'en', 'need').intent).toBe('ask-hours');
  });

  it('the wider words do not take what they should not', () => {
    // 'que hay' is a greeting, 'al mes' part of a need, 'Tara' a name.
    expect(understand('hola que hay', 'es', 'name').intent).toBe('greeting');
    expect(
      understand('necesito una centralita para 500 llamadas al mes', 'es', 'need'),
    ).toMatchObject({ intent: 'need', solution: 'sip-extension' });
    expect(understand('Tara', 'en', 'name')).toEqual({ intent: 'name', name: 'Tara' });
    // Who answers the company's calls is not who is writing.
    expect(understand('who answers calls after hours?', 'en', 'need').intent).not.toBe('ask-who');
    expect(
      understand('¿quién contesta las llamadas fuera de horario?', 'es', 'need').intent,
    ).not.toBe('ask-who');
    expect(understand('quien me esta contestando?', 'es', 'confirm').intent).toBe('ask-who');
  });

  it('a short stem takes a typo only at its last letter', () => {
    expect(understand('gracias guapa, hasta luego', 'es', 'confirm').intent).toBe('goodbye');
    expect(understand('whats the pricing like', 'en', 'name').intent).toBe('ask-prices');
  });
});

describe('names among other words', () => {
  it('a greeting before a leading name, and a suffix before the next fact', () => {
    expect(
      understand(
        "good evening, Olivia Bennett, 020 7946 0321, we'd like a virtual number in Manchester, cheers",
        'en',
        'name',
      ),
    ).toMatchObject({ intent: 'name', name: 'Olivia Bennett', phone: '+442079460321' });
    expect(understand('Hi, Marcus here from a dental office', 'en', 'name')).toMatchObject({
      intent: 'name',
      name: 'Marcus',
    });
    expect(
      understand('שלום אני מיכל מקליניקה לפיזיותרפיה, מטופלים שוכחים את התורים', 'he', 'name'),
    ).toMatchObject({ intent: 'name', name: 'מיכל' });
    // 'אני' before a verb is no name.
    expect(
      understand('אני פותח חנות אונליין מהבית ולא רוצה לשים את הטלפון של הבית באתר', 'he', 'need'),
    ).toMatchObject({ intent: 'need', solution: 'virtual-number' });
  });
});
