import type { StaticPageSlug } from "@arena/contracts";

export type PageTexts = Record<StaticPageSlug, { title: string; body: string }>;

/**
 * Demo content for the static pages, written once at first boot (admins edit it later in /static-management). English
 * is the source; the Portuguese and Spanish versions (pages.pt.ts, pages.es.ts) say the same.
 */
export const EN_PAGES: PageTexts = {
  features: {
    title: "Features",
    body: `Coin Arena is a multiplayer games platform where every roll, shuffle and spin can be checked by you.

## Provably fair by design
- Before a game starts the server publishes the SHA-256 hash of its secret seed.
- You can set your own client seed; every dice roll or card comes from both seeds and a counter.
- After the game the secret seed is revealed and the fairness page recomputes every outcome.

## Your coins are safe
- Every coin moves through a double-entry ledger: nothing is created or lost, whatever breaks.
- Entry fees are held in escrow while you play and settled the moment a game ends.
- A game that cannot finish is refunded automatically.

## Games
- Ludo in Classic and Quick Play, in private rooms, public rooms or against the computer.
- Chess with lichess's clocks and rules: Quick Play, private rooms by code, and eight computer levels.
- Flash (teen patti) at tables by stake, with a buy-in per seat, blind and seen betting, sideshow and show.
- Coming soon: Black Jack, Spin, Lottery, H2H and Derby racing.

## Play anywhere
- Built for phones first and just as comfortable on a desktop.
- Available in English, Português and Español.`,
  },
  "privacy-policy": {
    title: "Privacy Policy",
    body: `This policy explains what we collect when you use Coin Arena and why.

## What we collect
- Account data you give us: full name, username, email address and phone number.
- Game and wallet records: entry fees, winnings, deposits, withdrawals and the fairness seeds of your games.
- Technical data: IP address and browser type, used to keep accounts safe and to stop abuse.

## How we use it
- To run your account, settle your games and pay out your winnings.
- To prevent fraud, enforce limits you set and meet our legal duties.
- We never sell your personal data.

## Your choices
- You can edit your profile at any time and ask for a copy or deletion of your data through Contact Us.
- Cookies and local storage keep you signed in and remember your settings such as volume and language.

## Contact
Questions about this policy can be sent with the Contact Us form at the bottom of every page.`,
  },
  about: {
    title: "About Us",
    body: `Coin Arena is built by a small team of players and engineers who wanted online games they could trust.

## What we believe
- Fair play should be provable, not promised.
- Every coin you hold should be accounted for, to the last cent.
- Games should be quick to start and pleasant to play on the phone in your pocket.

## What we run
One platform for Ludo, chess, card games, casino classics and community contests, with one wallet, one profile and a referral programme that rewards you for bringing friends.`,
  },
  "terms-condition": {
    title: "Terms & Conditions",
    body: `By creating an account or playing on Coin Arena you agree to these terms.

## Eligibility
- You must be of legal age in your country and allowed to take part in skill and chance games for coins.
- One account per person. Accounts used to collude or to abuse bonuses are closed and their balances frozen.

## Coins and fees
- Entry fees are held when you take a seat and settled when the game ends; the house keeps a commission shown before you pay.
- A game that cannot finish is refunded in full.
- Withdrawals are reviewed and paid to your chosen method; deposits and withdrawals have minimum amounts shown in your wallet.

## Fair play
- Game outcomes are decided by the server and can be verified on the fairness page.
- Using bots, scripts or shared accounts is not allowed.

## Responsible play
You can set a daily deposit limit or exclude yourself for a period from your profile at any time.`,
  },
  "how-to-play": {
    title: "How to Play",
    body: `Sign up, top up your wallet and pick a game from the menu.

## Ludo
- Choose Private (a table for friends with a code and a password), Multiplayer (public tables, or Quick Play matching by fee) or Free Play (against 1 to 3 computer players, no coins), then a fee, a pawn colour, the number of players (2, 3 or 4) and a board theme. Two players always sit on opposite colours.
- Every player has four tokens that run once round the 52-cell track from their own start cell, then up their home column to the centre.
- Stars and start cells are safe: tokens there cannot be captured. Landing on an opponent anywhere else sends it back.
- A 6, a capture or a token reaching home gives another roll; a third 6 in a row ends your turn. Home needs the exact count.
- Each turn has a clock (15 seconds unless the table says otherwise). When it runs out the server rolls and moves your most advanced token for you; after three missed turns in a row you are out and ranked last.
- If your connection drops you keep your seat for 60 seconds; open the game again (on any device) to carry on.

### Classic
Tokens start in the yard: roll a 6 to bring one out. The first player with all four tokens home wins; with more than two players the game goes on for the other places. When the game ends, players still on the board are ranked by how far their tokens have come.

### Quick Play
Tokens start on their start cells, no 6 needed, and a captured token goes back to its start cell. The first player to bring one token home wins; the others are ranked by progress.

### Fair dice
Before the first roll every player sees the hash of the game's secret server seed. Each roll is computed from that seed, the players' seeds and the roll number; after the game the seed is revealed and the fairness page recomputes every roll.

## Entry fees and prizes
- Your fee is held when you take a seat and returned if you leave before the game starts.
- The winner takes the pot less the house commission; the result dialog shows every player's place.

## Free Play
Play against the computer at no cost to learn the rules or try a strategy.

## Chess
- Quick Play pairs you with a stranger on a 10+5 clock for the entry fee you choose; a private room is found by its 6-digit code; the computer plays at eight levels, free.
- lichess's rules: the clocks start once both sides have moved, a draw gives both players their fee back, and leaving for good loses the game.

## Flash (teen patti)
- Sit down at a table with a buy-in: your chips stay on your seat hand after hand, and standing up brings them back to your wallet.
- Each hand every player puts in the boot and gets three cards. Play blind (1× or 2× the stake) or see your cards and bet 2× or 4×; pack to give up.
- With two players left, ask for the show; with more, ask the previous seen player for a sideshow. Strongest hand first: trail, pure sequence, sequence, colour, pair, high card.
- The winner takes the pot less 5% of what they won from the others. Every shuffle can be checked on the fairness page once the hand is over.`,
  },
};

export const DEMO_FAQS: { question: string; answer: string }[] = [
  {
    question: "How do I know the dice are fair?",
    answer:
      "Before each game the server publishes the hash of its secret seed. After the game the seed is revealed and the fairness page recomputes every roll so you can check that nothing was changed.",
  },
  {
    question: "What happens to my entry fee if a game is cancelled?",
    answer:
      "Your fee is held in escrow while the game runs. If the game cannot finish, for any reason, it is refunded to your wallet automatically.",
  },
  {
    question: "How long does a withdrawal take?",
    answer: "Withdrawal requests are reviewed by our team, usually within 24 hours, and then paid out.",
  },
  {
    question: "How does the referral programme work?",
    answer:
      "Share your referral link or code from the Referral page. When a friend signs up with it and plays coin games, you earn a share of the house commission on their games (direct), and a smaller share on the games of the friends they bring (indirect). Earnings are added to your wallet automatically through the day; the rates, your history and your referred players are on the Referral page.",
  },
  {
    question: "What is freeplay mode?",
    answer:
      "Freeplay uses play-money coins instead of your real wallet, so you can practise every game without risking your balance.",
  },
  {
    question: "I have trouble logging in. What can I do?",
    answer:
      "Use 'Forgot password' to reset your password with a code sent to your email, or send us a message with the Contact Us form.",
  },
  {
    question: "A deposit or another transaction is missing or looks wrong. What can I do?",
    answer:
      "Open My Profile, then Wallet and Transaction history: every deposit, withdrawal, entry fee, winning and refund is listed with its status and ID. A deposit appears once the payment provider confirms it, and a failed or rejected transaction moves no coins. If something still looks wrong, send us the transaction ID through Contact Us or choose Talk to a person in the support chat.",
  },
];
