import { MAIN_CHAIN_ID, SUPPORTED_CHAIN_IDS } from "@arena/contracts";

/**
 * Names of the supported chain ids where they are well known, with the symbol of the chain's own coin (what
 * eth_getBalance counts, always in 18 decimals on these chains); the rest show their number.
 */
const CHAIN_NAMES: Partial<Record<number, { name: string; symbol: string; testnet?: boolean }>> = {
  1: { name: "Ethereum", symbol: "ETH" },
  3: { name: "Ropsten", symbol: "ETH", testnet: true },
  4: { name: "Rinkeby", symbol: "ETH", testnet: true },
  5: { name: "Goerli", symbol: "ETH", testnet: true },
  42: { name: "Kovan", symbol: "ETH", testnet: true },
  56: { name: "BNB Smart Chain", symbol: "BNB" },
  97: { name: "BNB Smart Chain Testnet", symbol: "tBNB", testnet: true },
  1001: { name: "Klaytn Baobab", symbol: "KLAY", testnet: true },
  1285: { name: "Moonriver", symbol: "MOVR" },
  43114: { name: "Avalanche C-Chain", symbol: "AVAX" },
  43113: { name: "Avalanche Fuji", symbol: "AVAX", testnet: true },
  59140: { name: "Linea Goerli", symbol: "ETH", testnet: true },
  80001: { name: "Polygon Mumbai", symbol: "MATIC", testnet: true },
  137: { name: "Polygon", symbol: "POL" },
};

/** The symbol of a chain's own coin (BNB on chain 56), or null for a chain we do not know by name. */
export const nativeSymbol = (chainId: number): string | null => CHAIN_NAMES[chainId]?.symbol ?? null;

/** A chain's name, or null when we do not know it. */
export const chainName = (chainId: number): string | null => CHAIN_NAMES[chainId]?.name ?? null;

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
