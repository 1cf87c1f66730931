import type { PageTexts } from "./pages.js";

/** The demo static pages in Brazilian Portuguese: the same pages, headings and facts as EN_PAGES (pages.ts). */
export const PT_PAGES: PageTexts = {
  features: {
    title: "Recursos",
    body: `O Coin Arena é uma plataforma de jogos multijogador em que cada lançamento de dado, cada embaralhamento e cada giro pode ser verificado por você.

## Comprovadamente justo desde a concepção
- Antes de uma partida começar, o servidor publica o hash SHA-256 da sua semente secreta.
- Você pode definir sua própria semente do cliente; cada dado ou carta resulta das duas sementes e de um contador.
- Depois da partida, a semente secreta é revelada e a página de justiça recalcula cada resultado.

## Suas moedas estão seguras
- Cada moeda passa por um livro-razão de partidas dobradas: nada é criado nem se perde, mesmo que algo falhe.
- As taxas de entrada ficam em custódia enquanto você joga e são liquidadas no instante em que a partida termina.
- Uma partida que não pode ser concluída é reembolsada automaticamente.

## Jogos
- Ludo nos modos Clássico e Jogo Rápido, em salas privadas, em salas públicas ou contra o computador.
- Xadrez com os relógios e as regras do lichess: partida rápida, salas privadas por código e oito níveis contra o computador.
- Flash (teen patti) em mesas por nível de aposta, com buy-in por lugar, apostas às cegas e vendo as cartas, sideshow e show.
- Em breve: Black Jack, Roleta, Loteria, H2H e Corrida Derby.

## Jogue em qualquer lugar
- Feito primeiro para o celular e igualmente confortável no computador.
- Disponível em English, Português e Español.`,
  },
  "privacy-policy": {
    title: "Política de Privacidade",
    body: `Esta política explica quais dados coletamos quando você usa o Coin Arena e por quê.

## O que coletamos
- Dados de cadastro fornecidos por você: nome completo, nome de usuário, endereço de e-mail e número de telefone.
- Registros de jogos e da carteira: taxas de entrada, prêmios, depósitos, saques e as sementes de verificação de justiça das suas partidas.
- Dados técnicos: endereço IP e tipo de navegador, utilizados para manter as contas seguras e coibir abusos.

## Como utilizamos esses dados
- Para administrar sua conta, liquidar suas partidas e pagar seus prêmios.
- Para prevenir fraudes, aplicar os limites definidos por você e cumprir nossas obrigações legais.
- Jamais vendemos seus dados pessoais.

## Suas opções
- Você pode editar seu perfil a qualquer momento e solicitar uma cópia ou a exclusão dos seus dados pelo Fale conosco.
- Cookies e o armazenamento local mantêm você conectado e guardam suas configurações, como volume e idioma.

## Contato
Dúvidas sobre esta política podem ser enviadas pelo formulário Fale conosco, disponível no rodapé de todas as páginas.`,
  },
  about: {
    title: "Sobre nós",
    body: `O Coin Arena é feito por uma pequena equipe de jogadores e engenheiros que queriam jogos online em que pudessem confiar.

## No que acreditamos
- Um jogo justo deve ser comprovável, não apenas prometido.
- Cada moeda que você tem deve estar contabilizada, até o último centavo.
- Os jogos devem começar rápido e ser agradáveis de jogar no celular que está no seu bolso.

## O que oferecemos
Uma só plataforma para Ludo, xadrez, jogos de cartas, clássicos de cassino e competições da comunidade, com uma só carteira, um só perfil e um programa de indicações que recompensa você por trazer amigos.`,
  },
  "terms-condition": {
    title: "Termos e Condições",
    body: `Ao criar uma conta ou jogar no Coin Arena, você concorda com estes termos.

## Elegibilidade
- Você deve ter atingido a maioridade legal em seu país e estar autorizado a participar de jogos de habilidade e de azar valendo moedas.
- É permitida uma única conta por pessoa. Contas utilizadas para conluio ou abuso de bônus serão encerradas e terão seus saldos congelados.

## Moedas e taxas
- As taxas de entrada ficam retidas quando você ocupa um lugar e são liquidadas ao término da partida; a casa retém uma comissão, informada antes do pagamento.
- Uma partida que não puder ser concluída será reembolsada integralmente.
- Os saques são analisados e pagos pelo método de sua escolha; depósitos e saques estão sujeitos a valores mínimos, informados na sua carteira.

## Jogo limpo
- Os resultados das partidas são determinados pelo servidor e podem ser verificados na página de justiça.
- Não é permitido o uso de bots, scripts ou contas compartilhadas.

## Jogo responsável
Você pode, a qualquer momento, definir um limite diário de depósito ou se autoexcluir por um período determinado, pelo seu perfil.`,
  },
  "how-to-play": {
    title: "Como jogar",
    body: `Crie sua conta, recarregue sua carteira e escolha um jogo no menu.

## Ludo
- Escolha Privado (uma mesa para amigos, com código e senha), Multijogador (mesas públicas, ou o Jogo Rápido, que reúne jogadores pela taxa escolhida) ou Jogo Grátis (contra 1 a 3 jogadores do computador, sem moedas); depois, a taxa, a cor do peão, o número de jogadores (2, 3 ou 4) e o tema do tabuleiro. Com dois jogadores, eles sempre ficam em cores opostas.
- Cada jogador tem quatro peões, que dão uma volta completa no percurso de 52 casas a partir da própria casa de saída e depois sobem pela sua coluna de chegada até o centro.
- Estrelas e casas de saída são seguras: os peões que estão nelas não podem ser capturados. Parar sobre um adversário em qualquer outra casa o manda de volta.
- Um 6, uma captura ou um peão que chega em casa dá direito a outro lançamento; um terceiro 6 seguido encerra sua vez. Para chegar em casa, é preciso o número exato.
- Cada vez tem um relógio (15 segundos, salvo indicação diferente da mesa). Quando o tempo acaba, o servidor lança o dado e move por você o seu peão mais avançado; depois de três vezes perdidas seguidas, você está fora e fica em último lugar.
- Se sua conexão cair, seu lugar fica reservado por 60 segundos; abra o jogo de novo (em qualquer dispositivo) para continuar.

### Clássico
Os peões começam na base: tire um 6 para colocar um deles em jogo. Vence o primeiro jogador a levar os quatro peões para casa; com mais de dois jogadores, o jogo continua pelas demais colocações. Quando o jogo termina, os jogadores que ainda estão no tabuleiro são classificados pelo quanto seus peões avançaram.

### Jogo Rápido
Os peões começam nas casas de saída, sem precisar de um 6, e um peão capturado volta para a sua casa de saída. Vence o primeiro jogador que levar um peão para casa; os demais são classificados pelo progresso.

### Dados justos
Antes do primeiro lançamento, todos os jogadores veem o hash da semente secreta do servidor para aquele jogo. Cada lançamento é calculado a partir dessa semente, das sementes dos jogadores e do número do lançamento; depois do jogo, a semente é revelada e a página de justiça recalcula cada lançamento.

## Taxas de entrada e prêmios
- Sua taxa fica retida quando você se senta e é devolvida se você sair antes de o jogo começar.
- O vencedor leva o pote menos a comissão da casa; a janela de resultado mostra a colocação de cada jogador.

## Jogo Grátis
Jogue contra o computador sem custo nenhum para aprender as regras ou testar uma estratégia.

## Xadrez
- A partida rápida coloca você contra um desconhecido, com relógio 10+5, pela taxa de entrada que você escolher; uma sala privada é encontrada pelo seu código de 6 dígitos; o computador joga em oito níveis, de graça.
- Regras do lichess: os relógios começam depois que os dois lados jogaram, um empate devolve a taxa aos dois jogadores e quem sai de vez perde a partida.

## Flash (teen patti)
- Sente-se a uma mesa com um buy-in: suas fichas ficam no seu lugar mão após mão, e ao se levantar elas voltam para a sua carteira.
- A cada mão, todos os jogadores põem o boot no pote e recebem três cartas. Jogue às cegas (1× ou 2× a aposta) ou veja suas cartas e aposte 2× ou 4×; desista para largar a mão.
- Com dois jogadores restantes, peça o show; com mais, peça um sideshow ao jogador anterior que já viu as cartas. Da mão mais forte para a mais fraca: trinca, sequência de naipe, sequência, cor, par, carta alta.
- O vencedor leva o pote menos 5% do que ganhou dos outros. Cada embaralhamento pode ser verificado na página de justiça assim que a mão termina.`,
  },
};

/** The demo FAQs in Brazilian Portuguese, in the order and number of DEMO_FAQS (pages.ts). */
export const PT_FAQS: { question: string; answer: string }[] = [
  {
    question: "Como posso ter certeza de que os lançamentos de dados são justos?",
    answer:
      "Antes de cada partida, o servidor publica o hash da sua semente secreta. Depois da partida, a semente é revelada e a página de justiça recalcula cada lançamento, para que você confira que nada foi alterado.",
  },
  {
    question: "O que acontece com minha taxa de entrada se uma partida for cancelada?",
    answer:
      "Sua taxa fica em custódia enquanto a partida está em andamento. Se a partida não puder ser concluída, por qualquer motivo, a taxa é reembolsada automaticamente na sua carteira.",
  },
  {
    question: "Quanto tempo leva um saque?",
    answer: "As solicitações de saque são analisadas pela nossa equipe, normalmente em até 24 horas, e depois pagas.",
  },
  {
    question: "Como funciona o programa de indicações?",
    answer:
      "Compartilhe seu link ou código de indicação da página Indicações. Quando um amigo se cadastrar com ele e jogar partidas com moedas, você ganha uma parte da comissão da casa nas partidas dele (direta) e uma parte menor nas partidas dos amigos que ele trouxer (indireta). Os ganhos entram na sua carteira automaticamente durante o dia; as taxas, seu histórico e seus indicados estão na página Indicações.",
  },
  {
    question: "O que é o modo grátis?",
    answer:
      "O modo grátis usa moedas de brincadeira em vez da sua carteira real, para você praticar todos os jogos sem arriscar seu saldo.",
  },
  {
    question: "Estou com problemas para entrar. O que posso fazer?",
    answer:
      "Use 'Esqueceu a senha?' para redefinir sua senha com um código enviado ao seu e-mail, ou envie uma mensagem pelo formulário Fale conosco.",
  },
  {
    question: "Um depósito ou outra transação não aparece ou parece errado. O que posso fazer?",
    answer:
      "Abra Meu perfil, depois Carteira e Histórico de transações: cada depósito, saque, taxa de entrada, prêmio e reembolso aparece com seu status e ID. Um depósito aparece quando o provedor de pagamento o confirma, e uma transação que falhou ou foi rejeitada não movimenta moedas. Se algo ainda parecer errado, envie o ID da transação pelo Fale conosco ou escolha Falar com uma pessoa no chat de suporte.",
  },
];
