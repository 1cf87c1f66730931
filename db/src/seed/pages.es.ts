import type { PageTexts } from "./pages.js";

/** The demo static pages in (Latin American) Spanish: the same pages, headings and facts as EN_PAGES (pages.ts). */
export const ES_PAGES: PageTexts = {
  features: {
    title: "Características",
    body: `Coin Arena es una plataforma de juegos multijugador en la que puedes comprobar por ti mismo cada tirada, cada barajado y cada giro.

## Demostrablemente justo por diseño
- Antes de que empiece una partida, el servidor publica el hash SHA-256 de su semilla secreta.
- Puedes fijar tu propia semilla del cliente; cada tirada de dado o carta sale de ambas semillas y de un contador.
- Después de la partida se revela la semilla secreta y la página de equidad recalcula cada resultado.

## Tus monedas están seguras
- Cada moneda pasa por un libro mayor de partida doble: nada se crea ni se pierde, aunque algo falle.
- Las cuotas de entrada quedan en depósito de garantía mientras juegas y se liquidan en el momento en que termina la partida.
- Una partida que no puede terminar se reembolsa automáticamente.

## Juegos
- Ludo en las modalidades Clásico y Partida Rápida, en salas privadas, salas públicas o contra la computadora.
- Ajedrez con los relojes y las reglas de lichess: partida rápida, salas privadas por código y ocho niveles contra la computadora.
- Flash (teen patti) en mesas por nivel de apuesta, con buy-in por asiento, apuestas a ciegas y viendo las cartas, sideshow y show.
- Próximamente: Black Jack, Ruleta, Lotería, H2H y Carrera Derby.

## Juega donde quieras
- Pensado primero para el celular e igual de cómodo en la computadora.
- Disponible en English, Português y Español.`,
  },
  "privacy-policy": {
    title: "Política de privacidad",
    body: `Esta política explica qué datos recopilamos cuando usas Coin Arena y con qué fin.

## Qué datos recopilamos
- Datos de cuenta que nos proporcionas: nombre completo, nombre de usuario, dirección de correo electrónico y número de teléfono.
- Registros de juego y de billetera: cuotas de entrada, premios, depósitos, retiros y las semillas de verificación de equidad de tus partidas.
- Datos técnicos: dirección IP y tipo de navegador, que se utilizan para mantener seguras las cuentas y prevenir abusos.

## Cómo los utilizamos
- Para gestionar tu cuenta, liquidar tus partidas y pagarte tus premios.
- Para prevenir el fraude, aplicar los límites que establezcas y cumplir nuestras obligaciones legales.
- Nunca vendemos tus datos personales.

## Tus opciones
- Puedes editar tu perfil en cualquier momento y solicitar una copia o la eliminación de tus datos a través de Contáctanos.
- Las cookies y el almacenamiento local mantienen tu sesión iniciada y recuerdan tus ajustes, como el volumen y el idioma.

## Contacto
Puedes enviar tus preguntas sobre esta política mediante el formulario Contáctanos, que se encuentra al pie de cada página.`,
  },
  about: {
    title: "Sobre nosotros",
    body: `Coin Arena es obra de un pequeño equipo de jugadores e ingenieros que querían juegos en línea en los que pudieran confiar.

## En qué creemos
- El juego limpio debe poder demostrarse, no solo prometerse.
- Cada moneda que tienes debe estar contabilizada, hasta el último centavo.
- Los juegos deben empezar rápido y ser agradables de jugar en el celular que llevas en el bolsillo.

## Qué ofrecemos
Una sola plataforma para Ludo, ajedrez, juegos de cartas, clásicos de casino y competencias de la comunidad, con una sola billetera, un solo perfil y un programa de referidos que te recompensa por traer amigos.`,
  },
  "terms-condition": {
    title: "Términos y condiciones",
    body: `Al crear una cuenta o jugar en Coin Arena, aceptas estos términos.

## Elegibilidad
- Debes ser mayor de edad según la legislación de tu país y estar autorizado a participar en juegos de habilidad y de azar por monedas.
- Se permite una sola cuenta por persona. Las cuentas utilizadas para actuar en colusión o para abusar de los bonos serán cerradas y sus saldos, congelados.

## Monedas y cuotas
- Las cuotas de entrada se retienen cuando ocupas un asiento y se liquidan al terminar la partida; la casa cobra una comisión, que se indica antes de que pagues.
- Una partida que no pueda terminar se reembolsará en su totalidad.
- Los retiros se revisan y se pagan mediante el método que elijas; los depósitos y los retiros están sujetos a importes mínimos, que se indican en tu billetera.

## Juego limpio
- Los resultados de las partidas los determina el servidor y pueden verificarse en la página de equidad.
- No se permite el uso de bots, scripts ni cuentas compartidas.

## Juego responsable
Puedes, en cualquier momento, fijar un límite diario de depósito o autoexcluirte durante un periodo determinado desde tu perfil.`,
  },
  "how-to-play": {
    title: "Cómo jugar",
    body: `Regístrate, recarga tu billetera y elige un juego del menú.

## Ludo
- Elige Privado (una mesa para amigos con código y contraseña), Multijugador (mesas públicas, o Partida Rápida, que te empareja según la cuota) o Juego Libre (contra 1 a 3 jugadores de la computadora, sin monedas); luego una cuota, el color del peón, el número de jugadores (2, 3 o 4) y un tema de tablero. Cuando juegan dos, siempre ocupan colores opuestos.
- Cada jugador tiene cuatro fichas que dan una vuelta completa al recorrido de 52 casillas desde su propia casilla de salida y luego suben por su columna de llegada hasta el centro.
- Las estrellas y las casillas de salida son seguras: las fichas que están en ellas no pueden ser capturadas. Caer sobre un rival en cualquier otra casilla lo manda de vuelta.
- Un 6, una captura o una ficha que llega a casa da otra tirada; un tercer 6 seguido termina tu turno. Para llegar a casa hace falta el número exacto.
- Cada turno tiene un reloj (15 segundos, salvo que la mesa indique otra cosa). Cuando se agota, el servidor tira el dado y mueve por ti tu ficha más avanzada; tras tres turnos perdidos seguidos quedas fuera y en el último puesto.
- Si se cae tu conexión, conservas tu lugar durante 60 segundos; vuelve a abrir la partida (en cualquier dispositivo) para continuar.

### Clásico
Las fichas empiezan en la base: saca un 6 para poner una en juego. Gana el primer jugador que lleve sus cuatro fichas a casa; con más de dos jugadores, la partida sigue por los demás puestos. Al terminar la partida, los jugadores que siguen en el tablero se clasifican según cuánto han avanzado sus fichas.

### Partida Rápida
Las fichas empiezan en sus casillas de salida, sin necesidad de sacar un 6, y una ficha capturada vuelve a su casilla de salida. Gana el primer jugador que lleve una ficha a casa; los demás se clasifican según su avance.

### Dados justos
Antes de la primera tirada, cada jugador ve el hash de la semilla secreta del servidor para esa partida. Cada tirada se calcula a partir de esa semilla, las semillas de los jugadores y el número de tirada; después de la partida se revela la semilla y la página de equidad recalcula cada tirada.

## Cuotas de entrada y premios
- Tu cuota se retiene al sentarte y se te devuelve si te vas antes de que empiece la partida.
- El ganador se lleva el bote menos la comisión de la casa; la ventana de resultados muestra el puesto de cada jugador.

## Juego Libre
Juega contra la computadora sin costo para aprender las reglas o probar una estrategia.

## Ajedrez
- La partida rápida te empareja con un desconocido con reloj 10+5 por la cuota de entrada que elijas; a una sala privada se entra con su código de 6 dígitos; la computadora juega en ocho niveles, gratis.
- Reglas de lichess: los relojes arrancan cuando ambos bandos han jugado, unas tablas devuelven la cuota a los dos jugadores e irse definitivamente hace perder la partida.

## Flash (teen patti)
- Siéntate a una mesa con un buy-in: tus fichas se quedan en tu asiento mano tras mano, y al levantarte vuelven a tu billetera.
- En cada mano, cada jugador pone el boot en el bote y recibe tres cartas. Juega a ciegas (1× o 2× la apuesta) o mira tus cartas y apuesta 2× o 4×; retírate para abandonar la mano.
- Con dos jugadores restantes, pide el show; con más, pide un sideshow al jugador anterior que ya vio sus cartas. De la mano más fuerte a la más débil: trío, escalera de color, escalera, color, pareja, carta alta.
- El ganador se lleva el bote menos el 5% de lo que ganó a los demás. Cada barajado puede verificarse en la página de equidad una vez terminada la mano.`,
  },
};

/** The demo FAQs in (Latin American) Spanish, in the order and number of DEMO_FAQS (pages.ts). */
export const ES_FAQS: { question: string; answer: string }[] = [
  {
    question: "¿Cómo sé que los dados son justos?",
    answer:
      "Antes de cada partida, el servidor publica el hash de su semilla secreta. Después de la partida se revela la semilla y la página de equidad recalcula cada tirada, para que compruebes que no se cambió nada.",
  },
  {
    question: "¿Qué pasa con mi cuota de entrada si se cancela una partida?",
    answer:
      "Tu cuota queda en depósito de garantía mientras se juega la partida. Si la partida no puede terminar, por cualquier motivo, se te reembolsa automáticamente en tu billetera.",
  },
  {
    question: "¿Cuánto tarda un retiro?",
    answer: "Nuestro equipo revisa las solicitudes de retiro, normalmente en menos de 24 horas, y luego se pagan.",
  },
  {
    question: "¿Cómo funciona el programa de referidos?",
    answer:
      "Comparte tu enlace o código de referido desde la página Referidos. Cuando un amigo se registre con él y juegue partidas con monedas, ganas una parte de la comisión de la casa en sus partidas (directa) y una parte menor en las partidas de los amigos que él traiga (indirecta). Las ganancias entran en tu billetera automáticamente durante el día; las tasas, tu historial y tus referidos están en la página Referidos.",
  },
  {
    question: "¿Qué es el modo gratis?",
    answer:
      "El modo gratis usa monedas de juego en lugar de tu billetera real, así puedes practicar todos los juegos sin arriesgar tu saldo.",
  },
  {
    question: "Tengo problemas para iniciar sesión. ¿Qué puedo hacer?",
    answer:
      "Usa '¿Olvidaste la contraseña?' para restablecer tu contraseña con un código enviado a tu correo, o envíanos un mensaje con el formulario Contáctanos.",
  },
  {
    question: "Un depósito u otra transacción no aparece o parece incorrecto. ¿Qué puedo hacer?",
    answer:
      "Abre Mi perfil, luego Billetera e Historial de transacciones: cada depósito, retiro, cuota de entrada, premio y reembolso aparece con su estado e ID. Un depósito aparece cuando el proveedor de pago lo confirma, y una transacción fallida o rechazada no mueve monedas. Si algo todavía parece incorrecto, envíanos el ID de la transacción por Contáctanos o elige Hablar con una persona en el chat de soporte.",
  },
];
