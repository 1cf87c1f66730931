import { CHATBOT_PERSON_LABEL, type Language } from "@arena/contracts";

/**
 * The chatbot's vocabulary per language: words that carry no topic, the few support topics whose many forms mean one
 * thing (so "log in", "logging" and "login" find the same FAQ), the words that ask for a person, and the bot's own
 * sentences. Words are written normalised (lower case, no accents), as `normalise` in faqSearch.ts leaves them.
 */

/** Words that say nothing about the topic, including the generic "problem" and "account" of every support question. */
/** Greetings and thanks in any of the languages (a player may greet in another than the page's). */
const GREETINGS = "hi hello hey ok okay thanks thank bye oi ola obrigado obrigada tchau hola gracias adios".split(" ");

export const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    `a about after again all also am an and any anything are as at be because been before being but by can cannot cant
     could did didnt do does doesnt doing done dont for from get gets getting got had has have having he her here hers
     him his how i id if im in into is isnt it its ive just me mine more most my no not now of off on once only or other
     our out over please same she should so some still such than that the their them then there these they this those
     through to too under until up us very want was wasnt we were what whats when where which while who whom why will
     with wont would you your yours hi hello hey thanks thank ok okay yes yeah help problem problems issue issues
     trouble question questions something anyone account accounts game games play playing app site website platform
     work works working happen happens happened tell know need use using make way mode really good morning afternoon
     evening night day days fine bye much many didn doesn isn wasn don won aren haven hasn couldn shouldn wouldn ll ve re`.split(/\s+/).concat(GREETINGS),
  ),
  pt: new Set(
    `a ao aos as ate com como da das de dela dele deles do dos e ela elas ele eles em entre era essa esse esta estao
     estas este estou eu foi for ha isso isto ja la lhe mais mas me meu meus minha minhas muito na nao nas nem no nos
     nossa nosso num numa o os ou para pela pelas pelo pelos por pra pro porque qual quando que quem se sem ser seu seus
     so sua suas tem tenho ter teve tive um uma umas uns voce voces oi ola obrigado obrigada ajuda ajudar problema
     problemas questao pergunta duvida conta contas jogo jogos jogar app site plataforma funciona funcionam
     funcionar acontece aconteceu sei saber preciso posso pode consigo modo favor sim tudo bem bom boa dia dias tarde
     noite tchau fazer faco faz quanto quanta quantos quantas`.split(/\s+/).concat(GREETINGS),
  ),
  es: new Set(
    `a al algo como con cual cuando de del el ella ellas ello ellos en entre era es esa ese esta estan estas este esto
     estoy fue ha hay la las le les lo los me mi mis mas muy nada ni no nos nuestra nuestro o os otra otro para pero
     poco por porque que quien se ser si sin sobre su sus tambien te tengo tiene tu tus un una unas uno unos usted
     ustedes y ya yo hola gracias ayuda ayudar problema problemas pregunta duda cuenta cuentas juego juegos jugar app
     sitio plataforma funciona funcionan funcionar pasa paso saber necesito puedo puede consigo modo favor todo bien
     buen buenos buenas dia dias tardes noches tal adios hacer hago hace cuanto cuanta cuantos
     cuantas`.split(
      /\s+/,
    ).concat(GREETINGS),
  ),
};

/**
 * One topic, many forms: each form is read as the topic's word(s). Kept to what support questions are about (signing
 * in, money in and out, referrals, free play, how long things take); everything else is matched as written, with
 * prefixes and one typo.
 */
const topics = (table: Record<string, string>): ReadonlyMap<string, readonly string[]> => {
  const map = new Map<string, readonly string[]>();
  for (const [topic, forms] of Object.entries(table)) {
    for (const form of forms.trim().split(/\s+/)) map.set(form, topic.split("+"));
  }
  return map;
};

export const TOPIC_WORDS: Record<Language, ReadonlyMap<string, readonly string[]>> = {
  en: topics({
    login: "login logins log logging logged logon signin",
    withdraw: "withdraw withdraws withdrawal withdrawals withdrawing withdrew withdrawn cashout payout payouts",
    deposit: "deposit deposits deposited depositing topup",
    referral: "referral referrals refer refers referring referred referrer referee invite invites invited inviting",
    "freeplay+free": "freeplay",
    free: "free",
    transaction: "transaction transactions payment payments",
    time: "time long hour hours take takes taking fast quickly wait waiting",
    coin: "coin coins",
    fair: "fair fairness rigged",
    refund: "refund refunds refunded",
  }),
  pt: topics({
    login: "login entrar entro logar acessar acesso",
    withdraw: "saque saques sacar retirada retiradas retirar",
    deposit: "deposito depositos depositar",
    referral: "indicacao indicacoes indicar indiquei indicado indicados convite convites convidar",
    free: "gratis gratuito gratuita gratuitos gratuitas",
    transaction: "transacao transacoes pagamento pagamentos",
    time: "tempo demora demorar leva levar hora horas prazo",
    coin: "moeda moedas",
    fair: "justo justos justa justas",
    refund: "reembolso reembolsado reembolsada devolvido devolvida",
  }),
  es: topics({
    login: "login iniciar sesion entrar acceder acceso ingresar",
    withdraw: "retiro retiros retirar cobrar",
    deposit: "deposito depositos depositar",
    referral: "referido referidos referir referencia invitar invitacion invitado",
    free: "gratis gratuito gratuita gratuitos gratuitas",
    transaction: "transaccion transacciones pago pagos",
    time: "tiempo tarda tardar tardan demora hora horas plazo",
    coin: "moneda monedas",
    fair: "justo justos justa justas",
    refund: "reembolso reembolsa reembolsado devuelve devuelto",
  }),
};

/** Words that ask for a person, read in every language (a player may write in another than the page's). */
export const PERSON_WORDS: ReadonlySet<string> = new Set([
  "human", "humans", "agent", "agents", "person", "operator", "representative", "staff",
  "humano", "humana", "atendente", "pessoa", "agente", "operador",
  "persona", "asesor",
]);

export interface BotSentences {
  /** No word about a topic in the question. */
  rephrase: string;
  /** No FAQ answers it well: a person is offered. */
  notSure: string;
  /** The player asked for a person. */
  person: string;
  /** The same question again: the answer did not help. */
  repeated: string;
}

export const BOT_SENTENCES: Record<Language, BotSentences> = {
  en: {
    rephrase: "I didn't catch what your question is about. Could you say it in other words, or choose one of these topics?",
    notSure: "I'm not sure I have a good answer to that. A person from our support team can help you, or you can try one of these topics.",
    person: `Of course: a person from our support team can help you. Choose ${CHATBOT_PERSON_LABEL.en} to start a live chat.`,
    repeated: "It looks like my answer didn't help. A person from our support team can take it from here.",
  },
  pt: {
    rephrase: "Não entendi sobre o que é a sua pergunta. Pode dizer com outras palavras ou escolher um destes assuntos?",
    notSure: "Não tenho certeza de ter uma boa resposta para isso. Uma pessoa da nossa equipe de suporte pode ajudar, ou você pode tentar um destes assuntos.",
    person: `Claro: uma pessoa da nossa equipe de suporte pode ajudar. Escolha ${CHATBOT_PERSON_LABEL.pt} para iniciar um chat ao vivo.`,
    repeated: "Parece que minha resposta não ajudou. Uma pessoa da nossa equipe de suporte pode continuar daqui.",
  },
  es: {
    rephrase: "No entendí de qué trata tu pregunta. ¿Puedes decirla con otras palabras o elegir uno de estos temas?",
    notSure: "No estoy seguro de tener una buena respuesta para eso. Una persona de nuestro equipo de soporte puede ayudarte, o puedes probar uno de estos temas.",
    person: `Claro: una persona de nuestro equipo de soporte puede ayudarte. Elige ${CHATBOT_PERSON_LABEL.es} para iniciar un chat en vivo.`,
    repeated: "Parece que mi respuesta no te ayudó. Una persona de nuestro equipo de soporte puede seguir desde aquí.",
  },
};
