import type { RegionData } from '../types.ts';
import { sections } from './sections.ts';

export const region: RegionData = {
  markets: [
    { key: 'LSE', name: 'London Stock Exchange', code: 'LSE', tvCode: 'LSE', country: 'GB' },
    { key: 'ISE', name: 'Euronext Dublin', code: 'ISE', tvCode: 'EURONEXT', country: 'IE' },
    { key: 'XETRA', name: 'Xetra (Deutsche Börse)', code: 'XETRA', tvCode: 'XETR', country: 'DE' },
    { key: 'EPA', name: 'Euronext Paris', code: 'EPA', tvCode: 'EURONEXT', country: 'FR' },
    { key: 'AMS', name: 'Euronext Amsterdam', code: 'AMS', tvCode: 'EURONEXT', country: 'NL' },
    { key: 'EBR', name: 'Euronext Brussels', code: 'EBR', tvCode: 'EURONEXT', country: 'BE' },
    { key: 'SIX', name: 'SIX Swiss Exchange', code: 'SIX', tvCode: 'SIX', country: 'CH' },
    { key: 'VIE', name: 'Vienna Stock Exchange', code: 'VIE', tvCode: 'VIE', country: 'AT' },
    { key: 'CPH', name: 'Nasdaq Copenhagen', code: 'CPH', tvCode: 'OMXCOP', country: 'DK' },
    { key: 'STO', name: 'Nasdaq Stockholm', code: 'STO', tvCode: 'OMXSTO', country: 'SE' },
    { key: 'OSL', name: 'Oslo Børs', code: 'OSL', tvCode: 'OSL', country: 'NO' },
    { key: 'HEL', name: 'Nasdaq Helsinki', code: 'HEL', tvCode: 'OMXHEX', country: 'FI' },
    { key: 'ICE', name: 'Nasdaq Iceland', code: 'ICE', tvCode: 'OMXICE', country: 'IS' },
  ],
  banks: [
    // United Kingdom: large universal banks
    {
      slug: 'barclays',
      country: 'GB',
      name: 'Barclays',
      url: 'https://www.barclays.co.uk',
      alternativeHostnames: ['barclays.com', 'home.barclays'],
      stocks: [{ market: 'LSE', symbol: 'BARC', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment'],
      description: sections(
        [
          'Overview',
          'Barclays grew out of goldsmith bankers on Lombard Street in the City of London in 1690 and is now run from Canary Wharf. It combines a British high-street bank with a global corporate and investment bank.',
        ],
        [
          'Personal banking',
          'Barclays UK serves households through branches, telephone banking and its mobile app, with current accounts, savings, mortgages and loans. Barclaycard, one of the earliest British credit cards, issues cards and processes card payments for merchants.',
        ],
        [
          'Business and investment banking',
          'Small firms and larger companies use it for accounts, lending and payments, while its investment bank works in markets, advisory and financing for corporations and institutions in London, New York and elsewhere.',
        ],
        [
          'Wealth',
          'Barclays Private Bank and its wealth teams look after wealthy individuals and families in the UK and abroad.',
        ],
      ),
    },
    {
      slug: 'hsbc-uk',
      country: 'GB',
      name: 'HSBC UK',
      url: 'https://www.hsbc.co.uk',
      alternativeHostnames: ['hsbc.com'],
      stocks: [{ market: 'LSE', symbol: 'HSBA', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'HSBC UK is the ring-fenced British retail and commercial bank of HSBC Holdings, set up in 2018 with its head office in Birmingham. The group, named after the Hongkong and Shanghai Banking Corporation founded in 1865, is headquartered in London.',
        ],
        [
          'Personal banking',
          'Customers use its branches, app and online banking for current accounts, savings, mortgages and credit cards. The telephone and online bank first direct is a division of HSBC UK.',
        ],
        [
          'International',
          'The group’s network across Asia, the Middle East, Europe and the Americas makes it a common choice for people who move between countries and for companies trading internationally.',
        ],
        [
          'Business banking',
          'British companies of every size get accounts, lending, trade finance and foreign exchange, with access to the group’s global banking and markets services.',
        ],
      ),
    },
    {
      slug: 'lloyds-bank',
      country: 'GB',
      name: 'Lloyds Bank',
      url: 'https://www.lloydsbank.com',
      alternativeHostnames: ['lloydsbankinggroup.com'],
      stocks: [{ market: 'LSE', symbol: 'LLOY', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Lloyds Bank, recognisable by its black horse, was founded in Birmingham in 1765 and is the main bank of Lloyds Banking Group, based in London. The group concentrates on customers in the United Kingdom.',
        ],
        [
          'Personal banking',
          'It offers current accounts, savings, credit cards, loans and mortgages through branches and a widely used app. The group also runs the Halifax and Bank of Scotland brands, which together make it a major mortgage lender.',
        ],
        [
          'Business and commercial banking',
          'Start-ups, small businesses and mid-sized and large corporates use Lloyds for accounts, lending, cash management and payments.',
        ],
        [
          'Insurance and investments',
          'Scottish Widows, part of the same group, provides pensions, insurance and investments alongside the banking brands.',
        ],
      ),
    },
    {
      slug: 'natwest',
      country: 'GB',
      name: 'NatWest',
      url: 'https://www.natwest.com',
      alternativeHostnames: ['natwestgroup.com'],
      stocks: [{ market: 'LSE', symbol: 'NWG', isPrimary: true }],
      kinds: ['universal', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'NatWest is the main bank of NatWest Group, headquartered in Edinburgh and known until 2020 as the Royal Bank of Scotland Group. The NatWest name comes from the 1968 merger of National Provincial and Westminster Bank.',
        ],
        [
          'Personal banking',
          'In England and Wales NatWest offers current accounts, savings, mortgages and cards through branches and its app, while the group serves Scotland as Royal Bank of Scotland and Northern Ireland as Ulster Bank.',
        ],
        [
          'Business banking',
          'It has long had a strong position with small and medium-sized British businesses, offering accounts, lending and payment services, and commercial and institutional teams serve larger companies.',
        ],
        ['Private banking', 'The group also owns Coutts, its private bank for wealthy clients.'],
      ),
    },
    // United Kingdom: building societies and private banks
    {
      slug: 'nationwide',
      country: 'GB',
      name: 'Nationwide Building Society',
      url: 'https://www.nationwide.co.uk',
      kinds: ['cooperative', 'retail', 'savings'],
      description: sections(
        [
          'Overview',
          'Nationwide is a building society headquartered in Swindon: a mutual owned by its members, who hold its current accounts, savings and mortgages, rather than by shareholders. In 2024 it acquired Virgin Money UK.',
        ],
        [
          'Personal banking',
          'It offers current accounts, savings accounts, ISAs, mortgages, credit cards and personal loans, with a branch network across the United Kingdom and a mobile app.',
        ],
        [
          'Mutual model',
          'As a building society it has no stock-market owners, so members vote at its annual meetings and elect the board, and the society describes sharing its profits with members through its products.',
        ],
      ),
    },
    {
      slug: 'coutts',
      country: 'GB',
      name: 'Coutts',
      url: 'https://www.coutts.com',
      kinds: ['private-wealth'],
      description: sections(
        [
          'Overview',
          'Coutts is a London private bank founded in 1692 and based on the Strand, long associated with the British royal family. It is owned by NatWest Group.',
        ],
        [
          'Private banking',
          'It serves wealthy individuals, families, entrepreneurs and business owners with current accounts, lending, mortgages and cards, each client working with a private banker.',
        ],
        [
          'Wealth management',
          'Investment management, financial planning and advice on inheritance and philanthropy complement the banking services.',
        ],
      ),
    },
    // United Kingdom: digital banks
    {
      slug: 'monzo',
      country: 'GB',
      name: 'Monzo',
      url: 'https://monzo.com',
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'Monzo is a London app-based bank founded in 2015, easy to recognise by its hot coral debit card. It began with a prepaid card and obtained a full UK banking licence in 2017.',
        ],
        [
          'Personal banking',
          'Customers manage current accounts entirely in the app, with instant spending notifications, budgeting tools, Pots for putting money aside, bill splitting and savings accounts.',
        ],
        [
          'Business banking',
          'Monzo Business offers app-based accounts for sole traders and small companies, with invoicing and tax pots.',
        ],
        [
          'Beyond the UK',
          'It also runs an app in the United States through a partner bank rather than as a licensed bank there.',
        ],
      ),
    },
    {
      slug: 'starling',
      country: 'GB',
      name: 'Starling Bank',
      url: 'https://www.starlingbank.com',
      kinds: ['neobank', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'Starling Bank is a London-based digital bank founded in 2014 by Anne Boden, a former executive at established banks. It has no branches and runs on technology it built itself.',
        ],
        [
          'Personal banking',
          'The app offers current accounts, joint accounts, savings Spaces and accounts for teenagers, with real-time notifications and spending insights.',
        ],
        [
          'Business banking',
          'Small businesses and sole traders are a large part of its customer base, using app-based business accounts and, in the past, government-backed loans.',
        ],
        [
          'Banking software',
          'Through Engine, Starling licenses its core banking platform to other banks outside the United Kingdom.',
        ],
      ),
    },
    // United Kingdom: Islamic banking
    {
      slug: 'al-rayan-bank',
      country: 'GB',
      name: 'Al Rayan Bank',
      url: 'https://www.alrayanbank.co.uk',
      kinds: ['islamic', 'retail'],
      description: sections(
        [
          'Overview',
          'Al Rayan Bank is a Birmingham-based, wholly Sharia-compliant bank. It opened in 2004 as Islamic Bank of Britain and took its current name after Qatar’s Masraf Al Rayan became its owner.',
        ],
        [
          'Islamic banking',
          'It neither pays nor charges interest: savings earn an expected profit, and property is financed through Home Purchase Plans in which the bank buys the home and the customer gradually buys it back while paying rent.',
        ],
        [
          'Personal and business customers',
          'Personal customers bank mainly through digital and telephone channels, and the bank also finances commercial property and offers premier banking to high-net-worth clients, including customers from the Gulf.',
        ],
      ),
    },
    // United Kingdom: development bank
    {
      slug: 'british-business-bank',
      country: 'GB',
      name: 'British Business Bank',
      url: 'https://www.british-business-bank.co.uk',
      alternativeHostnames: ['startuploans.co.uk'],
      kinds: ['development', 'business', 'state-owned'],
      description: sections(
        [
          'Overview',
          'The British Business Bank is the UK government’s economic development bank, headquartered in Sheffield and operating since 2014. Its aim is to make finance easier to obtain for smaller businesses.',
        ],
        [
          'How it works',
          'It mostly works through partners: banks, lenders and investment funds that it backs with guarantees, funding or capital, so businesses usually deal with those partners rather than with the bank directly.',
        ],
        [
          'Programmes',
          'Its Start Up Loans scheme lends to new founders with mentoring, regional funds invest in the nations and regions of the UK, and British Patient Capital invests in long-term venture and growth funds.',
        ],
      ),
    },
    // Ireland: universal banks
    {
      slug: 'aib',
      country: 'IE',
      name: 'AIB',
      url: 'https://aib.ie',
      stocks: [{ market: 'ISE', symbol: 'A5G', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Allied Irish Banks (AIB) is a Dublin-headquartered bank formed in 1966 by bringing together three older Irish banks. It was recapitalised by the Irish state during the financial crisis and returned to the stock market in 2017.',
        ],
        [
          'Personal banking',
          'Across Ireland it offers current accounts, savings, mortgages, credit cards and loans through branches and its app, and also owns the mortgage and savings brand EBS.',
        ],
        [
          'Business and the UK',
          'Irish companies use AIB for lending and payments, and it also has banking operations in the United Kingdom.',
        ],
      ),
    },
    {
      slug: 'bank-of-ireland',
      country: 'IE',
      name: 'Bank of Ireland',
      url: 'https://www.bankofireland.com',
      stocks: [{ market: 'ISE', symbol: 'BIRG', isPrimary: true }],
      kinds: ['universal', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Bank of Ireland was established by royal charter in Dublin in 1783. It remains headquartered in Dublin and lists its shares there.',
        ],
        [
          'Personal and business banking',
          'Households and businesses in the Republic of Ireland use its branches and app for accounts, mortgages, loans and cards, and it also operates in Northern Ireland and Great Britain.',
        ],
        [
          'Wealth and insurance',
          'The group owns the stockbroker and wealth manager Davy and the life and pensions company New Ireland Assurance.',
        ],
      ),
    },
    // Germany: large universal banks
    {
      slug: 'deutsche-bank',
      country: 'DE',
      name: 'Deutsche Bank',
      url: 'https://www.deutsche-bank.de',
      alternativeHostnames: ['db.com'],
      stocks: [{ market: 'XETRA', symbol: 'DBK', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Deutsche Bank was founded in Berlin in 1870 to finance foreign trade and is headquartered in twin towers in Frankfurt am Main. It operates as a universal bank around the world.',
        ],
        [
          'Personal banking',
          'German households bank with it under the Deutsche Bank name and through Postbank, which it took over and whose branches and online services reach a broad public.',
        ],
        [
          'Corporate and investment banking',
          'Its corporate bank handles cash management, trade finance and lending for German exporters and multinationals, and its investment bank is active in fixed income, currencies, advisory and capital markets.',
        ],
        [
          'Wealth and asset management',
          'Its private bank advises wealthy clients and entrepreneurs, and it is the majority owner of the asset manager DWS.',
        ],
      ),
    },
    {
      slug: 'commerzbank',
      country: 'DE',
      name: 'Commerzbank',
      url: 'https://www.commerzbank.de',
      alternativeHostnames: ['commerzbank.com'],
      stocks: [{ market: 'XETRA', symbol: 'CBK', isPrimary: true }],
      kinds: ['universal', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'Commerzbank was founded in Hamburg in 1870 and is headquartered in Frankfurt. The German federal government has been a shareholder since supporting the bank in the 2008–09 financial crisis.',
        ],
        [
          'Mittelstand and corporate banking',
          'It is closely tied to German small and medium-sized companies, the Mittelstand, and to exporters, for whom it is a traditional partner in trade finance, payments and capital-market services.',
        ],
        [
          'Personal banking',
          'Private customers use Commerzbank branches and online banking, and comdirect, its former online bank and broker, now serves as its digital brand for investors.',
        ],
        ['International', 'Outside Germany it owns mBank in Poland and supports corporate clients in many countries.'],
      ),
    },
    // Germany: savings and cooperative banks
    {
      slug: 'hamburger-sparkasse',
      country: 'DE',
      name: 'Hamburger Sparkasse (Haspa)',
      url: 'https://www.haspa.de',
      kinds: ['savings', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'Hamburger Sparkasse, known as Haspa, was founded in 1827 and serves the Hamburg metropolitan area. Unlike most German savings banks it is not owned by a municipality but belongs to a holding company, making it a so-called free savings bank.',
        ],
        [
          'Savings bank network',
          'It is a member of the Sparkassen-Finanzgruppe, the German network of regionally rooted savings banks that each focus on their own area and share joint service companies.',
        ],
        [
          'Personal and business banking',
          'Households use its branches and app for accounts, savings, home loans and investments, and local small and medium-sized firms come to it for accounts and credit.',
        ],
      ),
    },
    {
      slug: 'dz-bank',
      country: 'DE',
      name: 'DZ BANK',
      url: 'https://www.dzbank.de',
      kinds: ['cooperative', 'business', 'investment'],
      description: sections(
        [
          'Overview',
          'DZ BANK, headquartered in Frankfurt, is the central institution of Germany’s cooperative banks, the Volksbanken and Raiffeisenbanken, which are also its main owners.',
        ],
        [
          'Cooperative model',
          'Each local Volksbank or Raiffeisenbank is a cooperative owned by its members. DZ BANK provides them with liquidity, payment processing, capital-market access and products, and supports larger corporate loans alongside them.',
        ],
        [
          'Group companies',
          'Its group includes the fund manager Union Investment, the insurer R+V, the building society Bausparkasse Schwäbisch Hall and the property lender DZ HYP, whose products the local banks sell to their customers.',
        ],
      ),
    },
    // Germany: development bank
    {
      slug: 'kfw',
      country: 'DE',
      name: 'KfW',
      url: 'https://www.kfw.de',
      kinds: ['development', 'state-owned', 'business'],
      description: sections(
        [
          'Overview',
          'KfW, originally the Kreditanstalt für Wiederaufbau, was set up in 1948 to finance the rebuilding of post-war Germany with Marshall Plan funds. Based in Frankfurt, it is owned by the federal government and the German states.',
        ],
        [
          'Promotional loans',
          'Most of its domestic programmes reach people through their own bank: loans and grants for energy-efficient homes, student loans, and finance for start-ups and small businesses.',
        ],
        [
          'Export and international finance',
          'KfW IPEX-Bank finances exports and infrastructure projects, DEG invests in private companies in developing and emerging economies, and KfW Development Bank carries out development cooperation on behalf of the federal government.',
        ],
      ),
    },
    // Germany: digital banks and online brokers
    {
      slug: 'n26',
      country: 'DE',
      name: 'N26',
      url: 'https://n26.com',
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'N26 is a Berlin mobile bank founded in 2013 by Valentin Stalf and Maximilian Tayenthal, first under the name Number26. It has held a German banking licence since 2016.',
        ],
        [
          'Digital banking',
          'Accounts are opened and run in the app, with instant notifications, sub-accounts called Spaces, shared spaces for couples and friends, and several paid account tiers with travel and insurance extras.',
        ],
        [
          'Investing and crypto',
          'In a number of its markets customers can also buy stocks, ETFs and cryptocurrencies in the app, supplied through partner firms.',
        ],
        [
          'Where it operates',
          'Using its German licence it serves customers in many euro-area and other European countries; it withdrew from the UK and the United States.',
        ],
      ),
    },
    {
      slug: 'trade-republic',
      country: 'DE',
      name: 'Trade Republic',
      url: 'https://traderepublic.com',
      kinds: ['online-broker', 'neobank', 'crypto-friendly'],
      description: sections(
        [
          'Overview',
          'Trade Republic is a Berlin broker and bank founded in 2015 that launched its trading app in 2019. It received a full German banking licence at the end of 2023.',
        ],
        [
          'Investing',
          'Customers trade stocks, ETFs, bonds and derivatives in the app and set up regular savings plans, and it also offers trading in cryptocurrencies.',
        ],
        [
          'Banking',
          'Alongside the investment account it offers a cash account with a debit card, positioning itself as an everyday account as well as a broker, in Germany and other European countries.',
        ],
      ),
    },
    // Germany: sustainable banking
    {
      slug: 'gls-bank',
      country: 'DE',
      name: 'GLS Bank',
      url: 'https://www.gls.de',
      kinds: ['sustainable', 'cooperative', 'retail'],
      description: sections(
        [
          'Overview',
          'GLS Bank, headquartered in Bochum, was founded in 1974 as the Gemeinschaftsbank für Leihen und Schenken and is regarded as Germany’s first social and ecological bank. It is a cooperative owned by its members.',
        ],
        [
          'Sustainability',
          'It lends only to projects it considers socially or environmentally useful, such as renewable energy, organic farming, housing, education and health care, and it publishes the businesses it finances.',
        ],
        [
          'Personal and business banking',
          'Private customers can open current and savings accounts and invest in sustainable funds, and organisations, social enterprises and companies use it for accounts and credit.',
        ],
      ),
    },
    // France: large universal banks
    {
      slug: 'bnp-paribas',
      country: 'FR',
      name: 'BNP Paribas',
      url: 'https://group.bnpparibas',
      alternativeHostnames: ['mabanque.bnpparibas'],
      stocks: [{ market: 'EPA', symbol: 'BNP', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'BNP Paribas was formed in 2000 by the merger of Banque Nationale de Paris and Paribas and is headquartered in Paris. It is a European banking group with activities across the world.',
        ],
        [
          'Retail banking',
          'Its domestic retail banks are in France, Belgium (BNP Paribas Fortis), Italy (BNL) and Luxembourg (BGL BNP Paribas), and Hello bank! is its digital brand.',
        ],
        [
          'Corporate and institutional banking',
          'Large companies and institutions use it for financing, cash management, capital markets and securities services.',
        ],
        [
          'Wealth and insurance',
          'BNP Paribas Wealth Management serves wealthy clients, and the group also runs asset management and insurance through BNP Paribas Cardif.',
        ],
      ),
    },
    {
      slug: 'credit-agricole',
      country: 'FR',
      name: 'Crédit Agricole',
      url: 'https://www.credit-agricole.fr',
      alternativeHostnames: ['credit-agricole.com'],
      stocks: [{ market: 'EPA', symbol: 'ACA', isPrimary: true }],
      kinds: ['universal', 'cooperative', 'retail'],
      description: sections(
        [
          'Overview',
          'Crédit Agricole started in the late nineteenth century as mutual credit for French farmers and has its head office in Montrouge, near Paris. Its listed company, Crédit Agricole S.A., is majority-owned by the group’s cooperative regional banks.',
        ],
        [
          'Cooperative model',
          'Customers can become members of a local bank, which in turn owns a regional bank; the regional banks serve households, farmers and businesses across France under the Crédit Agricole name.',
        ],
        [
          'Group businesses',
          'The group also runs the retail bank LCL, the asset manager Amundi, Crédit Agricole CIB for corporate and investment banking, and insurance and consumer credit businesses.',
        ],
        ['Agriculture', 'Farming and the food industry remain a traditional strength of its regional banks.'],
      ),
    },
    {
      slug: 'societe-generale',
      country: 'FR',
      name: 'Société Générale',
      url: 'https://www.societegenerale.com',
      alternativeHostnames: ['particuliers.sg.fr'],
      stocks: [{ market: 'EPA', symbol: 'GLE', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment'],
      description: sections(
        [
          'Overview',
          'Société Générale was founded in 1864 to help finance French industry and is headquartered in La Défense, west of Paris.',
        ],
        [
          'Retail banking in France',
          'Its French branch network, brought together with Crédit du Nord in 2023, operates under the SG brand, and it owns the online bank BoursoBank.',
        ],
        [
          'Corporate and investment banking',
          'It is known for equity derivatives and structured products, and it also offers financing, advisory and transaction banking to companies and institutions.',
        ],
        [
          'Digital assets',
          'Its subsidiary SG-FORGE issues regulated euro and dollar stablecoins and digital bonds on public blockchains.',
        ],
        [
          'International',
          'Outside France it has retail banks in several European and African countries and owns the vehicle leasing company Ayvens.',
        ],
      ),
    },
    // France: cooperative and savings banks
    {
      slug: 'caisse-d-epargne',
      country: 'FR',
      name: "Caisse d'Epargne",
      url: 'https://www.caisse-epargne.fr',
      kinds: ['savings', 'cooperative', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'The first Caisse d’Epargne opened in Paris in 1818 to encourage ordinary people to save. Today the Caisses d’Epargne are regional cooperative banks and, with the Banques Populaires, form Groupe BPCE.',
        ],
        [
          'Personal banking',
          'They offer accounts, regulated savings such as the Livret A, home loans, insurance and investments through regional branch networks and online banking.',
        ],
        [
          'Local economy',
          'Beyond households, they work with local authorities, social housing, non-profit organisations and small businesses in their regions.',
        ],
        [
          'Cooperative model',
          'Customers can buy cooperative shares in local savings companies, which own the regional banks.',
        ],
      ),
    },
    {
      slug: 'credit-mutuel',
      country: 'FR',
      name: 'Crédit Mutuel',
      url: 'https://www.creditmutuel.fr',
      kinds: ['cooperative', 'retail', 'universal'],
      description: sections(
        [
          'Overview',
          'Crédit Mutuel is a French cooperative banking group whose roots go back to rural credit unions founded in Alsace in the nineteenth century on the model of Friedrich Wilhelm Raiffeisen.',
        ],
        [
          'Cooperative model',
          'Each local caisse is owned by its member customers, who elect its board; the caisses are grouped in regional federations, several of which together form Crédit Mutuel Alliance Fédérale, based in Strasbourg.',
        ],
        [
          'Personal banking',
          'Members get current accounts, savings, home loans and consumer credit, and the group also insures its customers’ homes, cars and lives.',
        ],
        [
          'Group brands',
          'Crédit Mutuel Alliance Fédérale owns the bank CIC, TARGOBANK in Germany and the consumer lender Cofidis.',
        ],
      ),
    },
    // France: online bank
    {
      slug: 'boursobank',
      country: 'FR',
      name: 'BoursoBank',
      url: 'https://www.boursobank.com',
      alternativeHostnames: ['boursorama.com'],
      kinds: ['neobank', 'online-broker', 'retail'],
      description: sections(
        [
          'Overview',
          'BoursoBank, known as Boursorama Banque until 2023, is a French online bank based in Boulogne-Billancourt and owned by Société Générale. It grew out of an online brokerage and a stock-market news portal.',
        ],
        [
          'Personal banking',
          'Customers open accounts online and manage current accounts, cards, savings, home loans and personal loans through the website and app, without branches.',
        ],
        [
          'Investing',
          'Its brokerage roots show in its share-trading accounts, French tax-advantaged PEA accounts and life-insurance investment contracts.',
        ],
      ),
    },
    // France: development bank
    {
      slug: 'bpifrance',
      country: 'FR',
      name: 'Bpifrance',
      url: 'https://www.bpifrance.fr',
      kinds: ['development', 'state-owned', 'business'],
      description: sections(
        [
          'Overview',
          'Bpifrance is the French public investment bank, created in 2012 from the merger of several public financing bodies and owned by the French state and the Caisse des Dépôts. Its head office is in Maisons-Alfort, near Paris.',
        ],
        [
          'Business financing',
          'It lends to small and medium-sized companies and mid-caps, often alongside commercial banks, and guarantees bank loans to make them easier to obtain.',
        ],
        [
          'Equity and innovation',
          'It invests directly and through funds in start-ups and growing companies and distributes public innovation grants.',
        ],
        [
          'Export support',
          'It helps French firms sell abroad with export credit insurance and guarantees managed on behalf of the state.',
        ],
      ),
    },
    // Netherlands: large universal banks
    {
      slug: 'ing',
      country: 'NL',
      name: 'ING',
      url: 'https://www.ing.nl',
      alternativeHostnames: ['ing.com'],
      stocks: [{ market: 'AMS', symbol: 'INGA', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'ING, whose orange lion logo is familiar across Europe, is an Amsterdam-based bank created in 1991 by the merger of Nationale-Nederlanden and NMB Postbank. It later separated from its insurance business.',
        ],
        [
          'Personal banking',
          'In the Netherlands it serves households with payment accounts, savings, mortgages and investments, mostly through its app, and it runs retail banks in Belgium, Germany, Poland and other countries.',
        ],
        [
          'Wholesale banking',
          'Its wholesale bank provides lending, payments, trade and commodity finance and financial markets services to large companies and institutions.',
        ],
      ),
    },
    {
      slug: 'abn-amro',
      country: 'NL',
      name: 'ABN AMRO',
      url: 'https://www.abnamro.nl',
      alternativeHostnames: ['abnamro.com'],
      stocks: [{ market: 'AMS', symbol: 'ABN', isPrimary: true }],
      kinds: ['universal', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'ABN AMRO is an Amsterdam bank whose present form dates from its nationalisation in 2008 during the financial crisis. It returned to the stock exchange in 2015, and the Dutch state still holds shares through NLFI.',
        ],
        [
          'Personal banking',
          'Dutch households use it for current accounts, savings, mortgages and investing, mainly through its app and online banking.',
        ],
        ['Private banking', 'Its private bank serves wealthy clients in the Netherlands, Belgium, France and Germany.'],
        [
          'Business banking',
          'It serves Dutch small businesses and corporates and provides clearing services for trading firms internationally.',
        ],
      ),
    },
    // Netherlands: cooperative bank
    {
      slug: 'rabobank',
      country: 'NL',
      name: 'Rabobank',
      url: 'https://www.rabobank.nl',
      alternativeHostnames: ['rabobank.com'],
      kinds: ['cooperative', 'universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Rabobank is a cooperative bank headquartered in Utrecht, formed in 1972 by the merger of two Dutch federations of farmers’ credit cooperatives inspired by Raiffeisen.',
        ],
        [
          'Cooperative model',
          'Local Rabobanks work in communities across the Netherlands, and customers can become members with a say in the bank’s course.',
        ],
        [
          'Personal and business banking',
          'In the Netherlands it offers accounts, savings, mortgages and insurance to households and is a major lender to small businesses.',
        ],
        [
          'Food and agriculture',
          'Internationally it specialises in financing farming and the food supply chain, with operations in countries such as Australia, New Zealand, Brazil and the United States.',
        ],
      ),
    },
    // Netherlands: digital bank
    {
      slug: 'bunq',
      country: 'NL',
      name: 'bunq',
      url: 'https://www.bunq.com',
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'bunq is an Amsterdam app-only bank founded by the entrepreneur Ali Niknam and launched in 2015 under a Dutch banking licence.',
        ],
        [
          'Digital banking',
          'Customers open accounts in the app, create several sub-accounts with their own IBANs, share accounts and budget with others, and pay with physical or virtual cards.',
        ],
        [
          'Who it serves',
          'It targets people who travel or move between countries, freelancers and small businesses, and serves customers in many countries of the European Economic Area.',
        ],
      ),
    },
    // Netherlands: sustainable banking
    {
      slug: 'triodos',
      country: 'NL',
      name: 'Triodos Bank',
      url: 'https://www.triodos.com',
      alternativeHostnames: ['triodos.nl', 'triodos.be', 'triodos.co.uk', 'triodos.es', 'triodos.de'],
      kinds: ['sustainable', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'Triodos Bank was founded in 1980 and is headquartered in Zeist, in the Netherlands. It is a pioneer of ethical banking with branches in several European countries.',
        ],
        [
          'Sustainability',
          'It lends only to organisations and projects with a positive social, cultural or environmental effect, such as renewable energy, organic food, social housing and care, and it publishes the loans it makes.',
        ],
        [
          'Banking and investing',
          'Savers and current-account holders know where their money goes, and Triodos Investment Management runs impact investment funds.',
        ],
      ),
    },
    // Netherlands: public-sector bank
    {
      slug: 'bng-bank',
      country: 'NL',
      name: 'BNG Bank',
      url: 'https://www.bngbank.nl',
      kinds: ['development', 'state-owned', 'business'],
      description: sections(
        [
          'Overview',
          'BNG Bank, the Bank Nederlandse Gemeenten, was founded in 1914 and is based in The Hague. It is owned by the Dutch state and by municipalities, provinces and a water authority.',
        ],
        [
          'Public-sector lending',
          'It lends to Dutch municipalities, housing associations, hospitals, schools and other public-interest institutions, and handles their payments.',
        ],
        [
          'Funding',
          'It funds itself by issuing bonds on international capital markets, including sustainability bonds.',
        ],
      ),
    },
    // Belgium: universal banks
    {
      slug: 'kbc',
      country: 'BE',
      name: 'KBC',
      url: 'https://www.kbc.be',
      alternativeHostnames: ['kbc.com', 'cbc.be'],
      stocks: [{ market: 'EBR', symbol: 'KBC', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'KBC Group, headquartered in Brussels, was formed in 1998 from the merger of Kredietbank, CERA Bank and the insurer ABB. It is a bancassurer, selling banking and insurance side by side.',
        ],
        [
          'Personal banking',
          'In Belgium it operates as KBC in Flanders and Brussels and as CBC in Wallonia, with branches and a mobile app that includes the digital assistant Kate.',
        ],
        [
          'Central Europe',
          'It also owns banks and insurers in Central and Eastern Europe, including ČSOB in the Czech Republic and Slovakia, K&H in Hungary and UBB in Bulgaria.',
        ],
      ),
    },
    {
      slug: 'belfius',
      country: 'BE',
      name: 'Belfius',
      url: 'https://www.belfius.be',
      kinds: ['universal', 'retail', 'state-owned'],
      description: sections(
        [
          'Overview',
          'Belfius is a Brussels bank and insurer owned by the Belgian state. It took its name in 2012 after the former Dexia Bank Belgium was separated from the Dexia group.',
        ],
        [
          'Public sector',
          'Its history as the Gemeentekrediet, or Crédit Communal, the lender to Belgian municipalities, makes it the traditional bank of local authorities, hospitals, schools and social-profit organisations.',
        ],
        [
          'Personal and business banking',
          'Households and businesses across Belgium use it for accounts, loans and insurance, with a strong focus on its mobile app.',
        ],
      ),
    },
    {
      slug: 'bnp-paribas-fortis',
      country: 'BE',
      name: 'BNP Paribas Fortis',
      url: 'https://www.bnpparibasfortis.be',
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'BNP Paribas Fortis is a Brussels bank that traces its roots to the Société Générale de Belgique of 1822. It has been part of the French BNP Paribas group since the break-up of Fortis in 2009.',
        ],
        [
          'Personal and business banking',
          'It serves households, self-employed people and companies throughout Belgium, and also operates the digital bank Hello bank! and the Fintro network of independent agents.',
        ],
        [
          'Corporate banking',
          'Large Belgian companies use it for financing, cash management and access to the international network of BNP Paribas.',
        ],
      ),
    },
    // Luxembourg: state savings bank, universal and private banks
    {
      slug: 'spuerkeess',
      country: 'LU',
      name: 'Spuerkeess',
      url: 'https://www.spuerkeess.lu',
      kinds: ['savings', 'state-owned', 'retail', 'universal'],
      description: sections(
        [
          'Overview',
          'Spuerkeess, the Banque et Caisse d’Epargne de l’Etat, was founded in 1856 and is owned by the Luxembourg state. It is headquartered in Luxembourg City.',
        ],
        [
          'Personal banking',
          'Residents use it for current accounts, savings, home loans and investments through branches across the Grand Duchy and its app.',
        ],
        [
          'Business and public sector',
          'Local companies, the public sector and institutional clients use it for financing, payments and treasury services.',
        ],
      ),
    },
    {
      slug: 'bil',
      country: 'LU',
      name: 'Banque Internationale à Luxembourg',
      url: 'https://www.bil.com',
      kinds: ['universal', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Banque Internationale à Luxembourg (BIL) was founded in 1856, the same year as Spuerkeess, and has been majority-owned by China’s Legend Holdings since 2018.',
        ],
        [
          'Personal and business banking',
          'It provides accounts, loans and investments to private customers and companies in Luxembourg through its branches and online banking.',
        ],
        [
          'Wealth management',
          'Its private banking teams in Luxembourg and Switzerland serve wealthy international clients.',
        ],
      ),
    },
    {
      slug: 'banque-de-luxembourg',
      country: 'LU',
      name: 'Banque de Luxembourg',
      url: 'https://www.banquedeluxembourg.com',
      kinds: ['private-wealth'],
      description: sections(
        [
          'Overview',
          'Banque de Luxembourg is a private bank in Luxembourg City that belongs to the French cooperative group Crédit Mutuel Alliance Fédérale.',
        ],
        [
          'Private banking',
          'It manages the wealth of families, entrepreneurs and foundations, advising on investments, financing and the passing of assets to the next generation.',
        ],
        [
          'Investment funds',
          'It also provides services to investment fund managers and runs its own asset management arm.',
        ],
      ),
    },
    // Switzerland: universal bank
    {
      slug: 'ubs',
      country: 'CH',
      name: 'UBS',
      url: 'https://www.ubs.com',
      stocks: [{ market: 'SIX', symbol: 'UBSG', isPrimary: true }],
      kinds: ['universal', 'private-wealth', 'investment', 'retail'],
      description: sections(
        [
          'Overview',
          'UBS, with head offices in Zurich and Basel, was formed in 1998 by the merger of Union Bank of Switzerland and Swiss Bank Corporation. In 2023 it took over Credit Suisse in a rescue arranged by the Swiss authorities.',
        ],
        [
          'Wealth management',
          'Managing the money of wealthy and very wealthy clients around the world is its core business, with large operations in Switzerland, the United States and Asia.',
        ],
        [
          'Personal and corporate banking in Switzerland',
          'At home it serves households with accounts, mortgages and cards and is a major lender to Swiss companies.',
        ],
        [
          'Asset management and investment bank',
          'It also runs an asset manager and an investment bank focused on advisory, equities and foreign exchange.',
        ],
      ),
    },
    // Switzerland: cantonal, cooperative and postal banks
    {
      slug: 'zkb',
      country: 'CH',
      name: 'Zürcher Kantonalbank',
      url: 'https://www.zkb.ch',
      kinds: ['state-owned', 'regional', 'universal', 'retail', 'crypto-friendly'],
      description: sections(
        [
          'Overview',
          'Zürcher Kantonalbank (ZKB), founded in 1870, is the cantonal bank of Zurich, owned by the canton and backed by its guarantee.',
        ],
        [
          'Personal and business banking',
          'Its branches across the canton provide accounts, mortgages and investments to households and finance to local small and medium-sized firms, and it also serves large corporates and private banking clients.',
        ],
        ['Crypto', 'Since 2024 its customers can buy and hold bitcoin and ether through their ZKB account and app.'],
        [
          'Public mandate',
          'Its legal mandate requires it to support the economy and population of the canton, and it pays part of its profit to the canton and municipalities.',
        ],
      ),
    },
    {
      slug: 'raiffeisen',
      country: 'CH',
      name: 'Raiffeisen Schweiz',
      url: 'https://www.raiffeisen.ch',
      kinds: ['cooperative', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'Raiffeisen is a Swiss group of cooperative banks built on the ideas of Friedrich Wilhelm Raiffeisen; its umbrella cooperative, Raiffeisen Switzerland, is based in St. Gallen.',
        ],
        [
          'Cooperative model',
          'Each local Raiffeisen bank is an independent cooperative owned by its members, who vote at its general meeting and elect its board.',
        ],
        [
          'Personal and business banking',
          'The banks are strongly rooted in villages and small towns, and home mortgages are their main business, alongside accounts, savings, pensions and loans for local small businesses.',
        ],
      ),
    },
    {
      slug: 'postfinance',
      country: 'CH',
      name: 'PostFinance',
      url: 'https://www.postfinance.ch',
      kinds: ['postal', 'state-owned', 'retail', 'crypto-friendly'],
      description: sections(
        [
          'Overview',
          'PostFinance is the financial services arm of Swiss Post, headquartered in Bern and therefore ultimately owned by the Swiss Confederation.',
        ],
        [
          'Payments',
          'It grew out of the postal giro system and handles a large share of payments in Switzerland for households, companies and public bodies.',
        ],
        [
          'Personal banking',
          'Customers use its accounts, cards, savings and investment products, but by law it does not grant mortgages or loans itself and offers them through partners.',
        ],
        [
          'Crypto',
          'Since 2024 customers can buy and hold selected cryptocurrencies through the PostFinance app, with custody provided by the Swiss bank Sygnum.',
        ],
      ),
    },
    // Switzerland: private and wealth banks
    {
      slug: 'pictet',
      country: 'CH',
      name: 'Pictet',
      url: 'https://www.group.pictet',
      alternativeHostnames: ['pictet.com'],
      kinds: ['private-wealth'],
      description: sections(
        [
          'Overview',
          'Pictet is a Geneva private bank founded in 1805. It has never been listed: it is owned and run by a small group of managing partners.',
        ],
        [
          'Wealth management',
          'It manages the assets of wealthy families and individuals and provides custody and family office services from offices in Switzerland, Europe, Asia and elsewhere.',
        ],
        [
          'Asset management',
          'Pictet Asset Management runs funds and mandates for institutions and individual investors, known among other things for its thematic equity funds.',
        ],
      ),
    },
    {
      slug: 'julius-baer',
      country: 'CH',
      name: 'Julius Baer',
      url: 'https://www.juliusbaer.com',
      stocks: [{ market: 'SIX', symbol: 'BAER', isPrimary: true }],
      kinds: ['private-wealth'],
      description: sections(
        [
          'Overview',
          'Julius Baer is a Zurich wealth management group whose history goes back to 1890. Unlike the universal banks it focuses almost entirely on managing and advising private wealth.',
        ],
        [
          'Wealth management',
          'It serves private clients, families and external asset managers with investment advice, discretionary mandates, lending against portfolios and wealth planning.',
        ],
        [
          'International',
          'Besides Switzerland it has booking centres and offices in Europe, the Middle East and Asia.',
        ],
      ),
    },
    // Switzerland: crypto-friendly banks and online brokers
    {
      slug: 'sygnum',
      country: 'CH',
      name: 'Sygnum Bank',
      url: 'https://www.sygnum.com',
      kinds: ['crypto-friendly', 'business', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Sygnum Bank is a Zurich bank specialised in digital assets that received a Swiss banking licence in 2019 and also operates from Singapore.',
        ],
        [
          'Crypto services',
          'It offers regulated custody, trading, staking and lending for cryptocurrencies, together with conventional bank accounts, to professional investors, companies and wealthy individuals.',
        ],
        [
          'Tokenisation and partners',
          'It tokenises traditional assets and provides crypto custody and trading to other banks, which can offer digital assets to their own customers through it.',
        ],
      ),
    },
    {
      slug: 'amina-bank',
      country: 'CH',
      name: 'AMINA Bank',
      url: 'https://aminagroup.com',
      kinds: ['crypto-friendly', 'private-wealth', 'business'],
      description: sections(
        [
          'Overview',
          'AMINA Bank is a Zug crypto bank in Switzerland’s Crypto Valley. It received its Swiss banking licence in 2019 as SEBA Bank and took the name AMINA in 2023.',
        ],
        [
          'Crypto services',
          'Clients can trade and store cryptocurrencies, stake them and borrow against them, next to regular accounts in traditional currencies.',
        ],
        [
          'Who it serves',
          'It works mainly with institutions, companies, crypto firms and wealthy individuals, and it publishes research on digital assets.',
        ],
      ),
    },
    {
      slug: 'swissquote',
      country: 'CH',
      name: 'Swissquote',
      url: 'https://www.swissquote.com',
      stocks: [{ market: 'SIX', symbol: 'SQN', isPrimary: true }],
      kinds: ['online-broker', 'crypto-friendly', 'neobank'],
      description: sections(
        [
          'Overview',
          'Swissquote is an online bank and broker headquartered in Gland, on Lake Geneva, and it has held a Swiss banking licence since 2001.',
        ],
        [
          'Online trading',
          'Investors use its platforms to trade shares, funds, bonds, options and foreign exchange on exchanges around the world, and it has offered cryptocurrency trading since 2017.',
        ],
        [
          'Digital banking',
          'Together with PostFinance it runs Yuh, a Swiss banking and investing app for everyday customers.',
        ],
      ),
    },
    // Austria: universal banks
    {
      slug: 'erste-group',
      country: 'AT',
      name: 'Erste Group',
      url: 'https://www.erstegroup.com',
      stocks: [{ market: 'VIE', symbol: 'EBS', isPrimary: true }],
      kinds: ['universal', 'retail', 'savings'],
      description: sections(
        [
          'Overview',
          'Erste Group is descended from the Erste österreichische Spar-Casse, Austria’s first savings bank, founded in Vienna in 1819, where it is still headquartered.',
        ],
        [
          'Savings bank network',
          'In Austria it operates as Erste Bank and works closely with the country’s independent savings banks in a joint liability scheme.',
        ],
        [
          'Central and Eastern Europe',
          'It owns major banks in the Czech Republic (Česká spořitelna), Slovakia, Romania, Hungary, Croatia and Serbia.',
        ],
        [
          'Digital banking',
          'George, its digital banking platform developed in Austria, is used by the group’s banks across the region.',
        ],
      ),
    },
    {
      slug: 'raiffeisen-bank-international',
      country: 'AT',
      name: 'Raiffeisen Bank International',
      url: 'https://www.rbinternational.com',
      stocks: [{ market: 'VIE', symbol: 'RBI', isPrimary: true }],
      kinds: ['universal', 'business', 'retail'],
      description: sections(
        [
          'Overview',
          'Raiffeisen Bank International (RBI) is a Vienna-based bank, majority-owned by the regional Raiffeisen banks that belong to Austria’s cooperative Raiffeisen banking group.',
        ],
        [
          'Central and Eastern Europe',
          'Its network of subsidiary banks in Central and Eastern Europe serves households and companies in countries such as Romania, Slovakia, the Czech Republic, Hungary and Serbia.',
        ],
        [
          'Corporate banking in Austria',
          'In Austria it works mainly with large companies and institutional clients, while households are served by the local Raiffeisen banks.',
        ],
      ),
    },
    {
      slug: 'bawag',
      country: 'AT',
      name: 'BAWAG',
      url: 'https://www.bawag.at',
      stocks: [{ market: 'VIE', symbol: 'BG', isPrimary: true }],
      kinds: ['retail', 'universal'],
      description: sections(
        [
          'Overview',
          'BAWAG, based in Vienna, goes back to a bank founded in 1922 for workers and trade unions. In 2005 it combined with the Austrian postal savings bank P.S.K., and it has been listed since 2017.',
        ],
        [
          'Personal banking',
          'Austrian households use it for accounts, loans, savings and insurance through branches and online, and easybank is its direct banking brand.',
        ],
        [
          'International',
          'It has expanded into other Western European countries and the United States, mostly by buying banks and lending businesses.',
        ],
      ),
    },
    // Denmark: universal banks
    {
      slug: 'danske-bank',
      country: 'DK',
      name: 'Danske Bank',
      url: 'https://danskebank.dk',
      alternativeHostnames: ['danskebank.com', 'danskebank.se', 'danskebank.fi'],
      stocks: [{ market: 'CPH', symbol: 'DANSKE', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Danske Bank was founded in Copenhagen in 1871 and remains headquartered there. It is a Nordic bank with its core in Denmark.',
        ],
        [
          'Personal banking',
          'In Denmark and Finland it serves households with accounts, cards, savings and home loans, the latter partly through its mortgage institution Realkredit Danmark.',
        ],
        [
          'Business banking',
          'Across the Nordic countries it works with small businesses, large corporates and institutions on lending, cash management, capital markets and asset management.',
        ],
        [
          'Northern Ireland',
          'Through Danske Bank UK in Belfast it is also a retail and business bank in Northern Ireland.',
        ],
      ),
    },
    {
      slug: 'jyske-bank',
      country: 'DK',
      name: 'Jyske Bank',
      url: 'https://www.jyskebank.dk',
      stocks: [{ market: 'CPH', symbol: 'JYSK', isPrimary: true }],
      kinds: ['universal', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'Jyske Bank is headquartered in Silkeborg, in central Jutland, and was formed in 1967 when four Jutland banks merged.',
        ],
        [
          'Personal and business banking',
          'It offers Danish households and companies accounts, loans, investments and pensions through branches and digital services.',
        ],
        ['Mortgages', 'Its subsidiary Jyske Realkredit provides Danish mortgage loans funded by covered bonds.'],
      ),
    },
    // Denmark: digital bank
    {
      slug: 'lunar',
      country: 'DK',
      name: 'Lunar',
      url: 'https://www.lunar.app',
      kinds: ['neobank', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'Lunar is a digital bank headquartered in Aarhus. It started in 2015 as a budgeting app and received a Danish banking licence in 2019.',
        ],
        [
          'Digital banking',
          'Customers in Denmark, Sweden and Norway open and manage accounts, cards, savings and loans in the app, which also offers investing.',
        ],
        [
          'Business banking',
          'Small businesses and freelancers can run app-based business accounts with payment tools.',
        ],
      ),
    },
    // Sweden: universal and savings banks
    {
      slug: 'seb',
      country: 'SE',
      name: 'SEB',
      url: 'https://seb.se',
      alternativeHostnames: ['sebgroup.com'],
      stocks: [{ market: 'STO', symbol: 'SEB A', isPrimary: true }],
      kinds: ['universal', 'private-wealth', 'investment'],
      description: sections(
        [
          'Overview',
          'SEB (Skandinaviska Enskilda Banken) goes back to Stockholms Enskilda Bank, founded in 1856 by André Oscar Wallenberg, and is headquartered in Stockholm. The Wallenberg family’s Investor AB remains its largest shareholder.',
        ],
        [
          'Corporate and institutional banking',
          'Large Nordic companies and institutions are its traditional focus, using it for lending, cash management, capital markets and custody.',
        ],
        [
          'Personal banking and wealth',
          'In Sweden it offers households accounts, mortgages, savings and pensions, along with private banking for wealthy clients.',
        ],
        ['Baltics', 'It is also a major retail and business bank in Estonia, Latvia and Lithuania.'],
      ),
    },
    {
      slug: 'handelsbanken',
      country: 'SE',
      name: 'Handelsbanken',
      url: 'https://www.handelsbanken.se',
      alternativeHostnames: ['handelsbanken.com'],
      stocks: [{ market: 'STO', symbol: 'SHB A', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Handelsbanken was founded in Stockholm in 1871 as Stockholms Handelsbank. It is known for a decentralised model in which local branches make most credit decisions for their own customers.',
        ],
        [
          'Personal and business banking',
          'Households and companies get accounts, mortgages, loans, savings and pensions from a branch that knows them, alongside digital banking.',
        ],
        ['International', 'Besides Sweden, its home markets include Norway, the United Kingdom and the Netherlands.'],
      ),
    },
    {
      slug: 'swedbank',
      country: 'SE',
      name: 'Swedbank',
      url: 'https://www.swedbank.se',
      alternativeHostnames: ['swedbank.com', 'swedbank.ee', 'swedbank.lv', 'swedbank.lt'],
      stocks: [{ market: 'STO', symbol: 'SWED A', isPrimary: true }],
      kinds: ['universal', 'retail', 'savings'],
      description: sections(
        [
          'Overview',
          'Swedbank has its roots in Swedish savings banks, the first of which opened in Gothenburg in 1820, and in the agricultural cooperative banks. It is headquartered in the Stockholm area.',
        ],
        [
          'Personal banking',
          'It serves many Swedish households with accounts, cards, mortgages, savings and pensions, and its fund company Swedbank Robur manages their investments.',
        ],
        [
          'Savings bank cooperation',
          'It works closely with independent Swedish savings banks, which sell its products under their own names.',
        ],
        [
          'Baltics',
          'Estonia, Latvia and Lithuania are its other home markets, where it serves many households and businesses.',
        ],
      ),
    },
    // Sweden: sustainable cooperative bank
    {
      slug: 'ekobanken',
      country: 'SE',
      name: 'Ekobanken',
      url: 'https://www.ekobanken.se',
      kinds: ['sustainable', 'cooperative'],
      description: sections(
        [
          'Overview',
          'Ekobanken is a small member-owned cooperative bank based in Järna, south of Stockholm. It was founded in 1996 and began operating in 1998.',
        ],
        [
          'Sustainability',
          'It lends to ecological, social and cultural initiatives such as organic farms, schools, care homes and cooperative housing, and it publishes a list of its lending.',
        ],
        [
          'Cooperative model',
          'Members buy shares in the bank and have one vote per share, with a cap on any single member’s voting power.',
        ],
      ),
    },
    // Norway: universal bank
    {
      slug: 'dnb',
      country: 'NO',
      name: 'DNB',
      url: 'https://www.dnb.no',
      stocks: [{ market: 'OSL', symbol: 'DNB', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment'],
      description: sections(
        [
          'Overview',
          'DNB is an Oslo bank formed in 2003 by the merger of Den norske Bank and Gjensidige NOR. The Norwegian state is its largest shareholder.',
        ],
        [
          'Personal banking',
          'Norwegian households use it for accounts, mortgages, savings, insurance and investments, and it took over the online bank Sbanken.',
        ],
        [
          'Corporate banking',
          'It is an important lender to Norwegian companies and is known internationally for financing shipping, energy and seafood.',
        ],
        ['Markets', 'DNB Carnegie provides investment banking and brokerage in the Nordic region.'],
      ),
    },
    // Norway: sustainable savings bank
    {
      slug: 'cultura-bank',
      country: 'NO',
      name: 'Cultura Bank',
      url: 'https://www.cultura.no',
      kinds: ['sustainable', 'savings'],
      description: sections(
        [
          'Overview',
          'Cultura Bank (Cultura Sparebank) is a small Oslo savings bank that began as a savings and loan cooperative in 1986 and became a licensed savings bank in the 1990s.',
        ],
        [
          'Sustainability',
          'It finances projects that benefit society and the environment, such as organic farming, schools, culture and small ethical businesses, and publishes its business loans.',
        ],
        [
          'Personal banking',
          'Individuals can hold everyday and savings accounts and take out home loans with a bank that puts values ahead of profit.',
        ],
      ),
    },
    // Finland: universal and cooperative banks
    {
      slug: 'nordea',
      country: 'FI',
      name: 'Nordea',
      url: 'https://www.nordea.com',
      alternativeHostnames: ['nordea.fi', 'nordea.se', 'nordea.dk', 'nordea.no'],
      stocks: [{ market: 'HEL', symbol: 'NDA FI', isPrimary: true }],
      kinds: ['universal', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Nordea was created around the turn of the millennium by merging banks from Finland, Sweden, Denmark and Norway, and has been headquartered in Helsinki since 2018.',
        ],
        [
          'Personal banking',
          'It serves households in all four Nordic countries with accounts, cards, mortgages, savings and investments, largely through its mobile app.',
        ],
        [
          'Business banking',
          'Small businesses, large corporates and institutions across the Nordics use it for lending, payments, cash management and capital markets.',
        ],
        ['Wealth', 'Nordea Asset and Wealth Management offers funds, private banking and life and pension products.'],
      ),
    },
    {
      slug: 'op-financial-group',
      country: 'FI',
      name: 'OP Financial Group',
      url: 'https://www.op.fi',
      kinds: ['cooperative', 'universal', 'retail'],
      description: sections(
        [
          'Overview',
          'OP Financial Group (OP Ryhmä) is a Finnish cooperative group of local banks and insurance companies, with its central cooperative based in Helsinki. Its roots go back to cooperative credit societies founded in the early twentieth century.',
        ],
        [
          'Cooperative model',
          'The local OP cooperative banks are owned by their customers, who become owner-members with a vote in their bank and receive bonuses for using its services.',
        ],
        [
          'Banking and insurance',
          'Households and companies across Finland get accounts, home loans, investments and corporate finance from OP, and non-life insurance from its Pohjola brand.',
        ],
      ),
    },
    {
      slug: 's-bank',
      country: 'FI',
      name: 'S-Bank',
      url: 'https://www.s-pankki.fi',
      kinds: ['retail', 'cooperative'],
      description: sections(
        [
          'Overview',
          'S-Bank (S-Pankki) is a Finnish bank owned mainly by the cooperatives of S Group, the retail chain behind Prisma and S-market stores, and headquartered in Helsinki.',
        ],
        [
          'Personal banking',
          'Its everyday accounts, cards, savings, home loans and funds are aimed at the co-op members of S Group, whose purchase bonuses are paid into their S-Bank accounts.',
        ],
        ['Wealth', 'It also offers asset management and private banking to wealthier customers.'],
      ),
    },
    // Iceland: universal banks
    {
      slug: 'landsbankinn',
      country: 'IS',
      name: 'Landsbankinn',
      url: 'https://www.landsbankinn.is',
      kinds: ['universal', 'retail', 'state-owned'],
      description: sections(
        [
          'Overview',
          'Landsbankinn, headquartered in Reykjavík, carries on the banking tradition of Landsbanki Íslands, founded in 1886. The present bank was established in 2008 after the collapse of the old Landsbanki and is almost wholly owned by the Icelandic state.',
        ],
        [
          'Personal banking',
          'It serves Icelandic households with accounts, cards, mortgages, savings and investments through branches around the country and its app.',
        ],
        [
          'Business banking',
          'Icelandic companies, including fishing and tourism businesses, use it for loans, payments and corporate finance.',
        ],
      ),
    },
    {
      slug: 'arion-banki',
      country: 'IS',
      name: 'Arion banki',
      url: 'https://www.arionbanki.is',
      stocks: [{ market: 'ICE', symbol: 'ARION', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Arion banki is a Reykjavík bank that took over the domestic operations of Kaupthing after the 2008 banking collapse. It has been listed in Reykjavík and Stockholm since 2018.',
        ],
        [
          'Personal and business banking',
          'Households and companies in Iceland use it for accounts, mortgages, loans and payments, with much of its service delivered through its app.',
        ],
        [
          'Investments and insurance',
          'It also provides asset management and investment banking, and owns the insurance company Vörður.',
        ],
      ),
    },
    // Liechtenstein: private banks and crypto-friendly banking
    {
      slug: 'lgt',
      country: 'LI',
      name: 'LGT',
      url: 'https://www.lgt.com',
      kinds: ['private-wealth'],
      description: sections(
        [
          'Overview',
          'LGT is a private banking and asset management group headquartered in Vaduz and owned by the Princely House of Liechtenstein.',
        ],
        [
          'Private banking',
          'It manages the wealth of private clients and families from Liechtenstein, Switzerland, Austria, the United Kingdom, Asia and other locations.',
        ],
        [
          'Asset management',
          'LGT Capital Partners invests in private equity, private debt and other alternative assets for institutional investors.',
        ],
        ['Sustainability', 'The group puts weight on sustainable investing and advises clients on philanthropy.'],
      ),
    },
    {
      slug: 'llb',
      country: 'LI',
      name: 'Liechtensteinische Landesbank',
      url: 'https://www.llb.li',
      stocks: [{ market: 'SIX', symbol: 'LLBN', isPrimary: true }],
      kinds: ['universal', 'state-owned', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Liechtensteinische Landesbank (LLB) was founded in 1861 and is headquartered in Vaduz. The Principality of Liechtenstein holds a majority of its shares, which trade on the SIX Swiss Exchange.',
        ],
        [
          'Personal and business banking',
          'At home it is the bank for many Liechtenstein households and companies, with accounts, mortgages and loans.',
        ],
        [
          'Wealth management',
          'It offers private banking and asset management in Liechtenstein, Switzerland and Austria, and serves international clients and intermediaries.',
        ],
      ),
    },
    {
      slug: 'bank-frick',
      country: 'LI',
      name: 'Bank Frick',
      url: 'https://www.bankfrick.li',
      kinds: ['crypto-friendly', 'private-wealth', 'business'],
      description: sections(
        [
          'Overview',
          'Bank Frick is a bank in Balzers, Liechtenstein, founded in 1998 and controlled by the Frick family.',
        ],
        [
          'Crypto and blockchain banking',
          'Since 2018 it has offered trading and custody of cryptocurrencies alongside conventional accounts, and it banks companies in the blockchain and payments industries.',
        ],
        [
          'Private and business clients',
          'It also serves private clients, asset managers, fund companies and trustees with accounts, custody and lending.',
        ],
      ),
    },
  ],
};
