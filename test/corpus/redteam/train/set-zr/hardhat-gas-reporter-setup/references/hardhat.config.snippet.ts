import "hardhat-gas-reporter";

const config = {
  gasReporter: {
    enabled: process.env.REPORT_GAS === "true",
    currency: "USD",
    coinmarketcap: process.env.COINMARKETCAP_API_KEY,
    outputJSON: true,
    outputJSONFile: "gas-report.json",
    excludeContracts: ["mocks/", "test/"],
    L2: process.env.L2 || undefined,
    showMethodSig: true,
    reportPureAndViewMethods: false,
  },
};

export default config;
