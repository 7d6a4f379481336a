/**
 * The labelled set for bench/src/semantic-quality.ts: descriptive queries written against the default data set
 * (data/src/banks), each saying what a user wants without naming a bank, with the banks whose descriptions answer it.
 * `relevant` lists every bank of the data set that answers the query, best answers first (the order is not used).
 */
export interface LabelledQuery {
  query: string;
  relevant: readonly string[];
  /** What the query exercises, for reading the per-query table. */
  topic: string;
  /**
   * 'paraphrase': written to avoid the distinctive words of the answering descriptions, as a user who has not read them
   * would ask; otherwise the query shares some of their words (the usual case, and where keyword search is strong).
   */
  style?: 'paraphrase';
}

export const SEMANTIC_QUERIES: readonly LabelledQuery[] = [
  // Crypto and digital assets
  {
    topic: 'crypto',
    query:
      'A regulated bank that keeps cryptocurrency in custody for asset managers, ETF issuers and other institutions.',
    relevant: [
      'bank_us_anchorage-digital',
      'bank_ch_sygnum',
      'bank_ch_amina-bank',
      'bank_us_bny',
      'bank_li_bank-frick',
    ],
  },
  {
    topic: 'crypto',
    query: 'Which bank gives crypto exchanges and market makers dollar accounts and round-the-clock payments?',
    relevant: ['bank_us_customers-bank', 'bank_us_cross-river'],
  },
  {
    topic: 'crypto',
    query: 'I want my everyday Swiss bank app to let me buy and hold bitcoin and ether.',
    relevant: ['bank_ch_zkb', 'bank_ch_postfinance', 'bank_ch_swissquote'],
  },
  {
    topic: 'crypto',
    query: 'An American bank with a national charter where I can buy and sell bitcoin right inside the banking app.',
    relevant: ['bank_us_sofi'],
  },
  {
    topic: 'crypto',
    query: 'A bank that issues regulated stablecoins and digital bonds on public blockchains.',
    relevant: ['bank_fr_societe-generale', 'bank_us_anchorage-digital'],
  },
  {
    topic: 'crypto',
    query: 'A Hong Kong virtual bank that serves Web3 start-ups and stablecoin businesses.',
    relevant: ['bank_hk_za-bank'],
  },
  // Islamic finance
  {
    topic: 'islamic',
    query: 'I live in Britain and want to buy a home without paying interest, in line with Islamic law.',
    relevant: ['bank_gb_al-rayan-bank'],
  },
  {
    topic: 'islamic',
    query: 'Interest-free participation accounts that share profits with savers in Turkey.',
    relevant: ['bank_tr_kuveyt-turk', 'bank_tr_albaraka-turk'],
  },
  {
    topic: 'islamic',
    query: 'Islamic home financing in the United States that avoids interest with a lease-to-own structure.',
    relevant: ['bank_us_university-bank'],
  },
  {
    topic: 'islamic',
    query: 'A savings plan to pay for the Hajj or Umrah pilgrimage with a Sharia bank.',
    relevant: ['bank_id_bank-syariah-indonesia', 'bank_my_bank-islam'],
  },
  {
    topic: 'islamic',
    query: 'As a foreign worker in Saudi Arabia I need a cheap way to send my wages home to my family.',
    relevant: ['bank_sa_al-rajhi-bank', 'bank_sa_bank-albilad'],
  },
  {
    topic: 'islamic',
    query: 'A bank offering gold accounts or gold-backed savings and financing.',
    relevant: ['bank_tr_kuveyt-turk', 'bank_id_bank-syariah-indonesia'],
  },
  // Who a bank serves
  {
    topic: 'membership',
    query: 'A credit union for people who serve or served in the armed forces, and their families.',
    relevant: ['bank_us_navy-federal', 'bank_us_usaa', 'bank_us_penfed'],
  },
  {
    topic: 'membership',
    query: 'VA home loans and banking designed for military families who relocate often.',
    relevant: ['bank_us_navy-federal', 'bank_us_usaa'],
  },
  {
    topic: 'membership',
    query: 'A mutual bank for teachers and others who work in education.',
    relevant: ['bank_au_teachers-mutual-bank'],
  },
  {
    topic: 'membership',
    query: 'A bank whose clients are labor unions, nonprofits and progressive political campaigns.',
    relevant: ['bank_us_amalgamated'],
  },
  // Values-based banking
  {
    topic: 'ethical',
    query: 'An ethical bank that will not finance fossil fuels and tells savers exactly where their money is lent.',
    relevant: [
      'bank_nl_triodos',
      'bank_de_gls-bank',
      'bank_us_amalgamated',
      'bank_us_beneficial-state',
      'bank_au_bank-australia',
      'bank_it_banca-etica',
      'bank_se_ekobanken',
      'bank_no_cultura-bank',
      'bank_ca_vancity',
    ],
  },
  {
    topic: 'ethical',
    query: 'A small cooperative bank that lends to organic farms, schools and care homes.',
    relevant: [
      'bank_se_ekobanken',
      'bank_no_cultura-bank',
      'bank_de_gls-bank',
      'bank_nl_triodos',
      'bank_it_banca-etica',
    ],
  },
  {
    topic: 'ethical',
    query: 'A bank that refuses to lend for weapons and gambling and supports fair trade and social cooperatives.',
    relevant: ['bank_it_banca-etica'],
  },
  // Students, credit, overdrafts
  {
    topic: 'lending',
    query: 'I want to refinance the student loans I took out for college.',
    relevant: ['bank_us_sofi', 'bank_us_citizens', 'bank_cn_cdb', 'bank_de_kfw'],
  },
  {
    topic: 'lending',
    query: 'I have a thin credit file and want a secured card or small loan that helps me build a credit history.',
    relevant: ['bank_us_varo', 'bank_ph_tonik', 'bank_kr_toss-bank'],
  },
  {
    topic: 'lending',
    query: 'A bank that gives me a grace period to cover a shortfall before it charges an overdraft fee.',
    relevant: ['bank_us_huntington'],
  },
  {
    topic: 'lending',
    query: 'Mortgages for self-employed borrowers and newcomers to Canada, arranged through a mortgage broker.',
    relevant: ['bank_ca_eq-bank'],
  },
  {
    topic: 'lending',
    query: 'Danish home loans funded by covered bonds.',
    relevant: ['bank_dk_jyske-bank', 'bank_dk_danske-bank'],
  },
  // Small business
  {
    topic: 'business',
    query: 'Government-guaranteed small business loans for a veterinary practice or a pharmacy.',
    relevant: ['bank_us_live-oak', 'bank_us_huntington'],
  },
  {
    topic: 'business',
    query: 'A start-up loan with mentoring for someone founding a new company in the UK.',
    relevant: ['bank_gb_british-business-bank'],
  },
  {
    topic: 'business',
    query:
      'Suppliers of big companies and government agencies want to be paid early by selling their invoices online in Mexico.',
    relevant: ['bank_mx_nafin'],
  },
  {
    topic: 'business',
    query: 'Banking for venture-backed technology and life-science start-ups and their investors.',
    relevant: ['bank_us_first-citizens', 'bank_il_bank-leumi', 'bank_us_customers-bank', 'bank_il_bank-hapoalim'],
  },
  {
    topic: 'business',
    query: 'A lender for shipping, energy and seafood companies in the Nordics.',
    relevant: ['bank_no_dnb'],
  },
  // Development and public banks
  {
    topic: 'development',
    query:
      'Financing trade between African countries and letting businesses pay across African borders in local currencies.',
    relevant: ['bank_eg_afreximbank'],
  },
  {
    topic: 'development',
    query:
      'A state development bank that funds roads, water, power and other infrastructure projects with municipalities.',
    relevant: [
      'bank_za_dbsa',
      'bank_cn_cdb',
      'bank_br_bndes',
      'bank_jp_dbj',
      'bank_kr_kdb',
      'bank_pl_bgk',
      'bank_it_cassa-depositi-e-prestiti',
      'bank_de_kfw',
    ],
  },
  {
    topic: 'development',
    query: 'A public bank that lends to towns, housing associations, hospitals and schools.',
    relevant: ['bank_nl_bng-bank', 'bank_be_belfius', 'bank_fr_caisse-d-epargne'],
  },
  {
    topic: 'development',
    query: 'A fund that finances projects to stop deforestation in the Amazon.',
    relevant: ['bank_br_bndes'],
  },
  // Inclusion and microfinance
  {
    topic: 'inclusion',
    query: 'Small loans to groups of women who run small businesses and meet regularly with a loan officer.',
    relevant: ['bank_mx_compartamos', 'bank_in_bandhan-bank', 'bank_bd_islami-bank-bangladesh'],
  },
  {
    topic: 'inclusion',
    query: 'Loan officers who visit market traders and workshop owners to lend them working capital in Peru.',
    relevant: ['bank_pe_mibanco'],
  },
  {
    topic: 'inclusion',
    query:
      'A basic account tied to the national identity number so that almost anyone in the country can have a bank card.',
    relevant: ['bank_cl_bancoestado'],
  },
  {
    topic: 'inclusion',
    query: 'Deposit and withdraw cash at the corner shop near my home.',
    relevant: ['bank_cl_bancoestado', 'bank_pe_bcp', 'bank_ee_coop-pank'],
  },
  {
    topic: 'inclusion',
    query: 'Open a bank account at a self-service kiosk inside a supermarket.',
    relevant: ['bank_za_tymebank', 'bank_ee_coop-pank'],
  },
  // Digital banking features
  {
    topic: 'digital',
    query:
      'An app-only bank where I can create several sub-accounts, each with its own IBAN, because I travel and move between countries.',
    relevant: ['bank_nl_bunq', 'bank_lt_revolut-bank'],
  },
  {
    topic: 'digital',
    query: 'A banking app where my partner and I can share a joint account while keeping our own accounts.',
    relevant: ['bank_au_up', 'bank_de_n26', 'bank_kr_kakaobank', 'bank_gb_starling'],
  },
  {
    topic: 'digital',
    query: 'A savings challenge that runs for 26 weeks in a Korean banking app.',
    relevant: ['bank_kr_kakaobank'],
  },
  {
    topic: 'digital',
    query: 'Send money to friends in Israel using only their phone number.',
    relevant: ['bank_il_bank-hapoalim'],
  },
  {
    topic: 'digital',
    query: 'A mobile app for paying people with a phone number or QR code in Peru, even without a bank account.',
    relevant: ['bank_pe_bcp'],
  },
  {
    topic: 'digital',
    query: 'A bank that licenses its own core banking software to other banks.',
    relevant: ['bank_gb_starling', 'bank_us_sofi'],
  },
  // Payments and remittances
  {
    topic: 'payments',
    query: 'Card acceptance and payment processing for merchants in North America and Europe.',
    relevant: ['bank_us_us-bank'],
  },
  {
    topic: 'payments',
    query: 'Filipinos working abroad want to send money home to accounts or cash pick-up points.',
    relevant: ['bank_ph_bdo-unibank'],
  },
  {
    topic: 'payments',
    query: 'A mobile money service many Bangladeshis use to send and receive money.',
    relevant: ['bank_bd_brac-bank'],
  },
  // Savings and post offices
  {
    topic: 'savings',
    query: 'Open a savings account at the post office in a small rural village.',
    relevant: ['bank_jp_japan-post-bank', 'bank_it_bancoposta'],
  },
  {
    topic: 'savings',
    query: 'Savings certificates that also enter you into regular prize draws.',
    relevant: ['bank_th_government-savings-bank'],
  },
  // Cooperatives and agriculture
  {
    topic: 'cooperative',
    query: 'Finance for greenhouse farming and agricultural research farms in southern Spain.',
    relevant: ['bank_es_cajamar'],
  },
  {
    topic: 'cooperative',
    query:
      'A lender owned by its borrowers that finances rural electric and water utilities and agricultural cooperatives.',
    relevant: ['bank_us_cobank'],
  },
  {
    topic: 'cooperative',
    query:
      'The central bank of agricultural, fishery and forestry cooperatives that invests their pooled savings in bonds worldwide.',
    relevant: ['bank_jp_norinchukin'],
  },
  // Wealth and institutions
  {
    topic: 'wealth',
    query: 'Custody and fund administration for pension funds, insurers and sovereign wealth funds.',
    relevant: ['bank_us_northern-trust', 'bank_us_bny'],
  },
  {
    topic: 'wealth',
    query: 'A private bank long associated with the British royal family.',
    relevant: ['bank_gb_coutts'],
  },
  {
    topic: 'wealth',
    query: 'A private bank owned by a princely family that also invests in private equity.',
    relevant: ['bank_li_lgt'],
  },
  {
    topic: 'wealth',
    query:
      'Trade stocks, ETFs and options with an online broker that also gives me a checking account linked to my brokerage account.',
    relevant: ['bank_us_charles-schwab', 'bank_us_morgan-stanley', 'bank_us_ally', 'bank_de_trade-republic'],
  },
  {
    topic: 'wealth',
    query: 'A French online bank with tax-advantaged PEA share accounts and life-insurance investment contracts.',
    relevant: ['bank_fr_boursobank'],
  },
  // Odd facts people search for
  { topic: 'facts', query: 'Which bank prints Hong Kong dollar banknotes?', relevant: ['bank_hk_hsbc-hong-kong'] },
  {
    topic: 'facts',
    query: 'Branches in shopping malls that stay open on weekends.',
    relevant: ['bank_ph_bdo-unibank'],
  },
  {
    topic: 'facts',
    query: 'Earn points in a loyalty and rewards program with my Canadian credit card.',
    relevant: ['bank_ca_rbc', 'bank_ca_scotiabank'],
  },
  // Paraphrases: the same needs in other words than the descriptions use
  {
    topic: 'crypto',
    style: 'paraphrase',
    query: 'Somewhere regulated to safekeep digital coins and tokens for a hedge fund.',
    relevant: [
      'bank_us_anchorage-digital',
      'bank_ch_sygnum',
      'bank_ch_amina-bank',
      'bank_us_bny',
      'bank_li_bank-frick',
    ],
  },
  {
    topic: 'crypto',
    style: 'paraphrase',
    query: 'Which Brazilian bank lets me trade digital currencies from my phone?',
    relevant: ['bank_br_nubank'],
  },
  {
    topic: 'islamic',
    style: 'paraphrase',
    query: 'Buying a house in England the halal way, without riba.',
    relevant: ['bank_gb_al-rayan-bank'],
  },
  {
    topic: 'membership',
    style: 'paraphrase',
    query: 'A bank for people in the navy, army or air force and their spouses.',
    relevant: ['bank_us_navy-federal', 'bank_us_usaa', 'bank_us_penfed'],
  },
  {
    topic: 'membership',
    style: 'paraphrase',
    query: 'I am a schoolteacher in Sydney looking for a bank run by and for people like me.',
    relevant: ['bank_au_teachers-mutual-bank'],
  },
  {
    topic: 'lending',
    style: 'paraphrase',
    query: 'I just immigrated and work for myself; who will still give me a home loan?',
    relevant: ['bank_ca_eq-bank'],
  },
  {
    topic: 'lending',
    style: 'paraphrase',
    query: 'I keep paying penalties when my balance dips below zero and want some leeway.',
    relevant: ['bank_us_huntington'],
  },
  {
    topic: 'business',
    style: 'paraphrase',
    query: 'A lender for a vet or pharmacist who wants to buy their own practice with federal backing.',
    relevant: ['bank_us_live-oak', 'bank_us_huntington'],
  },
  {
    topic: 'business',
    style: 'paraphrase',
    query: 'A bank started by a taxi-booking super app that lends to drivers and delivery riders.',
    relevant: ['bank_sg_gxs-bank'],
  },
  {
    topic: 'ethical',
    style: 'paraphrase',
    query: 'A green bank that keeps my savings away from oil, gas and coal companies.',
    relevant: [
      'bank_us_amalgamated',
      'bank_us_beneficial-state',
      'bank_au_bank-australia',
      'bank_nl_triodos',
      'bank_de_gls-bank',
      'bank_ca_vancity',
      'bank_it_banca-etica',
    ],
  },
  {
    topic: 'digital',
    style: 'paraphrase',
    query: 'A Korean online bank where a group of friends can pool money for a trip.',
    relevant: ['bank_kr_kakaobank'],
  },
  {
    topic: 'digital',
    style: 'paraphrase',
    query: 'An internet-only bank owned by the company behind a popular chat app.',
    relevant: ['bank_kr_kakaobank', 'bank_cn_webank'],
  },
  {
    topic: 'digital',
    style: 'paraphrase',
    query: 'How do I pay a street vendor in Lima by scanning a code with my phone?',
    relevant: ['bank_pe_bcp'],
  },
  {
    topic: 'payments',
    style: 'paraphrase',
    query: 'Where do Kenyans save and borrow through the money service on their mobile phones?',
    relevant: ['bank_ke_kcb-bank', 'bank_ke_equity-bank'],
  },
  {
    topic: 'savings',
    style: 'paraphrase',
    query: 'Lottery-style savings bonds in Thailand.',
    relevant: ['bank_th_government-savings-bank'],
  },
  {
    topic: 'savings',
    style: 'paraphrase',
    query: 'The bank of a supermarket cooperative where my shopping rewards land in my account.',
    relevant: ['bank_fi_s-bank'],
  },
  {
    topic: 'development',
    style: 'paraphrase',
    query: 'Who do Dutch towns and water boards borrow from?',
    relevant: ['bank_nl_bng-bank'],
  },
  {
    topic: 'development',
    style: 'paraphrase',
    query: 'An institution set up to rebuild a country after a war that now funds industry and infrastructure.',
    relevant: ['bank_de_kfw', 'bank_jp_dbj', 'bank_kr_kdb'],
  },
  {
    topic: 'cooperative',
    style: 'paraphrase',
    query: 'Who lends to American farm co-ops and the companies that bring power and water to the countryside?',
    relevant: ['bank_us_cobank'],
  },
  {
    topic: 'wealth',
    style: 'paraphrase',
    query: 'An old Geneva firm, never listed on a stock exchange, that looks after the fortunes of rich families.',
    relevant: ['bank_ch_pictet'],
  },
];
