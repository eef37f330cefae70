// @vitest-environment node
/**
 * The offline assistant in English (docs/platform.md "Languages"): the English
 * typed turns (main and held-out sets), a chat in English from greeting to
 * goodbye, a tag the platform does not speak going on in English, the
 * language switch inside a chat (`assistantOverrides.variableValues.language`)
 * and inside a call (a system `add-message`), and phone numbers in E.164 for
 * any country.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CallClient } from '../../scripts/lib/call-client.ts';
import { score, typedTurns } from '../../scripts/lib/typed-turns.ts';
import { type Assistant, loadAssistants } from '../../server/dialogue/assistants.ts';
import { Dialogue } from '../../server/dialogue/engine.ts';
import { languageOfTag } from '../../server/dialogue/language-tag.ts';
import { formatPhone, speakPhone } from '../../server/dialogue/phone.ts';
import { parsePhone } from '../../server/dialogue/understand/phone.ts';
import type { RunningPlatform } from '../../server/index.ts';
import {
  api,
  CHAT_LIMITS_LIFTED,
  createCall,
  getCall,
  startTestPlatform,
  useTestPlatform,
} from '../support/server.ts';

let sofia: Assistant;
beforeAll(async () => {
  sofia = (await loadAssistants()).get('sofia')!;
});

describe('the English typed turns', () => {
  it('at least 60 turns written as visitors type, every intent, at least 90 per cent understood', () => {
    const turns = typedTurns('en');
    expect(turns.length).toBeGreaterThanOrEqual(60);
    expect(new Set(turns.map((t) => t.intent)).size).toBe(13);
    const result = score('en');
    expect(
      result.ok / result.total,
      JSON.stringify(result.misses.map((m) => [m.turn.text, m.got])),
    ).toBeGreaterThanOrEqual(0.9);
  });

  it('the held-out set (written before the rules) has at least 40 turns and is scored too', () => {
    const turns = typedTurns('en', 'held-out');
    expect(turns.length).toBeGreaterThanOrEqual(40);
    const result = score('en', 'held-out');
    expect(result.total).toBe(turns.length);
    // No goal is enforced here: the figure is what `npm run bench:understanding` prints.
    expect(result.ok).toBeGreaterThan(0);
  });
});

describe('E.164 for any country', () => {
  it.each([
    ['+1 415 555 0132', 'en', undefined, '+14155550132'],
    ['(415) 555-0132', 'en', undefined, '+14155550132'],
    ['07911 123456', 'en', undefined, '+447911123456'], // a UK mobile: not a US number
    ['07700 900123', 'en', undefined, '+447700900123'], // the UK drama range
    ['0412 345 678', 'en', undefined, '+61412345678'], // Australia
    ['020 7946 0958', 'en', 'GB', '+442079460958'], // the hint reads it as London
    ['+44 20 7946 0958', 'he', undefined, '+442079460958'],
    ['0049 30 901820', 'es', undefined, '+4930901820'],
    ['+33 6 12 34 56 78', 'en', undefined, '+33612345678'],
    ['06 12 34 56 78', 'en', 'FR', '+33612345678'], // a French widget: read in France first
    ['+91 98765 43210', 'en', undefined, '+919876543210'],
    ['612 345 678', 'es', undefined, '+34612345678'],
    ['052-555-0147', 'he', undefined, '+972525550147'],
  ] as const)('%s (%s, hint %s) → %s', (text, language, region, e164) => {
    expect(parsePhone(text, language, region)).toEqual({ ok: true, e164 });
  });

  it('refuses numbers no plan dials', () => {
    expect(parsePhone('+1 415 555', 'en')).toEqual({ ok: false, reason: 'invalid' });
    expect(parsePhone('+999 1234 5678', 'en')).toEqual({ ok: false, reason: 'invalid' });
    expect(parsePhone('12 34 56', 'en')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('groups them as their country does and says them digit by digit in English', () => {
    expect(formatPhone('+14155550132')).toBe('+1 415 555 0132');
    expect(formatPhone('+447911123456')).toBe('+44 7911 123456');
    expect(speakPhone('+14155550132', 'en')).toBe(
      'plus one, four one five, five five five, zero one three two',
    );
  });
});

describe('language tags', () => {
  it('reads es, he and en with any region; anything else is English with a warning', () => {
    expect(languageOfTag('en-GB', 'x')).toEqual({ language: 'en', region: 'GB' });
    expect(languageOfTag('iw', 'x')).toEqual({ language: 'he', region: 'IL', likelyRegion: true });
    expect(languageOfTag('es_MX', 'x')).toEqual({ language: 'es', region: 'MX' });
    const french = languageOfTag('fr', 'lang');
    expect(french).toMatchObject({ language: 'en', region: 'FR', likelyRegion: true });
    expect(french.warning).toMatch(/^lang "fr" is not a language .* goes on in English$/);
    expect(languageOfTag('%%%', 'lang')).toMatchObject({ language: 'en' });
  });
});

describe('the dialogue in English', () => {
  it('reads back name, phone and need, then switches to Spanish keeping the slots', () => {
    const d = new Dialogue('en', sofia.languages.en!);
    expect(d.typed('hi im kevin').line!.text).toMatch(/^Nice to meet you, Kevin\. /);
    expect(d.typed('my cell is (646) 555-0145').line!.text).toBe(
      'Perfect, I have written down +1 646 555 0145. Tell me, what solution does your business need?',
    );
    d.switchLanguage('es', sofia.languages.es!);
    // A need naming no solution gets the clarifying question once, in the new language; a 'sí' takes it.
    expect(d.typed('necesito fibra para la oficina').line!.text).toMatch(/^Para entenderle bien: /);
    expect(d.typed('sí').line!.text).toBe(
      'Entendido. Confirmo sus datos: Kevin, teléfono +1 646 555 0145, y necesita una consulta que un representante estudiará con usted. ¿Es correcto?',
    );
  });
});

describe('chat in English (POST /api/chat/web)', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({
      presynthesize: 'none',
      chatDeltaIntervalMs: 0,
      chatLimits: CHAT_LIMITS_LIFTED,
    });
  });
  afterAll(() => platform.close());

  async function say(
    input: string,
    sessionId?: string,
    language?: string,
  ): Promise<{
    sessionId: string;
    text: string;
    tools: { function: { name: string; arguments: string } }[];
  }> {
    const res = await api(platform, '/api/chat/web', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        assistantId: 'sofia',
        input,
        ...(sessionId ? { sessionId } : {}),
        ...(language ? { assistantOverrides: { variableValues: { language } } } : {}),
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      sessionId: string;
      output: {
        content: string | null;
        tool_calls?: { function: { name: string; arguments: string } }[];
      }[];
    };
    return {
      sessionId: body.sessionId,
      text: body.output[0]!.content ?? '',
      tools: body.output.flatMap((o) => o.tool_calls ?? []),
    };
  }

  it('greeting → name → phone → need → read-back → yes → goodbye, all in English', async () => {
    const first = await say('hey there', undefined, 'en');
    expect(first.text).toMatch(/^Good morning, thank you for calling TeleNova, this is Sofia/);
    const id = first.sessionId;
    expect((await say("I'm Mary Jane", id)).text).toMatch(/^Nice to meet you, Mary Jane\. /);
    expect((await say('+44 7911 123456', id)).text).toMatch(
      /^Perfect, I have written down \+44 7911 123456\. /,
    );
    const need = await say('we need better wifi in the store', id);
    expect(need.text).toMatch(
      /^Just to be sure I understand: do you need .+ or .+\? If it's neither, tell me in other words what you'd like to solve\.$/,
    );
    // The read-back names no solution and never echoes the visitor's words; the lead keeps them.
    expect((await say('no, just better wifi', id)).text).toBe(
      'Understood. Let me confirm your details: Mary Jane, phone +44 7911 123456, and you need a consultation that a representative will go through with you. Is that correct?',
    );
    const yes = await say('yep thats right', id);
    expect(yes.text).toMatch(/^Perfect\. I've just sent your details/);
    expect(yes.tools.map((t) => t.function.name)).toEqual(['capture_lead']);
    expect(JSON.parse(yes.tools[0]!.function.arguments)).toEqual({
      name: 'Mary Jane',
      phone: '+447911123456',
      need: 'better wifi in the store',
    });
    expect((await say('what are your hours?', id)).text).toMatch(
      /^We're available Monday to Friday.*A TeleNova representative will call you/,
    );
    expect((await say('thanks, bye!', id)).text).toMatch(/goodbye!$/);
    expect((await say('hello?', id)).text).toMatch(/^This conversation has ended\./);
  });

  it('a question gets the English Markdown list of the five solutions and the pending question', async () => {
    const reply = await say('What solutions do you offer?', undefined, 'en');
    expect(reply.text).toMatch(
      /^We offer five solutions:\n\n(- \*\*[^*]+\*\*: .+\n){5}\nWho am I speaking with\?$/,
    );
    expect(reply.text).toContain('- **Call forwarding**: ');
  });

  it('a tag the platform does not speak (a French widget) chats in English', async () => {
    const reply = await say('bonjour', undefined, 'fr-FR');
    expect(reply.text).toMatch(/^Good morning, thank you for calling TeleNova/);
    // Local numbers are read in France first (the tag's country).
    expect((await say('Amélie', reply.sessionId)).text).toMatch(/^Nice to meet you, Amélie\./);
    expect((await say('06 12 34 56 78', reply.sessionId)).text).toMatch(/\+33 6 12 34 56 78/);
  });

  it('a later request with assistantOverrides.variableValues.language answers in that language from that turn on', async () => {
    const first = await say('hola', undefined, 'es');
    expect(first.text).toMatch(/^Buenos días/);
    const id = first.sessionId;
    expect((await say('me llamo Carlos', id)).text).toMatch(/^Encantada, Carlos\./);
    expect((await say('612 345 678', id, 'en')).text).toMatch(
      /^Perfect, I have written down \+34 612 345 678\. Tell me, what solution/,
    );
    expect((await say('a pbx with extensions', id)).text).toMatch(
      /^Perfect: I'm highlighting our SIP extension \/ phone system solution on the page\. Understood\. Let me confirm your details: Carlos, /,
    );
    // And back to Hebrew.
    expect((await say('כן', id, 'he')).text).toMatch(/^מצוין\. שלחתי/);
  });
});

describe('the language switch inside a call (system add-message)', () => {
  const fixture = useTestPlatform({ timing: { frameIntervalMs: 1, errorReplyIntervalMs: 0 } });

  it('an English call: typed answers reach show_solution, capture_lead in E.164 and the goodbye, in English', async () => {
    const call = await createCall(fixture.platform, 'en');
    expect(call).toMatchObject({ language: 'en', assistant: { voice: { voiceId: 'en-us+f3' } } });
    const client = await CallClient.connect(call);
    const stopped = { type: 'speech-update', status: 'stopped', role: 'assistant' } as const;
    const said = (): string[] =>
      client.messages
        .filter((m) => m['type'] === 'transcript' && m['role'] === 'assistant')
        .map((m) => m['transcript'] as string);
    const type = (content: string): void =>
      client.sendJson({ type: 'add-message', message: { role: 'user', content } });
    try {
      await client.waitFor(stopped, 1, 10_000);
      type('im sarah');
      await client.waitFor(stopped, 2, 15_000);
      type('(415) 555-0132');
      await client.waitFor(stopped, 3, 15_000);
      type('a phone system w/ sip extensions');
      await client.waitFor({ type: 'tool-calls' }, 1, 15_000);
      const show = client.messages.find((m) => m['type'] === 'tool-calls') as {
        toolCallList: { id: string; function: { name: string } }[];
      };
      expect(show.toolCallList[0]!.function.name).toBe('show_solution');
      client.sendJson({
        type: 'tool-call-result',
        toolCallId: show.toolCallList[0]!.id,
        result: 'shown',
      });
      await client.waitFor(stopped, 5, 15_000);
      type('yes');
      // show_solution, the read-back's quick replies, then capture_lead.
      await client.waitFor({ type: 'tool-calls' }, 3, 15_000);
      await client.waitFor(stopped, 6, 15_000);
      type('nope thats all');
      await client.waitFor(stopped, 7, 15_000);
      type('bye');
      expect(await client.waitClose(15_000)).toBe(1000);
      expect(said()).toEqual([
        expect.stringMatching(/^Good morning, thank you for calling TeleNova/),
        expect.stringMatching(/^Nice to meet you, Sarah\. /),
        'Perfect, I have written down +1 415 555 0132. Tell me, what solution does your business need?',
        "Perfect. One moment, I'm showing you our SIP extension / phone system solution on the page.",
        "Done, it's highlighted on the page. Understood. Let me confirm your details: Sarah, phone +1 415 555 0132, and you need SIP extension / phone system. Is that correct?",
        expect.stringMatching(/^Perfect\. I've just sent your details/),
        expect.stringMatching(/^A TeleNova representative will call you/),
        expect.stringMatching(/goodbye!$/),
      ]);
      const lead = client.messages.filter((m) => m['type'] === 'tool-calls').at(-1) as {
        toolCallList: { function: { name: string; arguments: Record<string, string> } }[];
      };
      expect(lead.toolCallList[0]!.function).toEqual({
        name: 'capture_lead',
        arguments: {
          name: 'Sarah',
          phone: '+14155550132',
          need: 'a phone system w/ sip extensions',
          solution: 'SIP extension / phone system',
        },
      });
    } finally {
      client.close();
    }
  }, 90_000);

  it('switches the lines and the voice from the next line on; other system messages change nothing', async () => {
    const call = await createCall(fixture.platform, 'es');
    const client = await CallClient.connect(call);
    const stopped = { type: 'speech-update', status: 'stopped', role: 'assistant' } as const;
    const lastTranscript = (): unknown =>
      client.messages
        .filter((m) => m['type'] === 'transcript' && m['role'] === 'assistant')
        .at(-1)?.['transcript'];
    try {
      await client.waitFor(stopped, 1, 10_000);
      expect(lastTranscript()).toMatch(/^Buenos días/);
      // Not a language switch: only recorded.
      client.sendJson({
        type: 'add-message',
        message: { role: 'system', content: 'The visitor is on the pricing page.' },
      });
      client.sendJson({
        type: 'add-message',
        message: { role: 'system', content: "The visitor's language is now en." },
        triggerResponseEnabled: false,
      });
      client.sendJson({
        type: 'add-message',
        message: { role: 'user', content: 'my name is John' },
      });
      await client.waitFor(stopped, 2, 15_000);
      expect(lastTranscript()).toMatch(/^Nice to meet you, John\. /);
      const switched = await getCall(fixture.platform, call.id);
      expect(switched).toMatchObject({
        language: 'en',
        assistant: { voice: { voiceId: 'en-us+f3' } },
      });
      // The JSON form, to Hebrew: the Hebrew voice and lines.
      client.sendJson({
        type: 'add-message',
        message: { role: 'system', content: '{"variableValues":{"language":"he-IL"}}' },
      });
      client.sendJson({ type: 'add-message', message: { role: 'user', content: '052-555-0147' } });
      await client.waitFor(stopped, 3, 15_000);
      expect(lastTranscript()).toMatch(/^מצוין, רשמתי את המספר/);
      expect(await getCall(fixture.platform, call.id)).toMatchObject({
        language: 'he',
        assistant: { voice: { voiceId: 'he+f3' } },
      });
      expect(client.count({ type: 'error' })).toBe(0);
    } finally {
      client.close();
    }
  }, 60_000);
});
