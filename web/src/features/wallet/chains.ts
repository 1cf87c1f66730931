import { MAIN_CHAIN_ID, SUPPORTED_CHAIN_IDS } from "@arena/contracts";

/** Names of the supported chain ids where they are well known; the rest show their number. */
const CHAIN_NAMES: Partial<Record<number, { name: string; testnet?: boolean }>> = {
  1: { name: "Ethereum" },
  3: { name: "Ropsten", testnet: true },
  4: { name: "Rinkeby", testnet: true },
  5: { name: "Goerli", testnet: true },
  42: { name: "Kovan", testnet: true },
  56: { name: "BNB Smart Chain" },
  97: { name: "BNB Smart Chain Testnet", testnet: true },
  1001: { name: "Klaytn Baobab", testnet: true },
  1285: { name: "Moonriver" },
  43114: { name: "Avalanche C-Chain" },
  43113: { name: "Avalanche Fuji", testnet: true },
  59140: { name: "Linea Goerli", testnet: true },
  80001: { name: "Polygon Mumbai", testnet: true },
  137: { name: "Polygon" },
};

export interface ChainInfo {
  id: number;
  name: string | null;
  testnet: boolean;
  main: boolean;
}

/** Sort rank: the main network, other main networks, test networks, then networks without a known name. */
const rank = (chain: ChainInfo) => (chain.main ? 0 : chain.name === null ? 3 : chain.testnet ? 2 : 1);

/** The spec's supported chains in that order. */
export const SUPPORTED_CHAINS: readonly ChainInfo[] = SUPPORTED_CHAIN_IDS.map((id) => ({
  id,
  name: CHAIN_NAMES[id]?.name ?? null,
  testnet: CHAIN_NAMES[id]?.testnet ?? false,
  main: id === MAIN_CHAIN_ID,
})).sort((a, b) => rank(a) - rank(b));
