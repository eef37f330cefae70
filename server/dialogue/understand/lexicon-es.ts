/**
 * The Spanish lexicon of typed-turn understanding (docs/platform.md
 * "Typed-turn understanding"): how visitors write, accents optional.
 */
import type { Lexicon } from './lexicon-shape.ts';

/** See the module comment; shapes in {@link Lexicon}. */
export const LEXICON_ES: Lexicon = {
  greeting: ['hola', 'ola', 'holi', 'wenas', 'buenos dias', 'buen dia', 'buenas tardes', 'buenas noches', 'buenas', 'que tal', 'q tal', 'k tal', 'hey', 'ey', 'saludos', 'hello', 'hi'],
  namePrefix: ['me llamo', 'me yamo', 'mi nombre es', 'mi nombre', 'me dicen', 'soy'],
  yes: ['si', 'sip', 'sii', 'claro', 'vale', 'ok', 'okay', 'oki', 'okey', 'correcto', 'exacto', 'perfecto', 'de acuerdo', 'esta bien', 'todo bien', 'eso es', 'afirmativo', 'por supuesto', 'dale', 'genial', 'confirmo', 'asi es'],
  no: ['no', 'nop', 'nope', 'incorrecto', 'negativo', 'esta mal', 'para nada', 'tampoco', 'no tengo', 'nel', 'no es correcto', 'no es asi'],
  goodbye: ['adios', 'chao', 'chau', 'hasta luego', 'hasta pronto', 'hasta manana', 'nos vemos', 'bye', 'me voy', 'hasta otra'],
  human: ['hablar con', 'pasame con', 'paseme con', 'pasar con', 'con una persona', 'persona real', 'humano', 'humana', 'agente', 'asesor', 'asesora', 'operador', 'operadora', 'alguien de verdad', 'comercial', 'que me llame', 'q me llame', 'que me llamen'],
  who: ['quien eres', 'quien sois', 'quien es', 'quien habla', 'quien me habla', 'con quien hablo', 'con quien', 'eres un robot', 'eres robot', 'robot', 'eres una ia', 'eres humana', 'eres real', 'eres una persona', 'que eres', 'eres una maquina'],
  prices: ['precio*', 'cuesta', 'cuestan', 'costar', 'coste', 'costo', 'cuanto vale', 'cuanto sale', 'tarifa*', 'caro', 'cara', 'barato', 'presupuesto', 'pagar', 'cobran', 'euros', 'mensualidad', 'cuota'],
  hours: ['horario*', 'hora', 'horas', 'abren', 'abierto*', 'cierran', 'atienden', 'sabado*', 'domingo*', 'festivo*', 'que dia', 'cuando me llama*'],
  offer: ['ofrecen', 'ofreceis', 'ofrece', 'haceis', 'a que se dedican', 'que hacen', 'recomiendas', 'recomienda', 'recomiendan', 'que venden', 'que tienen', 'que teneis'],
  offerNoun: ['soluciones', 'solucion', 'servicios', 'servicio', 'productos', 'opciones', 'catalogo', 'planes'],
  interrogative: ['que', 'q', 'k', 'cual', 'cuales', 'cuantos', 'cuantas', 'como'],
  needLead: ['hola', 'pues', 'bueno', 'mira', 'eh', 'yo', 'nosotros', 'me', 'nos', 'necesito', 'necesitamos', 'necesitaria', 'quiero', 'queremos', 'quisiera', 'busco', 'buscamos', 'buscando', 'estoy', 'interesa', 'interesaria', 'gustaria', 'hace', 'falta', 'seria', 'tener', 'contratar'],
  needVerb: ['necesito', 'necesitamos', 'necesitaria', 'quiero', 'queremos', 'quisiera', 'busco', 'buscamos', 'buscando', 'interesa', 'interesaria', 'gustaria', 'falta', 'contratar'],
  notName: [
    'que', 'q', 'no', 'si', 'el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'de', 'del', 'y', 'o', 'con', 'por', 'para', 'pa', 'me', 'mi', 'tu', 'su', 'es', 'son', 'soy', 'esta', 'estoy', 'bien', 'mal',
    'gracias', 'ok', 'vale', 'quiero', 'necesito', 'tengo', 'tiene', 'hay', 'como', 'cuando', 'donde', 'quien', 'cual', 'porque', 'pero', 'mas', 'muy', 'todo', 'nada', 'algo', 'hoy', 'ayer',
    'manana', 'tiempo', 'gusta', 'hace', 'ver', 'aqui', 'ahi', 'eso', 'esto', 'ese', 'este', 'jaja', 'jeje', 'lol', 'xd', 'vale', 'bueno', 'pues', 'se', 'sabe', 'puedo', 'puede', 'info', 'informacion', 'ayuda',
  ],
  solutions: {
    'virtual-number': ['numero+virtual', 'numerito+virtual', 'numeros+virtuales', 'numero local', 'numero de otra ciudad', 'numero geografico', 'linea virtual', 'numero 900'],
    'call-automation': ['automat*', 'asistente virtual', 'asistente', 'coja el telefono', 'bot', 'chatbot', 'ia', 'inteligencia artificial', 'contestador', 'conteste', 'responda sol*', 'recepcionista virtual'],
    'call-forwarding': ['desvi*', 'reenvi*', 'redirig*', 'transferir llamadas', 'transferencia de llamadas', 'pasar las llamadas', 'desviar', 'a mi movil', 'al movil'],
    'business-messaging': ['whatsapp', 'wasap', 'guasap', 'sms', 'mensaj*', 'mensajeria'],
    'sip-extension': ['sip', 'extension*', 'centralit*', 'centralilla', 'pbx', 'voip', 'telefonia ip'],
  },
};
