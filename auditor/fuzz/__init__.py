"""Beyond the corpus: random fragments (`generate`), generate-and-audit campaigns
(`campaign`) and test-case reduction (`reduce`)."""
