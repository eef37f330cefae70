// @vitest-environment node
/**
 * The local assistant's dialogue engine (docs/platform.md "Dialogue (typed answers)"):
 * names, phones, needs and yes/no in Spanish and Hebrew, re-asks, voice turns,
 * and the whole typed flow over a real socket to the capture_lead tool call.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { CallClient } from '../../scripts/lib/call-client.ts';
import { type Assistant, loadAssistants } from '../../server/dialogue/assistants.ts';
import { Dialogue } from '../../server/dialogue/engine.ts';
import { formatPhone, speakPhone } from '../../server/dialogue/phone.ts';
import { parsePhone } from '../../server/dialogue/understand/phone.ts';
import { MAX_ADD_MESSAGE_CHARS } from '../../src/core/protocol/limits.ts';
import { GIVEN_BY_VOICE } from '../../src/core/protocol/server-messages.ts';
import { parseName, solutionOf, yesNo } from '../support/parse.ts';
import { createCall, getCall, useTestPlatform } from '../support/server.ts';

let sofia: Assistant;
beforeAll(async () => {
  sofia = (await loadAssistants()).get('sofia') as Assistant;
});

describe('parsePhone: E.164 normalisation', () => {
  it.each([
    ['+34 612 345 678', 'es', '+34612345678'],
    ['mi teléfono es 612-34-56-78', 'es', '+34612345678'],
    ['(+34) 612.345.678', 'es', '+34612345678'],
    ['0034 912 345 678', 'es', '+34912345678'],
    ['052-555-0147', 'he', '+972525550147'],
    ['+972 (0)52 555 0147', 'he', '+972525550147'],
    ['03 555 1234', 'he', '+97235551234'],
    ['+44 20 7946 0958', 'es', '+442079460958'],
  ] as const)('%s (%s) → %s', (text, lang, e164) => {
    expect(parsePhone(text, lang)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['12345', 'es', 'none'],
    ['512 345 678', 'es', 'invalid'], // Spanish numbers start with 6–9
    ['+34 612 345', 'es', 'invalid'],
    ['+972 1 555 0147', 'he', 'invalid'],
    ['+0 123 456 789', 'es', 'invalid'],
    ['+1 234 567 890 123 456 78', 'es', 'invalid'], // 18 digits
    ['no tengo', 'es', 'none'],
  ] as const)('refuses %s (%s): %s', (text, lang, reason) => {
    expect(parsePhone(text, lang)).toEqual({ ok: false, reason });
  });

  it('formats and speaks numbers per language (Hebrew as phonemes)', () => {
    expect(formatPhone('+34612345678')).toBe('+34 612 345 678');
    expect(formatPhone('+972525550147')).toBe('+972 52 555 0147');
    expect(speakPhone('+34612345678', 'es')).toBe(
      'más tres cuatro, seis uno dos, tres cuatro cinco, seis siete ocho',
    );
    expect(speakPhone('+972525550147', 'he')).toBe(
      "[[pl'us]], [[t'eSa S'eva St'ajim]], [[X'ameS St'ajim]], [[X'ameS X'ameS X'ameS]], [[?'efes ?eX'ad ?aQ\"b'a S'eva]]",
    );
  });
});

describe('parseName / yesNo / solutionOf', () => {
  it.each([
    ['Me llamo Carlos', 'es', 'Carlos'],
    ['soy ana maría y mi teléfono es 612345678', 'es', 'Ana María'],
    ['Mi nombre es José Luis Pérez García', 'es', 'José Luis Pérez'],
    ['Carlos', 'es', 'Carlos'],
    ['שמי דני כהן', 'he', 'דני כהן'],
    ['קוראים לי רותי', 'he', 'רותי'],
    ['אני משה', 'he', 'משה'],
    ['דנה', 'he', 'דנה'],
  ] as const)('%s → %s', (text, lang, name) => expect(parseName(text, lang)).toBe(name));

  it.each([
    ['hola'],
    ['quiero una centralita para mi empresa'],
    ['612345678'],
    [''],
    ['<script>alert(1)</script>'],
  ])('no name in %j', (text) => {
    expect(parseName(text, 'es')).toBeUndefined();
  });

  it('reads yes and no in both languages', () => {
    expect(['Sí', 'si, correcto', 'Vale.', 'de acuerdo'].map((t) => yesNo(t, 'es'))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['No', 'no, está mal'].map((t) => yesNo(t, 'es'))).toEqual([false, false]);
    expect(yesNo('quizás', 'es')).toBeUndefined();
    expect(['כן', 'נכון!', 'לא'].map((t) => yesNo(t, 'he'))).toEqual([true, true, false]);
  });

  it('maps needs to the company solutions', () => {
    expect(solutionOf('Quiero conectar una extensión SIP a mi centralita')).toBe('sip-extension');
    expect(solutionOf('un número virtual en Madrid')).toBe('virtual-number');
    expect(solutionOf('automatizar las llamadas con un asistente virtual')).toBe('call-automation');
    expect(solutionOf('desvío de llamadas al móvil')).toBe('call-forwarding');
    expect(solutionOf('WhatsApp para mi tienda')).toBe('business-messaging');
    expect(solutionOf('אני צריך מרכזייה עם שלוחות')).toBe('sip-extension');
    expect(solutionOf('algo distinto')).toBeUndefined();
  });
});

describe('Dialogue', () => {
  it('es: name, phone, need, confirmation → capture_lead; re-asks never advance', () => {
    const d = new Dialogue('es', sofia.languages.es!, () => 'call_t1');
    // A greeting is answered and the name asked again (docs/platform.md "Typed-turn understanding").
    expect(d.typed('hola').line?.text).toBe('¡Hola! ¿Con quién tengo el gusto de hablar?');
    expect(d.typed('¿Qué soluciones ofrecen?').line?.text).toMatch(
      /^Ofrecemos cinco soluciones:\n\n- \*\*Extensión SIP \/ centralita\*\*: .*\n\n¿Con quién tengo el gusto de hablar\?$/s,
    );
    expect(d.typed('Me llamo Carlos').line?.text).toBe(
      'Encantada, Carlos. Para poder ayudarle, ¿me podría indicar un teléfono de contacto en formato internacional?',
    );
    expect(d.typed('512 000 000').line?.text).toMatch(
      /^Ese número no parece válido.*\+34 612 345 678/,
    );
    const askNeed = d.typed('612 345 678').line!;
    expect(askNeed.text).toBe(
      'Perfecto, he anotado el +34 612 345 678. Cuénteme, ¿qué solución necesita para su empresa?',
    );
    expect(askNeed.phonemes).toContain('más tres cuatro, seis uno dos');
    expect(d.typed('?').line?.topic).toBe('re-ask');
    // A need with a canonical solution: the page is asked to show it, and the dialogue waits.
    const show = d.typed('Una centralita con extensiones SIP');
    expect(show.line).toMatchObject({
      topic: 'show-solution',
      text: 'Perfecto. Un momento, le muestro en la página nuestra solución de extensión SIP / centralita.',
    });
    expect(show.tool).toEqual({
      id: 'call_t1',
      name: 'show_solution',
      arguments: { solution: 'sip-extension' },
    });
    expect(d.waitingFor).toBe('call_t1');
    expect(d.toolResult('call_other', 'shown')).toBeUndefined();
    expect(d.toolResult('call_t1', 'shown')?.line?.text).toBe(
      'Listo, la tiene resaltada en la página. Entendido. Confirmo sus datos: Carlos, teléfono +34 612 345 678, y necesita extensión SIP / centralita. ¿Es correcto?',
    );
    expect(d.toolResult('call_t1', 'shown')).toBeUndefined(); // answered once
    expect(d.typed('tal vez').line?.text).toMatch(/responda «sí» o «no»/);
    const yes = d.typed('Sí');
    expect(yes.lead).toEqual({
      name: 'Carlos',
      phone: '+34612345678',
      need: 'una centralita con extensiones SIP',
      solution: 'extensión SIP / centralita',
    });
    expect(yes.line?.topic).toBe('data-sent');
    expect(d.typed('no, gracias').line?.topic).toBe('representative-will-call');
    expect(d.typed('nada más').line).toMatchObject({ topic: 'goodbye', endCall: true });
    expect(d.finished).toBe(true);
  });

  it("he: phonemes for the fixed parts and the digits, the visitor's words as text", () => {
    const d = new Dialogue('he', sofia.languages.he!);
    const phone = d.typed('שמי דני').line!;
    expect(phone.text).toMatch(/^נעים מאוד, דני\./);
    expect(phone.phonemes).toMatch(/^\[\[na\?'im me\?'od\]\], דני\./);
    const need = d.typed('052-555-0147').line!;
    expect(need.text).toContain('\u2066+972 52 555 0147\u2069'); // isolated LTR inside the Hebrew text
    expect(need.phonemes).toContain("[[X'ameS X'ameS X'ameS]]");
    const show = d.typed('מרכזייה עם שלוחות');
    expect(show.line?.text).toContain('שלוחת SIP / מרכזייה');
    expect(show.line?.phonemes).toMatch(/^\[\[metsuj'an\]\]\. .*: שלוחת SIP \/ מרכזייה\.$/);
    const failed = d.toolResult(show.tool!.id, 'failed')!.line!;
    expect(failed.text).toMatch(/^לא הצלחתי להציג את זה בדף, אבל אין בעיה\. הבנתי\./);
    expect(failed.phonemes).toMatch(/^\[\[l'o hitsl'aXti/);
    expect(d.typed('כן').lead).toMatchObject({ name: 'דני', phone: '+972525550147' });
  });

  it('"no" at the confirmation starts again from the name', () => {
    const d = new Dialogue('es', sofia.languages.es!);
    d.typed('Carlos');
    d.typed('+34 612 345 678');
    d.typed('número virtual');
    // Typed before the page answered: the dialogue goes on as timed out (the text is not taken as the answer).
    expect(d.typed('¿sigue ahí?').line?.text).toMatch(
      /^Parece que la página no ha podido mostrarla; sigamos\. Entendido\. Confirmo/,
    );
    expect(d.waitingFor).toBeUndefined();
    expect(d.typed('no').line?.text).toBe('De acuerdo, empecemos de nuevo. ¿Cuál es su nombre?');
    expect(d.slots).toEqual({});
    expect(d.typed('Soy Lucía').line?.text).toMatch(/^Encantada, Lucía\./);
  });

  it('voice turns fill the slot as given by voice, keep the script lines and ask for the notice once', () => {
    const d = new Dialogue('es', sofia.languages.es!);
    const script = sofia.languages.es!.script;
    const first = d.voice();
    expect(first).toEqual({ line: script[0], notice: true });
    expect(d.typed('612345678').line?.text).toMatch(/^Perfecto, he anotado el \+34 612 345 678/);
    // The need by voice: the script's own confirmation line, no second notice; yes / no offered.
    expect(d.voice()).toEqual({
      line: script[2],
      quickReplies: {
        id: expect.stringMatching(/^call_/),
        name: 'show_quick_replies',
        arguments: { replies: ['Sí', 'No'] },
      },
    });
    const confirmed = d.voice(); // a voice turn at the confirmation counts as yes
    expect(confirmed.lead).toEqual({
      name: GIVEN_BY_VOICE,
      phone: '+34612345678',
      need: GIVEN_BY_VOICE,
    });
    expect(confirmed.line).toBe(script[3]);
  });
});

describe('typed flow over the socket (docs/platform.md "Dialogue")', () => {
  const fixture = useTestPlatform({ timing: { frameIntervalMs: 1, errorReplyIntervalMs: 0 } });

  for (const [language, answers] of [
    ['es', ['Me llamo Carlos', '612 345 678', 'Una centralita SIP', 'sí', 'no', 'gracias']],
    ['he', ['שמי דני', '052-555-0147', 'מרכזייה עם שלוחות', 'כן', 'לא', 'תודה']],
  ] as const) {
    it(`${language}: typed answers reach show_solution (answered over the socket), capture_lead, transcripts and conversation-updates, and the goodbye`, async () => {
      const call = await createCall(fixture.platform, language);
      const client = await CallClient.connect(call);
      try {
        await client.waitFor(
          { type: 'speech-update', status: 'stopped', role: 'assistant' },
          1,
          10_000,
        );
        for (const [i, answer] of answers.entries()) {
          client.sendJson({
            type: 'add-message',
            message: { role: 'user', content: answer },
            triggerResponseEnabled: true,
          });
          await client.waitFor(
            { type: 'speech-update', status: 'stopped', role: 'assistant' },
            i + 2 + (i > 2 ? 1 : 0),
            15_000,
          );
          if (i !== 2) continue;
          // The need: the page is asked to show the solution; its answer picks the next line.
          await client.waitFor({ type: 'tool-calls' }, 1, 5000);
          const show = client.messages.find((m) => m['type'] === 'tool-calls') as {
            toolCallList: { id: string; function: { name: string; arguments: unknown } }[];
          };
          expect(show.toolCallList[0]!.function).toEqual({
            name: 'show_solution',
            arguments: { solution: 'sip-extension' },
          });
          client.sendJson({
            type: 'tool-call-result',
            toolCallId: show.toolCallList[0]!.id,
            result: '{"shown":"PBX"}',
          });
          await client.waitFor(
            { type: 'speech-update', status: 'stopped', role: 'assistant' },
            i + 3,
            15_000,
          );
          const said = client.messages
            .filter(
              (m) =>
                m['type'] === 'transcript' &&
                m['role'] === 'assistant' &&
                m['transcriptType'] === 'final',
            )
            .at(-1)!['transcript'];
          expect(said).toMatch(
            language === 'es'
              ? /^Listo, la tiene resaltada en la página\. Entendido/
              : /^הנה, זה מסומן לך בדף\./,
          );
        }
        expect(await client.waitClose(10_000)).toBe(1000);
        const tool = client.messages.filter((m) => m['type'] === 'tool-calls').at(-1) as {
          toolCallList: {
            id: string;
            type: string;
            function: { name: string; arguments: Record<string, string> };
          }[];
        };
        expect(tool.toolCallList).toHaveLength(1);
        expect(tool.toolCallList[0]).toMatchObject({
          type: 'function',
          function: { name: 'capture_lead' },
        });
        expect(tool.toolCallList[0]!.id).toMatch(/^call_/);
        expect(tool.toolCallList[0]!.function.arguments['phone']).toBe(
          language === 'es' ? '+34612345678' : '+972525550147',
        );
        const updates = client.messages.filter((m) => m['type'] === 'conversation-update');
        expect(updates.length).toBe(answers.length + 2); // one per assistant line: the first, one per answer, and the line after the tool's answer
        const last = updates.at(-1) as { conversation: { role: string; content: string }[] };
        // The last update is sent as the goodbye starts, after the last answer.
        expect(last.conversation.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
          ...answers,
        ]);
        expect(client.count({ type: 'local-platform-notice' })).toBe(0);
        const stored = await getCall(fixture.platform, call.id);
        expect(stored).toMatchObject({ status: 'ended', endedReason: 'assistant-ended-call' });
      } finally {
        client.close();
      }
    }, 60_000);
  }

  it('triggerResponseEnabled false only records; bad add-messages get errors and the call goes on', async () => {
    const call = await createCall(fixture.platform, 'es');
    const client = await CallClient.connect(call);
    try {
      await client.waitFor(
        { type: 'speech-update', status: 'stopped', role: 'assistant' },
        1,
        10_000,
      );
      client.sendJson({
        type: 'add-message',
        message: { role: 'user', content: 'Me llamo Ana' },
        triggerResponseEnabled: false,
      });
      client.sendJson({
        type: 'add-message',
        message: { role: 'user', content: 'x'.repeat(MAX_ADD_MESSAGE_CHARS + 1) },
      });
      client.sendJson({
        type: 'add-message',
        message: { role: 'user', content: 'hola' },
        triggerResponseEnabled: 'yes',
      });
      await client.waitFor({ type: 'error', code: 'bad-message' }, 1);
      await client.waitFor({ type: 'error', code: 'message-too-large' }, 1);
      expect(client.count({ type: 'transcript' })).toBe(1);
      expect(
        (await getCall(fixture.platform, call.id)).messages?.some(
          (m) => m.content === 'Me llamo Ana',
        ),
      ).toBe(true);
      client.sendJson({ type: 'add-message', message: { role: 'user', content: '<b>Ana</b>' } });
      await client.waitFor({ type: 'transcript' }, 2, 10_000);
      // Markup around a word is off-topic: a polite redirect and the name asked again, never an echo.
      const redirect = client.messages.filter((m) => m['type'] === 'transcript').at(-1)![
        'transcript'
      ];
      expect(redirect).toBe(
        'Perdone, en eso no puedo ayudarle: solo atiendo consultas sobre nuestras soluciones de telefonía. ¿Con quién tengo el gusto de hablar?',
      );
    } finally {
      client.close();
    }
  });
});
