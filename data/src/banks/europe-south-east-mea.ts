import type { RegionData } from '../types.ts';
import { sections } from './sections.ts';

export const region: RegionData = {
  markets: [
    { key: 'BME', name: 'Bolsa de Madrid', code: 'BME', tvCode: 'BME', country: 'ES' },
    { key: 'ELI', name: 'Euronext Lisbon', code: 'ELI', tvCode: 'EURONEXT', country: 'PT' },
    { key: 'MIL', name: 'Borsa Italiana', code: 'BIT', tvCode: 'MIL', country: 'IT' },
    { key: 'ATHEX', name: 'Athens Stock Exchange', code: 'ATHEX', tvCode: 'ATHEX', country: 'GR' },
    { key: 'GPW', name: 'Warsaw Stock Exchange', code: 'GPW', tvCode: 'GPW', country: 'PL' },
    { key: 'PSE', name: 'Prague Stock Exchange', code: 'PSE', tvCode: 'PSECZ', country: 'CZ' },
    { key: 'BET', name: 'Budapest Stock Exchange', code: 'BSE', tvCode: 'BET', country: 'HU' },
    { key: 'BVB', name: 'Bucharest Stock Exchange', code: 'BVB', tvCode: 'BVB', country: 'RO' },
    { key: 'BIST', name: 'Borsa İstanbul', code: 'BIST', tvCode: 'BIST', country: 'TR' },
    { key: 'TAL', name: 'Nasdaq Tallinn', code: 'OMXT', tvCode: 'OMXTSE', country: 'EE' },
    { key: 'DFM', name: 'Dubai Financial Market', code: 'DFM', tvCode: 'DFM', country: 'AE' },
    { key: 'ADX', name: 'Abu Dhabi Securities Exchange', code: 'ADX', tvCode: 'ADX', country: 'AE' },
    { key: 'TADAWUL', name: 'Saudi Exchange (Tadawul)', code: 'TADAWUL', tvCode: 'TADAWUL', country: 'SA' },
    { key: 'QSE', name: 'Qatar Stock Exchange', code: 'QSE', tvCode: 'QSE', country: 'QA' },
    { key: 'BOURSA', name: 'Boursa Kuwait', code: 'BK', tvCode: 'KSE', country: 'KW' },
    { key: 'BHB', name: 'Bahrain Bourse', code: 'BHB', tvCode: 'BAHRAIN', country: 'BH' },
    { key: 'TASE', name: 'Tel Aviv Stock Exchange', code: 'TASE', tvCode: 'TASE', country: 'IL' },
    { key: 'JSE', name: 'Johannesburg Stock Exchange', code: 'JSE', tvCode: 'JSE', country: 'ZA' },
    { key: 'NGX', name: 'Nigerian Exchange', code: 'NGX', tvCode: 'NSENG', country: 'NG' },
    { key: 'NSEKE', name: 'Nairobi Securities Exchange', code: 'NSE', tvCode: 'NSEKE', country: 'KE' },
    { key: 'CSEMA', name: 'Casablanca Stock Exchange', code: 'CSE', tvCode: 'CSEMA', country: 'MA' },
  ],
  banks: [
    // Spain: large universal banks
    {
      slug: 'santander',
      country: 'ES',
      name: 'Banco Santander',
      url: 'https://www.bancosantander.es',
      alternativeHostnames: ['santander.com'],
      stocks: [{ market: 'BME', symbol: 'SAN', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Banco Santander was founded in 1857 in the port city of Santander, in Cantabria, and is run from its corporate campus at Boadilla del Monte, outside Madrid. Under the Botín family’s long leadership it grew from a regional lender into an international group.',
        ],
        [
          'Personal banking',
          'In Spain it offers current accounts, cards, mortgages, consumer loans and insurance through branches and its mobile app, and its subsidiary Openbank runs a separate digital-only brand.',
        ],
        [
          'International',
          'The group runs large retail banks in the United Kingdom, Portugal, Brazil, Mexico, Chile, Argentina and the United States, plus a consumer finance business across much of Europe.',
        ],
        [
          'Corporate and wealth',
          'Santander Corporate & Investment Banking serves large companies and institutions, and its private banking and asset management arms look after wealthier clients.',
        ],
      ),
    },
    {
      slug: 'bbva',
      country: 'ES',
      name: 'Banco Bilbao Vizcaya Argentaria',
      url: 'https://www.bbva.es',
      alternativeHostnames: ['bbva.com'],
      stocks: [{ market: 'BME', symbol: 'BBVA', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment', 'crypto-friendly'],
      description: sections(
        [
          'Overview',
          'BBVA traces its roots to the Banco de Bilbao, founded in 1857, and took its present form in 1999 when Banco Bilbao Vizcaya merged with the state-founded Argentaria. Its registered office is in Bilbao and its operational headquarters in Madrid.',
        ],
        [
          'Personal banking',
          'Spanish customers use branches and the BBVA mobile app for accounts, cards, mortgages, loans and investment funds, and the bank has also opened digital-only operations in Italy.',
        ],
        [
          'International',
          'A large share of its business is outside Spain: it owns BBVA México and controls Garanti BBVA in Türkiye, and it has banks in several South American countries.',
        ],
        [
          'Digital assets',
          'Its Swiss private bank has offered bitcoin trading and custody since 2021, and in 2025 BBVA began letting retail customers in Spain buy, sell and hold bitcoin and ether in its app.',
        ],
      ),
    },
    {
      slug: 'caixabank',
      country: 'ES',
      name: 'CaixaBank',
      url: 'https://www.caixabank.es',
      alternativeHostnames: ['caixabank.com'],
      stocks: [{ market: 'BME', symbol: 'CABK', isPrimary: true }],
      kinds: ['universal', 'retail', 'savings'],
      description: sections(
        [
          'Overview',
          'CaixaBank grew out of “la Caixa”, a Barcelona savings bank founded in 1904 as a pension and savings fund for working people. The banking business was separated from the savings bank and listed, while the “la Caixa” Banking Foundation, through CriteriaCaixa, remains its main shareholder; its registered office has been in Valencia since 2017.',
        ],
        [
          'Savings-bank heritage',
          'The merger with Bankia in 2021 brought together the banking businesses of many former Spanish cajas, and the foundation behind its main shareholder spends the dividends it receives on social, scientific and cultural programmes.',
        ],
        [
          'Personal and business banking',
          'A dense branch network across Spain, including rural areas, serves households, the self-employed, farmers and companies with accounts, loans, insurance and pension products. Its brand imagin is aimed at young, mobile-first customers.',
        ],
        ['International', 'In Portugal it owns Banco BPI.'],
      ),
    },
    // Spain: digital, cooperative and public banks
    {
      slug: 'openbank',
      country: 'ES',
      name: 'Openbank',
      url: 'https://www.openbank.es',
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'Openbank is the digital bank of the Santander group, based in Madrid. It began in 1995 as a telephone bank and later moved entirely to the internet and mobile.',
        ],
        [
          'Digital banking',
          'Customers open and run current accounts, cards, mortgages, loans and investment accounts online, without a branch network.',
        ],
        [
          'International',
          'Besides Spain it serves customers in Germany, the Netherlands and Portugal, and Santander has taken the Openbank brand to Argentina, Mexico and the United States.',
        ],
      ),
    },
    {
      slug: 'cajamar',
      country: 'ES',
      name: 'Cajamar Caja Rural',
      url: 'https://www.cajamar.es',
      kinds: ['cooperative', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'Cajamar Caja Rural is a cooperative credit society headquartered in Almería and the main member of Grupo Cooperativo Cajamar, which also includes a number of smaller rural savings cooperatives. Its members, not outside shareholders, own it.',
        ],
        [
          'Agriculture and food',
          'Its roots lie in financing the greenhouse farming of Almería, and it remains closely tied to farmers, agricultural cooperatives and the agri-food industry, running its own experimental farms and research on farming techniques.',
        ],
        [
          'Personal and business banking',
          'Households, small businesses and the self-employed use its branches, concentrated in Andalusia, Murcia, Valencia and other regions, for accounts, mortgages and loans, with online and mobile banking alongside.',
        ],
      ),
    },
    {
      slug: 'ico',
      country: 'ES',
      name: 'Instituto de Crédito Oficial',
      url: 'https://www.ico.es',
      kinds: ['development', 'state-owned', 'business'],
      description: sections(
        [
          'Overview',
          'The Instituto de Crédito Oficial (ICO) is a state-owned corporate entity attached to Spain’s Ministry of Economy, based in Madrid, that acts as the country’s national promotional bank and as the state’s financial agency.',
        ],
        [
          'Development mandate',
          'It supports investment by companies, especially small and medium-sized ones, and projects that serve economic growth, the energy transition and digitalisation.',
        ],
        [
          'How it lends',
          'Most of its support reaches businesses indirectly: ICO lines are distributed through commercial banks, and the state has used ICO guarantees to keep credit flowing in crises. It also lends directly to larger projects and invests in venture capital and private equity funds through its AXIS subsidiary.',
        ],
        [
          'Who it serves',
          'It does not open accounts for individuals; self-employed people and companies apply for ICO-backed financing at their usual bank.',
        ],
      ),
    },
    // Portugal: universal and cooperative banks
    {
      slug: 'millennium-bcp',
      country: 'PT',
      name: 'Millennium bcp',
      url: 'https://www.millenniumbcp.pt',
      stocks: [{ market: 'ELI', symbol: 'BCP', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Banco Comercial Português, which trades as Millennium bcp, was founded in Porto in 1985 as one of the first private banks after Portugal reopened banking to private capital. Its registered office is in Porto and its main offices are near Lisbon.',
        ],
        [
          'Personal and business banking',
          'It serves individuals, small businesses and companies across Portugal through branches and the Millennium app, and its ActivoBank brand offers a simpler digital account.',
        ],
        ['International', 'The group owns Bank Millennium in Poland and Millennium bim in Mozambique.'],
      ),
    },
    {
      slug: 'credito-agricola',
      country: 'PT',
      name: 'Crédito Agrícola',
      url: 'https://www.creditoagricola.pt',
      kinds: ['cooperative', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'Crédito Agrícola is a Portuguese group of mutual agricultural credit cooperatives, the Caixas de Crédito Agrícola Mútuo, tied together by a central bank, the Caixa Central, in Lisbon. Its roots go back to rural mutual credit societies of the early twentieth century.',
        ],
        [
          'Cooperative model',
          'Each local Caixa is owned by its members and keeps a strong presence in small towns and the countryside, where it is sometimes the only bank.',
        ],
        [
          'Personal and business banking',
          'Families, farmers, small firms and local institutions use its branches and digital channels for accounts, loans, insurance and savings, with particular expertise in financing agriculture and rural businesses.',
        ],
      ),
    },
    // Italy: universal banks
    {
      slug: 'intesa-sanpaolo',
      country: 'IT',
      name: 'Intesa Sanpaolo',
      url: 'https://www.intesasanpaolo.com',
      stocks: [{ market: 'MIL', symbol: 'ISP', isPrimary: true }],
      kinds: ['universal', 'retail', 'private-wealth', 'investment'],
      description: sections(
        [
          'Overview',
          'Intesa Sanpaolo was created in 2007 by the merger of Banca Intesa of Milan and Sanpaolo IMI of Turin, where the group keeps its registered office. It serves households and companies throughout Italy.',
        ],
        [
          'Personal banking',
          'Customers bank at its branches or through its app for accounts, cards, mortgages, loans and insurance, and Isybank, its digital-only bank, serves customers who prefer to bank only through their smartphone.',
        ],
        [
          'Wealth management',
          'Fideuram – Intesa Sanpaolo Private Banking advises private clients through a network of financial advisers, and Eurizon manages the group’s investment funds.',
        ],
        [
          'International',
          'It owns banks in several Central and Eastern European countries and in Egypt, where it controls Bank of Alexandria.',
        ],
      ),
    },
    {
      slug: 'unicredit',
      country: 'IT',
      name: 'UniCredit',
      url: 'https://www.unicredit.it',
      alternativeHostnames: ['unicreditgroup.eu'],
      stocks: [{ market: 'MIL', symbol: 'UCG', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment'],
      description: sections(
        [
          'Overview',
          'UniCredit is a Milan-based banking group whose modern form dates from the 1998 merger of Credito Italiano with several regional savings banks. Its head office stands in the Porta Nuova district of Milan.',
        ],
        [
          'Personal and business banking',
          'In Italy it offers current accounts, cards, mortgages and loans to individuals and lends to small and mid-sized companies, with branches across the country and online and mobile banking.',
        ],
        [
          'International',
          'The group also owns HypoVereinsbank in Germany, Bank Austria, and banks across Central and Eastern Europe, which lets it serve companies trading across the region.',
        ],
      ),
    },
    // Italy: postal, state-owned and development banking
    {
      slug: 'bancoposta',
      country: 'IT',
      name: 'BancoPosta (Poste Italiane)',
      url: 'https://www.poste.it',
      stocks: [{ market: 'MIL', symbol: 'PST', isPrimary: true }],
      kinds: ['postal', 'retail', 'state-owned'],
      description: sections(
        [
          'Overview',
          'BancoPosta is the financial services arm of Poste Italiane, the Rome-based national postal operator, whose controlling shareholders are the Italian Ministry of Economy and Finance and Cassa Depositi e Prestiti. Its services are offered in post offices across Italy, including many small villages.',
        ],
        [
          'Personal banking',
          'Customers can open a BancoPosta current account, use Postepay prepaid and debit cards, pay bills and send money at post office counters or through the Poste apps.',
        ],
        [
          'Postal savings',
          'Post offices also sell postal savings books and postal savings bonds, which are issued by Cassa Depositi e Prestiti and guaranteed by the Italian state, a traditional way for Italian families to save.',
        ],
        [
          'Structure',
          'Rather than being a separately licensed bank, BancoPosta operates as a ring-fenced unit within Poste Italiane and is supervised by the Bank of Italy.',
        ],
      ),
    },
    {
      slug: 'cassa-depositi-e-prestiti',
      country: 'IT',
      name: 'Cassa Depositi e Prestiti',
      url: 'https://www.cdp.it',
      kinds: ['development', 'state-owned'],
      description: sections(
        [
          'Overview',
          'Cassa Depositi e Prestiti (CDP) is Italy’s national promotional institution, founded in Turin in 1850 and now based in Rome. The Ministry of Economy and Finance owns most of it, and a group of Italian banking foundations holds the rest.',
        ],
        [
          'Development mandate',
          'It finances public administrations and infrastructure, supports Italian companies with loans and equity, backs exports and international expansion, and invests in strategic national companies.',
        ],
        [
          'Funding',
          'Much of its funding comes from postal savings books and bonds sold to the public in post offices by Poste Italiane, which the Italian state guarantees.',
        ],
        [
          'Who it serves',
          'It does not open accounts for individuals: it works with public bodies, companies and banks, and savers reach it only through postal savings products.',
        ],
      ),
    },
    // Italy: private, cooperative and ethical banks
    {
      slug: 'banca-generali',
      country: 'IT',
      name: 'Banca Generali',
      url: 'https://www.bancagenerali.com',
      stocks: [{ market: 'MIL', symbol: 'BGN', isPrimary: true }],
      kinds: ['private-wealth'],
      description: sections(
        [
          'Overview',
          'Banca Generali is a private bank based in Trieste and Milan, part of the Assicurazioni Generali insurance group, which is its controlling shareholder.',
        ],
        [
          'Wealth management',
          'It serves wealthy and affluent families through a nationwide network of financial advisers and private bankers, offering investment advice, portfolio management, funds, insurance-based investments and estate planning.',
        ],
        [
          'Banking services',
          'Clients also hold current accounts, cards and securities accounts with the bank, and can follow their portfolios online and in its app.',
        ],
      ),
    },
    {
      slug: 'bcc-iccrea',
      country: 'IT',
      name: 'Gruppo BCC Iccrea',
      url: 'https://www.gruppobcciccrea.it',
      kinds: ['cooperative', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'Gruppo BCC Iccrea is a cooperative banking group formed in 2019, when Italian law required cooperative credit banks to join a group. Its parent, Iccrea Banca in Rome, was set up in 1963 as the central institution of the rural and artisan cooperative banks.',
        ],
        [
          'Cooperative banks',
          'The group brings together many local Banche di Credito Cooperativo, each owned by its members and rooted in its own town or province; in some small communities a BCC is the only bank present.',
        ],
        [
          'Personal and business banking',
          'The local banks serve families, farmers, artisans and small businesses, while Iccrea and its subsidiaries supply payments, cards, leasing, corporate lending and asset management to the whole network.',
        ],
      ),
    },
    {
      slug: 'banca-etica',
      country: 'IT',
      name: 'Banca Etica',
      url: 'https://www.bancaetica.it',
      alternativeHostnames: ['fiarebancaetica.coop'],
      kinds: ['sustainable', 'cooperative', 'retail'],
      description: sections(
        [
          'Overview',
          'Banca Popolare Etica, known as Banca Etica, is a cooperative bank headquartered in Padua that opened in 1999. It was founded by associations, cooperatives and citizens who wanted a bank guided by ethical principles.',
        ],
        [
          'Sustainability',
          'It lends to social cooperatives, nonprofits, environmental projects, organic farming, fair trade and social housing, and refuses to finance weapons, gambling and other activities it considers harmful. It publishes the loans it makes and is a member of the Global Alliance for Banking on Values.',
        ],
        [
          'Personal and business banking',
          'Individuals, associations and companies can open accounts and borrow, online or at its branches in Italian cities, and its Etica Sgr subsidiary manages socially responsible investment funds.',
        ],
        [
          'Spain',
          'In Spain the bank operates as Fiare Banca Etica, rooted in the Fiare cooperative movement of the Basque Country.',
        ],
      ),
    },
    // Greece: universal banks
    {
      slug: 'national-bank-of-greece',
      country: 'GR',
      name: 'National Bank of Greece',
      url: 'https://www.nbg.gr',
      stocks: [{ market: 'ATHEX', symbol: 'ETE', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'The National Bank of Greece was founded in Athens in 1841, and it issued the country’s banknotes until the Bank of Greece took over that role in 1928.',
        ],
        [
          'Personal banking',
          'It serves households across Greece through branches and its internet and mobile banking, with deposits, cards, mortgages and consumer loans.',
        ],
        [
          'Business banking',
          'Companies, from small firms to large groups in shipping, energy and tourism, use it for lending, trade finance and cash management.',
        ],
      ),
    },
    {
      slug: 'eurobank',
      country: 'GR',
      name: 'Eurobank',
      url: 'https://www.eurobank.gr',
      stocks: [{ market: 'ATHEX', symbol: 'EUROB', isPrimary: true }],
      kinds: ['universal', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Eurobank is an Athens-based bank that began in 1990 as an investment bank, Euromerchant Bank, and grew through mergers into a full universal bank. Its listed parent is Eurobank Ergasias Services and Holdings.',
        ],
        [
          'Personal and business banking',
          'In Greece it offers accounts, cards, mortgages and consumer loans to households and lending, payments and trade services to companies, through branches and digital channels.',
        ],
        [
          'International',
          'It has subsidiaries in Cyprus, including Hellenic Bank, and in Bulgaria, where it operates as Postbank, plus a private banking operation in Luxembourg.',
        ],
      ),
    },
    // Poland: universal, digital and state banks
    {
      slug: 'pko-bank-polski',
      country: 'PL',
      name: 'PKO Bank Polski',
      url: 'https://www.pkobp.pl',
      stocks: [{ market: 'GPW', symbol: 'PKO', isPrimary: true }],
      kinds: ['universal', 'retail', 'state-owned', 'savings'],
      description: sections(
        [
          'Overview',
          'PKO Bank Polski descends from the Pocztowa Kasa Oszczędnościowa, the postal savings bank established in 1919, and is headquartered in Warsaw. The State Treasury is its largest shareholder.',
        ],
        [
          'Personal banking',
          'It serves Polish households across the country through branches and agencies and its IKO mobile app, with accounts, cards, mortgages, consumer loans and investment funds, and it helped create the BLIK mobile payment system.',
        ],
        [
          'Business and corporate banking',
          'Small firms, large companies and public bodies use it for lending, leasing, factoring and transaction banking, and its brokerage house serves investors.',
        ],
      ),
    },
    {
      slug: 'mbank',
      country: 'PL',
      name: 'mBank',
      url: 'https://www.mbank.pl',
      stocks: [{ market: 'GPW', symbol: 'MBK', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'mBank started in 2000 as an internet-only bank launched by the Warsaw-based BRE Bank, which later adopted the mBank name for the whole group. Germany’s Commerzbank is its majority shareholder.',
        ],
        [
          'Digital banking',
          'Its roots show in a strong focus on the mobile app and online banking, through which most customers open accounts, take loans, invest and trade securities; a smaller network of branches supports them.',
        ],
        [
          'Business banking',
          'Corporate clients, small and mid-sized companies and entrepreneurs use mBank for accounts, loans, leasing and transaction services.',
        ],
        ['International', 'It also serves retail customers in the Czech Republic and Slovakia.'],
      ),
    },
    {
      slug: 'bgk',
      country: 'PL',
      name: 'Bank Gospodarstwa Krajowego',
      url: 'https://www.bgk.pl',
      kinds: ['development', 'state-owned', 'business'],
      description: sections(
        [
          'Overview',
          'Bank Gospodarstwa Krajowego (BGK) is Poland’s state development bank, founded in 1924 and based in Warsaw.',
        ],
        [
          'Development mandate',
          'It supports the economy through guarantees and loans for small and medium-sized companies, financing for housing and local government projects, and infrastructure and export finance.',
        ],
        [
          'Public funds',
          'BGK manages a number of government funds, including money for roads, housing and defence, and channels European Union programmes to Polish businesses, often through commercial banks.',
        ],
        [
          'Who it serves',
          'Its clients are mainly companies, public institutions and local governments rather than individuals.',
        ],
      ),
    },
    // Czech Republic: universal banks
    {
      slug: 'ceska-sporitelna',
      country: 'CZ',
      name: 'Česká spořitelna',
      url: 'https://www.csas.cz',
      kinds: ['universal', 'retail', 'savings'],
      description: sections(
        [
          'Overview',
          'Česká spořitelna was founded in Prague in 1825 as the Bohemian Savings Bank and has belonged to the Austrian Erste Group since 2000.',
        ],
        [
          'Personal banking',
          'It serves households across the Czech Republic through branches and George, the digital banking platform used across Erste Group, with accounts, cards, mortgages, savings and investment funds.',
        ],
        [
          'Business banking',
          'Entrepreneurs, small firms, large companies and municipalities use it for lending, payments and advisory services.',
        ],
      ),
    },
    {
      slug: 'komercni-banka',
      country: 'CZ',
      name: 'Komerční banka',
      url: 'https://www.kb.cz',
      stocks: [{ market: 'PSE', symbol: 'KOMB', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Komerční banka was established in Prague in 1990, when commercial banking was separated from the Czechoslovak state bank. France’s Société Générale has been its majority owner since its privatisation in 2001.',
        ],
        [
          'Personal banking',
          'Customers use branches and its mobile app for accounts, cards, mortgages and loans, and the group also offers building savings through Modrá pyramida.',
        ],
        [
          'Business banking',
          'It has a strong position with companies, offering lending, trade finance, cash management and access to Société Générale’s international network.',
        ],
      ),
    },
    // Hungary: universal and development banks
    {
      slug: 'otp-bank',
      country: 'HU',
      name: 'OTP Bank',
      url: 'https://www.otpbank.hu',
      stocks: [{ market: 'BET', symbol: 'OTP', isPrimary: true }],
      kinds: ['universal', 'retail', 'savings'],
      description: sections(
        [
          'Overview',
          'OTP Bank was founded in 1949 as Hungary’s National Savings Bank and is headquartered in Budapest. It was privatised and listed on the Budapest Stock Exchange in the 1990s and has no controlling shareholder.',
        ],
        [
          'Personal and business banking',
          'In Hungary it serves households and companies through a nationwide branch network and digital channels, with accounts, mortgages, loans, funds and housing savings.',
        ],
        [
          'International',
          'OTP has built a group of banks across Central and Eastern Europe and Central Asia, including DSK Bank in Bulgaria and subsidiaries in Croatia, Serbia, Slovenia and Uzbekistan.',
        ],
      ),
    },
    {
      slug: 'mfb',
      country: 'HU',
      name: 'Magyar Fejlesztési Bank',
      url: 'https://www.mfb.hu',
      kinds: ['development', 'state-owned', 'business'],
      description: sections(
        [
          'Overview',
          'Magyar Fejlesztési Bank (MFB), the Hungarian Development Bank, is a state-owned development bank headquartered in Budapest.',
        ],
        [
          'Development mandate',
          'It finances investment by Hungarian companies, agriculture, energy efficiency and infrastructure, and manages loan programmes funded by the Hungarian state and the European Union.',
        ],
        [
          'How it lends',
          'Much of its lending reaches small businesses and households through commercial banks and savings cooperatives that act as MFB Points, where its programme loans can be requested.',
        ],
      ),
    },
    // Romania: universal and savings banks
    {
      slug: 'banca-transilvania',
      country: 'RO',
      name: 'Banca Transilvania',
      url: 'https://www.bancatransilvania.ro',
      stocks: [{ market: 'BVB', symbol: 'TLV', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Banca Transilvania was founded in 1993 in Cluj-Napoca by local entrepreneurs and remains headquartered there. It is Romanian-owned and has grown partly by buying the local banks of foreign groups, such as Volksbank Romania, Bancpost and OTP Bank Romania.',
        ],
        [
          'Personal banking',
          'Households throughout Romania use its branches and the BT Pay app for accounts, cards, mortgages and consumer loans.',
        ],
        [
          'Business banking',
          'It has long focused on small and medium-sized firms and also has a dedicated offer for doctors and medical practices.',
        ],
        ['International', 'In the Republic of Moldova the group controls Victoriabank.'],
      ),
    },
    {
      slug: 'cec-bank',
      country: 'RO',
      name: 'CEC Bank',
      url: 'https://www.cec.ro',
      kinds: ['savings', 'state-owned', 'retail'],
      description: sections(
        [
          'Overview',
          'CEC Bank began in 1864 as the Casa de Depuneri și Consemnațiuni, Romania’s state savings and deposit house, and is headquartered in Bucharest. The Romanian state owns it.',
        ],
        [
          'Personal banking',
          'Its branch network reaches deep into small towns and rural areas, where households use it for savings, current accounts, pensions, cards and mortgages.',
        ],
        [
          'Business and public sector',
          'It lends to small businesses, farmers and local authorities and takes part in state-backed lending programmes.',
        ],
      ),
    },
    // Türkiye: universal banks
    {
      slug: 'is-bankasi',
      country: 'TR',
      name: 'Türkiye İş Bankası',
      url: 'https://www.isbank.com.tr',
      stocks: [{ market: 'BIST', symbol: 'ISCTR', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Türkiye İş Bankası was founded in 1924 at the initiative of Mustafa Kemal Atatürk as the first national bank of the new Republic. It is headquartered in Istanbul; its main shareholders are its employees’ pension fund and the Republican People’s Party, which holds Atatürk’s shares.',
        ],
        [
          'Personal and business banking',
          'Customers use its branches across Türkiye and the İşCep mobile app for accounts, cards, loans and investments, while companies of all sizes rely on it for lending and trade finance.',
        ],
        [
          'Group companies',
          'The bank controls a wide group of companies, including the glassmaker Şişecam, Anadolu Sigorta and the brokerage İş Yatırım.',
        ],
      ),
    },
    {
      slug: 'garanti-bbva',
      country: 'TR',
      name: 'Garanti BBVA',
      url: 'https://www.garantibbva.com.tr',
      stocks: [{ market: 'BIST', symbol: 'GARAN', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Türkiye Garanti Bankası, known as Garanti BBVA, was founded in 1946 and is headquartered in Istanbul. Spain’s BBVA is its controlling shareholder.',
        ],
        [
          'Personal banking',
          'It is known for digital banking through the Garanti BBVA Mobile app and for its Bonus credit card programme, alongside branches throughout Türkiye.',
        ],
        [
          'Business banking',
          'Companies, from small traders to large corporates, use it for loans, payments, leasing, factoring and investment banking through group companies.',
        ],
      ),
    },
    // Türkiye: participation (Islamic) banks
    {
      slug: 'kuveyt-turk',
      country: 'TR',
      name: 'Kuveyt Türk',
      url: 'https://www.kuveytturk.com.tr',
      kinds: ['islamic', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'Kuveyt Türk Katılım Bankası is an Istanbul-based participation bank, as interest-free banks are called in Türkiye, founded in 1989. Kuwait Finance House is its majority shareholder.',
        ],
        [
          'Islamic finance',
          'Instead of paying interest, it shares profits with savers through participation accounts and finances customers by buying goods or property and reselling them at an agreed markup (murabaha) or by leasing them (ijara). A Sharia advisory board reviews its products, and it issues sukuk to raise funds.',
        ],
        [
          'Personal and business banking',
          'Households and companies use its branches and digital channels for current and participation accounts, cards, home and vehicle financing and trade finance, and it also offers gold accounts.',
        ],
        ['International', 'It has a subsidiary in Germany, KT Bank, that offers Sharia-compliant banking there.'],
      ),
    },
    {
      slug: 'albaraka-turk',
      country: 'TR',
      name: 'Albaraka Türk',
      url: 'https://www.albaraka.com.tr',
      stocks: [{ market: 'BIST', symbol: 'ALBRK', isPrimary: true }],
      kinds: ['islamic', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'Albaraka Türk Katılım Bankası, founded in Istanbul in 1984, was one of the first participation banks in Türkiye. Its majority owner is Al Baraka Group, an international Islamic banking group based in Bahrain.',
        ],
        [
          'Islamic finance',
          'It does not charge or pay interest: savings go into profit-sharing participation accounts, and financing is structured as cost-plus sales (murabaha), leasing (ijara) or partnerships. Its products are approved by an advisory committee of Islamic scholars.',
        ],
        [
          'Business banking',
          'Much of its financing goes to small and medium-sized companies, with support for trade and equipment purchases, while individuals use it for accounts, cards and home financing.',
        ],
      ),
    },
    // Estonia: local banks
    {
      slug: 'lhv',
      country: 'EE',
      name: 'LHV Pank',
      url: 'https://www.lhv.ee',
      stocks: [{ market: 'TAL', symbol: 'LHV1T', isPrimary: true }],
      kinds: ['universal', 'retail', 'online-broker'],
      description: sections(
        [
          'Overview',
          'LHV Pank is a Tallinn-based bank owned by LHV Group, which Estonian investors founded in 1999 as a brokerage firm before it obtained a banking licence in 2009.',
        ],
        [
          'Personal banking and investing',
          'Estonians use it for current accounts, cards, mortgages and pension savings, and its brokerage heritage shows in a strong offer for trading securities.',
        ],
        [
          'Business and fintech banking',
          'It serves Estonian companies, and in the United Kingdom the group provides accounts and payment services to fintech and payment companies.',
        ],
      ),
    },
    {
      slug: 'coop-pank',
      country: 'EE',
      name: 'Coop Pank',
      url: 'https://www.cooppank.ee',
      stocks: [{ market: 'TAL', symbol: 'CPA1T', isPrimary: true }],
      kinds: ['retail', 'regional'],
      description: sections(
        [
          'Overview',
          'Coop Pank is an Estonian bank headquartered in Tallinn, formerly Eesti Krediidipank, which took its present name after the retail cooperative Coop Eesti became its largest shareholder in 2017.',
        ],
        [
          'Personal banking',
          'It uses the network of Coop grocery stores to reach people in small towns and villages, where customers can withdraw and deposit cash, alongside branches, online and mobile banking.',
        ],
        [
          'Business banking',
          'Small and medium-sized Estonian companies use it for accounts, loans, leasing and factoring.',
        ],
      ),
    },
    // Lithuania: digital and universal banks
    {
      slug: 'revolut-bank',
      country: 'LT',
      name: 'Revolut Bank UAB',
      url: 'https://www.revolut.com',
      kinds: ['neobank', 'retail', 'crypto-friendly'],
      description: sections(
        [
          'Overview',
          'Revolut Bank UAB is the Vilnius-based bank of the London-founded fintech group Revolut. It holds a European banking licence issued in Lithuania and serves Revolut’s customers across the European Economic Area.',
        ],
        [
          'Digital banking',
          'Everything runs through the Revolut app: current accounts with local IBANs in several countries, cards, spending in many currencies, savings, budgeting tools and, in some markets, consumer credit.',
        ],
        [
          'Crypto and investing',
          'Within the same app, separately licensed Revolut companies offer cryptocurrency trading and share trading.',
        ],
        [
          'Business accounts',
          'Revolut Business provides accounts, cards and payment tools for freelancers and companies.',
        ],
      ),
    },
    {
      slug: 'swedbank',
      country: 'LT',
      name: 'Swedbank Lithuania',
      url: 'https://www.swedbank.lt',
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Swedbank, AB is the Vilnius-based Lithuanian bank of the Swedish Swedbank group. It grew out of Hansabankas, which in 2001 took over the Lithuanian Savings Bank, and adopted the Swedbank name in 2009.',
        ],
        [
          'Personal banking',
          'Households use its branches, internet bank and app for accounts, cards, mortgages, leasing, pension savings and investment funds.',
        ],
        [
          'Business banking',
          'Lithuanian companies use it for lending, payments, leasing and trade finance, with access to the group’s Nordic and Baltic network.',
        ],
      ),
    },
    // Ukraine: digital and state-owned banks
    {
      slug: 'monobank',
      country: 'UA',
      name: 'monobank',
      url: 'https://www.monobank.ua',
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'monobank is a mobile-only bank launched in Kyiv in 2017 by a team of former PrivatBank managers. It operates under the banking licence of Universal Bank, its partner bank.',
        ],
        [
          'Digital banking',
          'Customers sign up in the app and receive a card without visiting a branch; the app handles payments, transfers, instalment purchases, savings jars and deposits, and it is known for a playful, informal tone.',
        ],
        [
          'Business accounts',
          'Sole traders and small businesses can open accounts, accept card and QR payments and manage acquiring through monobank’s business services.',
        ],
      ),
    },
    {
      slug: 'privatbank',
      country: 'UA',
      name: 'PrivatBank',
      url: 'https://privatbank.ua',
      kinds: ['universal', 'retail', 'state-owned'],
      description: sections(
        [
          'Overview',
          'PrivatBank was founded in 1992 in Dnipro as a private bank and was nationalised in December 2016, when the state took it over to protect depositors. It remains state-owned.',
        ],
        [
          'Personal banking',
          'It serves households across Ukraine with cards, accounts, deposits, instalment plans and pension and social payments, through branches, terminals and its Privat24 app.',
        ],
        [
          'Business banking',
          'Entrepreneurs and companies use it for accounts, payment acceptance, loans and salary projects.',
        ],
      ),
    },
    // United Arab Emirates: universal and Islamic banks
    {
      slug: 'emirates-nbd',
      country: 'AE',
      name: 'Emirates NBD',
      url: 'https://www.emiratesnbd.com',
      stocks: [{ market: 'DFM', symbol: 'EMIRATESNBD', isPrimary: true }],
      kinds: ['universal', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Emirates NBD was formed in 2007 by the merger of Emirates Bank International and the National Bank of Dubai and is headquartered in Dubai. The Investment Corporation of Dubai, owned by the Dubai government, is its majority shareholder.',
        ],
        [
          'Personal banking',
          'Residents use its branches and app for accounts, cards, mortgages and personal loans, and its Liv brand is a mobile-only bank aimed at younger customers.',
        ],
        [
          'Islamic banking',
          'Its subsidiary Emirates Islamic offers Sharia-compliant accounts and financing in the UAE.',
        ],
        [
          'International',
          'Outside the UAE it owns DenizBank in Türkiye and operates in Egypt, Saudi Arabia and India, among other markets.',
        ],
      ),
    },
    {
      slug: 'dubai-islamic-bank',
      country: 'AE',
      name: 'Dubai Islamic Bank',
      url: 'https://www.dib.ae',
      stocks: [{ market: 'DFM', symbol: 'DIB', isPrimary: true }],
      kinds: ['islamic', 'universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Dubai Islamic Bank was founded in Dubai in 1975 and is regarded as one of the first banks to apply Islamic principles to full commercial banking. It absorbed Noor Bank in 2020.',
        ],
        [
          'Islamic finance',
          'Its deposits and savings are based on profit sharing (mudaraba) rather than interest, and home, car and business finance use structures such as murabaha, in which the bank buys an asset and sells it on at a disclosed markup, and ijara leasing. An internal Sharia supervisory committee approves its products.',
        ],
        [
          'Personal and business banking',
          'Individuals and companies across the UAE use its branches and app for accounts, cards, home finance and trade finance, and it arranges sukuk for governments and companies.',
        ],
        ['International', 'It has Islamic banking subsidiaries in Pakistan and Kenya.'],
      ),
    },
    {
      slug: 'adib',
      country: 'AE',
      name: 'Abu Dhabi Islamic Bank',
      url: 'https://www.adib.ae',
      stocks: [{ market: 'ADX', symbol: 'ADIB', isPrimary: true }],
      kinds: ['islamic', 'universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Abu Dhabi Islamic Bank (ADIB) was established in 1997 in Abu Dhabi as a bank operating fully under Islamic law.',
        ],
        [
          'Islamic finance',
          'ADIB replaces interest with permitted contracts: home finance is often structured as ijara, where the bank owns the property and leases it to the customer until ownership passes, and car and goods finance as murabaha sales at an agreed profit. A Sharia supervisory board reviews what it offers.',
        ],
        [
          'Personal and business banking',
          'UAE residents and companies use it for current and savings accounts, cards, home and car finance and corporate finance, through branches and its mobile app.',
        ],
        ['International', 'It has subsidiaries in Egypt and the United Kingdom, among other markets.'],
      ),
    },
    {
      slug: 'wio-bank',
      country: 'AE',
      name: 'Wio Bank',
      url: 'https://www.wio.io',
      kinds: ['neobank', 'business', 'retail'],
      description: sections(
        [
          'Overview',
          'Wio Bank is a digital bank based in Abu Dhabi that launched in 2022. Its shareholders are the state holding company ADQ, Alpha Dhabi Holding, the telecoms group e& and First Abu Dhabi Bank.',
        ],
        [
          'Digital banking',
          'There are no branches: customers open and run accounts entirely in the Wio app. Wio Business serves small companies and freelancers with accounts, cards, invoicing and payment tools, and Wio Personal offers individuals accounts, savings and investing.',
        ],
        [
          'Banking for others',
          'Wio also provides banking infrastructure that lets other companies embed financial services in their own platforms.',
        ],
      ),
    },
    // Saudi Arabia: Islamic and universal banks
    {
      slug: 'al-rajhi-bank',
      country: 'SA',
      name: 'Al Rajhi Bank',
      url: 'https://www.alrajhibank.com.sa',
      stocks: [{ market: 'TADAWUL', symbol: '1120', isPrimary: true }],
      kinds: ['islamic', 'universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Al Rajhi Bank is a Riyadh-based Islamic bank that grew from the money exchange and remittance business the Al Rajhi family began in the 1950s. It became a joint-stock company in the late 1980s.',
        ],
        [
          'Islamic finance',
          'All of its business follows Sharia rules under the oversight of its Sharia board. Instead of interest-bearing loans it finances homes, cars and personal needs through murabaha and tawarruq sales and ijara leases, and it raises funds through sukuk.',
        ],
        [
          'Personal banking',
          'Saudi households use its wide branch and ATM network and its mobile app for accounts, cards, salary payments and financing, and its Tahweel Al Rajhi service is widely used by foreign workers to send money home.',
        ],
        ['International', 'It has operations in Malaysia, Jordan and Kuwait.'],
      ),
    },
    {
      slug: 'saudi-national-bank',
      country: 'SA',
      name: 'Saudi National Bank',
      url: 'https://www.alahli.com',
      stocks: [{ market: 'TADAWUL', symbol: '1180', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment'],
      description: sections(
        [
          'Overview',
          'The Saudi National Bank (SNB) was formed in 2021 by the merger of the National Commercial Bank, founded in 1953 as the kingdom’s first Saudi bank, with Samba Financial Group. The Public Investment Fund is its largest shareholder, and it is headquartered in Riyadh.',
        ],
        [
          'Personal banking',
          'Under its AlAhli brand it offers accounts, cards, home and personal finance, much of it structured to comply with Sharia, through branches across the kingdom and its mobile app.',
        ],
        [
          'Corporate and investment banking',
          'Large companies, government entities and project sponsors use SNB for corporate finance, and its subsidiary SNB Capital provides asset management, brokerage and investment banking.',
        ],
      ),
    },
    {
      slug: 'bank-albilad',
      country: 'SA',
      name: 'Bank Albilad',
      url: 'https://www.bankalbilad.com',
      stocks: [{ market: 'TADAWUL', symbol: '1140', isPrimary: true }],
      kinds: ['islamic', 'retail'],
      description: sections(
        [
          'Overview',
          'Bank Albilad is a Saudi Islamic bank headquartered in Riyadh, established in 2004 by bringing together several money exchange businesses into one bank.',
        ],
        [
          'Islamic finance',
          'Its Sharia committee approves every product. Customers receive profit on investment deposits instead of interest, and financing for homes, cars and businesses is arranged as murabaha sales, ijara leases or similar contracts.',
        ],
        [
          'Remittances',
          'Its Enjaz service, inherited from its money exchange origins, lets expatriate workers in Saudi Arabia send money and exchange currency through dedicated centres and the app.',
        ],
        [
          'Personal and business banking',
          'Saudi individuals and companies use its branches and digital channels for accounts, cards, financing and trade services.',
        ],
      ),
    },
    {
      slug: 'alinma-bank',
      country: 'SA',
      name: 'Alinma Bank',
      url: 'https://www.alinma.com',
      stocks: [{ market: 'TADAWUL', symbol: '1150', isPrimary: true }],
      kinds: ['islamic', 'universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Alinma Bank is an Islamic bank established in Riyadh by royal decree in 2006, which opened for business in 2008. Government funds were among its founding shareholders.',
        ],
        [
          'Islamic finance',
          'It operates entirely under Sharia principles, overseen by its Sharia board: deposits earn shared profits rather than interest, and financing uses murabaha, ijara and other permitted contracts.',
        ],
        [
          'Personal and business banking',
          'Individuals use its branches and digital channels for accounts, cards and home and personal finance, and it lends to companies of all sizes, including small and medium-sized firms.',
        ],
        ['Investment', 'Its subsidiary Alinma Investment offers asset management and brokerage.'],
      ),
    },
    // Qatar: universal and Islamic banks
    {
      slug: 'qnb',
      country: 'QA',
      name: 'Qatar National Bank',
      url: 'https://www.qnb.com',
      stocks: [{ market: 'QSE', symbol: 'QNBK', isPrimary: true }],
      kinds: ['universal', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Qatar National Bank (QNB) was founded in Doha in 1964 as the country’s first Qatari-owned commercial bank. The Qatar Investment Authority, the state’s sovereign wealth fund, owns half of it.',
        ],
        [
          'Personal and business banking',
          'In Qatar it handles much of the government’s and state companies’ banking and serves individuals and businesses with accounts, cards, loans, trade finance and private banking.',
        ],
        [
          'International',
          'QNB has expanded across the Middle East, Africa, Europe and Asia, with major subsidiaries in Türkiye and Egypt.',
        ],
      ),
    },
    {
      slug: 'qatar-islamic-bank',
      country: 'QA',
      name: 'Qatar Islamic Bank',
      url: 'https://www.qib.com.qa',
      stocks: [{ market: 'QSE', symbol: 'QIBK', isPrimary: true }],
      kinds: ['islamic', 'universal', 'retail'],
      description: sections(
        ['Overview', 'Qatar Islamic Bank (QIB) was founded in Doha in 1982 as the first Islamic bank in Qatar.'],
        [
          'Islamic finance',
          'It follows Sharia rules under a Sharia supervisory board: savings and investment accounts share in profits instead of earning interest, and home, car and business finance are arranged through murabaha sales and ijara leases. It has issued sukuk in international markets.',
        ],
        [
          'Personal and business banking',
          'Individuals and companies in Qatar use its branches and mobile app for accounts, cards, financing and trade services.',
        ],
      ),
    },
    // Kuwait: Islamic and universal banks
    {
      slug: 'kuwait-finance-house',
      country: 'KW',
      name: 'Kuwait Finance House',
      url: 'https://www.kfh.com',
      stocks: [{ market: 'BOURSA', symbol: 'KFH', isPrimary: true }],
      kinds: ['islamic', 'universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Kuwait Finance House (KFH) was founded in 1977 as Kuwait’s first Islamic bank and is headquartered in Kuwait City. In 2022 it acquired Ahli United Bank of Bahrain.',
        ],
        [
          'Islamic finance',
          'It avoids interest entirely: depositors share in investment profits, and customers finance homes, cars and businesses through murabaha sales, ijara leases and partnership contracts, all approved by its Sharia supervisory board. It also invests in real estate and issues and arranges sukuk.',
        ],
        [
          'Personal and business banking',
          'In Kuwait it serves individuals and companies through branches and digital channels with accounts, cards, financing and trade services.',
        ],
        ['International', 'Its subsidiaries include Kuveyt Türk in Türkiye and banks in Bahrain, Egypt and Malaysia.'],
      ),
    },
    {
      slug: 'national-bank-of-kuwait',
      country: 'KW',
      name: 'National Bank of Kuwait',
      url: 'https://www.nbk.com',
      stocks: [{ market: 'BOURSA', symbol: 'NBK', isPrimary: true }],
      kinds: ['universal', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'The National Bank of Kuwait (NBK) was founded in 1952 by a group of Kuwaiti merchants as the first locally owned bank in the Gulf region.',
        ],
        [
          'Personal and business banking',
          'It serves Kuwaiti households, companies and public bodies with accounts, cards, loans, trade finance and treasury services, and wealthy clients through NBK Wealth.',
        ],
        [
          'Islamic banking',
          'NBK controls Boubyan Bank, a Kuwaiti Islamic bank that offers Sharia-compliant accounts and financing.',
        ],
        [
          'International',
          'It has branches and subsidiaries across the Middle East and in financial centres such as London, Paris, Geneva, New York and Singapore.',
        ],
      ),
    },
    // Bahrain: universal and Islamic banks
    {
      slug: 'national-bank-of-bahrain',
      country: 'BH',
      name: 'National Bank of Bahrain',
      url: 'https://www.nbbonline.com',
      stocks: [{ market: 'BHB', symbol: 'NBB', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'The National Bank of Bahrain (NBB) was founded in Manama in 1957 as the first locally owned commercial bank in Bahrain. The state investment company Bahrain Mumtalakat Holding is a major shareholder.',
        ],
        [
          'Personal and business banking',
          'Bahraini households and companies use its branches and digital channels for accounts, cards, loans, trade finance and government-related banking.',
        ],
        [
          'Islamic banking',
          'Since 2020 NBB has held the majority of Bahrain Islamic Bank, giving the group a Sharia-compliant arm.',
        ],
      ),
    },
    {
      slug: 'bahrain-islamic-bank',
      country: 'BH',
      name: 'Bahrain Islamic Bank',
      url: 'https://www.bisb.com',
      stocks: [{ market: 'BHB', symbol: 'BISB', isPrimary: true }],
      kinds: ['islamic', 'retail'],
      description: sections(
        [
          'Overview',
          'Bahrain Islamic Bank (BisB) was established in 1979 as the first Islamic bank in Bahrain and is now majority-owned by the National Bank of Bahrain.',
        ],
        [
          'Islamic finance',
          'Its Sharia supervisory board oversees all products. Savings earn a share of profits under mudaraba arrangements, and customers finance homes through ijara leases that end in ownership and buy cars and goods through murabaha sales at a fixed markup.',
        ],
        [
          'Personal banking',
          'Individuals in Bahrain use its branches and app for current and savings accounts, cards and home and personal finance, and it also serves small and mid-sized companies.',
        ],
      ),
    },
    // Israel: universal banks
    {
      slug: 'bank-leumi',
      country: 'IL',
      name: 'Bank Leumi',
      url: 'https://www.leumi.co.il',
      stocks: [{ market: 'TASE', symbol: 'LUMI', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Bank Leumi was founded in 1902 as the Anglo-Palestine Company, set up by the Zionist movement to finance Jewish settlement, and took its present name, Bank Leumi le-Israel, after the founding of the state. It is headquartered in Tel Aviv and is now privately owned.',
        ],
        [
          'Personal banking',
          'Israeli households use its branches and apps for accounts, cards, mortgages and savings; in 2017 it launched Pepper, a mobile-only banking brand.',
        ],
        [
          'Business banking',
          'It serves companies from start-ups to large corporates, including a dedicated team for technology and venture-backed firms.',
        ],
      ),
    },
    {
      slug: 'bank-hapoalim',
      country: 'IL',
      name: 'Bank Hapoalim',
      url: 'https://www.bankhapoalim.co.il',
      stocks: [{ market: 'TASE', symbol: 'POLI', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Bank Hapoalim, “the workers’ bank”, was founded in 1921 by the Histadrut labour federation and the Zionist Organization. It was privatised in the 1990s and is headquartered in Tel Aviv.',
        ],
        [
          'Personal banking',
          'Customers use its branches and apps for accounts, cards, mortgages and investments. Its Bit app lets people in Israel send money to each other by phone number, and many use it whatever their bank.',
        ],
        [
          'Business banking',
          'Small businesses, corporates and technology companies use it for lending, trade finance and capital markets services.',
        ],
      ),
    },
    // Egypt: state-owned and development banks
    {
      slug: 'national-bank-of-egypt',
      country: 'EG',
      name: 'National Bank of Egypt',
      url: 'https://www.nbe.com.eg',
      kinds: ['universal', 'retail', 'state-owned'],
      description: sections(
        [
          'Overview',
          'The National Bank of Egypt was founded in Cairo in 1898 and acted as the country’s central bank until the Central Bank of Egypt took over that role around 1960. It is wholly state-owned.',
        ],
        [
          'Personal banking',
          'Egyptians use its large branch network and digital channels for accounts, savings certificates, cards, payroll and personal loans, and it handles many government and remittance payments.',
        ],
        [
          'Business and project finance',
          'It finances public-sector companies, large private companies and infrastructure projects, and runs programmes for small and medium-sized enterprises.',
        ],
        ['Islamic banking', 'It also has branches dedicated to Sharia-compliant products.'],
      ),
    },
    {
      slug: 'afreximbank',
      country: 'EG',
      name: 'African Export-Import Bank (Afreximbank)',
      url: 'https://www.afreximbank.com',
      kinds: ['development', 'business'],
      description: sections(
        [
          'Overview',
          'The African Export-Import Bank (Afreximbank) is a multilateral trade finance bank founded in 1993 and headquartered in Cairo. Its shareholders include African governments and central banks, African public and private financial institutions and private investors.',
        ],
        [
          'Development mandate',
          'It finances and promotes trade within Africa and between Africa and the rest of the world, lending to banks, companies and governments and offering guarantees and trade credit.',
        ],
        [
          'Payments and trade',
          'Together with the African Continental Free Trade Area secretariat it built the Pan-African Payment and Settlement System (PAPSS), which lets businesses pay each other across African borders in local currencies, and it organises the Intra-African Trade Fair.',
        ],
        [
          'Who it serves',
          'It does not serve individuals; its clients are financial institutions, corporates, traders and states.',
        ],
      ),
    },
    // South Africa: universal and digital banks
    {
      slug: 'standard-bank',
      country: 'ZA',
      name: 'Standard Bank',
      url: 'https://www.standardbank.co.za',
      stocks: [{ market: 'JSE', symbol: 'SBK', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment'],
      description: sections(
        [
          'Overview',
          'Standard Bank opened in 1862 in Port Elizabeth, now Gqeberha, as the Standard Bank of British South Africa, and is headquartered in Johannesburg. China’s ICBC is the largest shareholder of its parent, Standard Bank Group.',
        ],
        [
          'Personal and business banking',
          'South Africans use its branches and app for accounts, cards, home loans, vehicle finance and insurance, and businesses from small traders to large companies bank with it.',
        ],
        [
          'Africa',
          'The group operates in many countries across sub-Saharan Africa, in several of them under the Stanbic name, and provides corporate and investment banking across the continent.',
        ],
      ),
    },
    {
      slug: 'capitec',
      country: 'ZA',
      name: 'Capitec Bank',
      url: 'https://www.capitecbank.co.za',
      stocks: [{ market: 'JSE', symbol: 'CPI', isPrimary: true }],
      kinds: ['retail'],
      description: sections(
        [
          'Overview',
          'Capitec Bank was founded in 2001 and is headquartered in Stellenbosch. It built its business on simple, low-cost banking for ordinary South Africans, many of whom had been poorly served by the established banks.',
        ],
        [
          'Personal banking',
          'Its core offer is a single transactional account with savings built in, a debit card, personal loans, credit cards and funeral cover, available in branches with long opening hours and through a widely used app.',
        ],
        [
          'Business banking',
          'Since buying Mercantile Bank in 2019 it also provides accounts, card payment acceptance and lending to small and medium-sized businesses.',
        ],
      ),
    },
    {
      slug: 'tymebank',
      country: 'ZA',
      name: 'TymeBank',
      url: 'https://www.tymebank.co.za',
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'TymeBank is a digital bank based in Johannesburg that opened in 2019, one of the first fully digital banks licensed in South Africa. It belongs to Tyme Group, in which Patrice Motsepe’s African Rainbow Capital is a major shareholder.',
        ],
        [
          'Digital banking',
          'Customers open accounts in the app or at self-service kiosks inside Pick n Pay and Boxer stores, with no branches. The offer centres on transaction and savings accounts, debit cards and a pay-later option for shopping.',
        ],
        [
          'Small business',
          'It also lends working capital to small merchants, using their sales data to assess repayment.',
        ],
      ),
    },
    {
      slug: 'dbsa',
      country: 'ZA',
      name: 'Development Bank of Southern Africa',
      url: 'https://www.dbsa.org',
      kinds: ['development', 'state-owned'],
      description: sections(
        [
          'Overview',
          'The Development Bank of Southern Africa (DBSA) is a state-owned development finance institution founded in 1983 and based in Midrand, between Johannesburg and Pretoria.',
        ],
        [
          'Development mandate',
          'It finances and helps plan infrastructure such as energy, water, transport, telecommunications, schools and clinics, working with municipalities, state companies and private project developers.',
        ],
        [
          'Regional reach',
          'Beyond South Africa it funds infrastructure in other countries of the Southern African Development Community and across the wider continent.',
        ],
        [
          'Who it serves',
          'It does not take deposits from the public; its clients are governments, municipalities, public utilities and project companies.',
        ],
      ),
    },
    // Nigeria: universal and digital banks
    {
      slug: 'zenith-bank',
      country: 'NG',
      name: 'Zenith Bank',
      url: 'https://www.zenithbank.com',
      stocks: [{ market: 'NGX', symbol: 'ZENITHBANK', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Zenith Bank was founded in Lagos in 1990 by Jim Ovia and is headquartered on Victoria Island, Lagos. It was among the early Nigerian banks to invest heavily in information technology.',
        ],
        [
          'Personal and business banking',
          'Nigerians use its branches, internet banking, app and USSD codes for accounts, cards, transfers and loans, while large companies and public-sector bodies use it for corporate lending and treasury services.',
        ],
        [
          'International',
          'It has subsidiaries in Ghana, Sierra Leone, the Gambia and the United Kingdom and a presence in Dubai.',
        ],
      ),
    },
    {
      slug: 'kuda',
      country: 'NG',
      name: 'Kuda',
      url: 'https://kuda.com',
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'Kuda is a Nigerian digital bank founded in 2019 by Babs Ogundeyi and Musty Mustapha. It holds a microfinance bank licence from the Central Bank of Nigeria and runs without branches.',
        ],
        [
          'Digital banking',
          'Customers open an account in the app and use it for transfers, bill payments, airtime, debit cards, savings goals and small overdrafts.',
        ],
        [
          'Business accounts',
          'Kuda Business offers accounts, invoicing and payment tools to small businesses and freelancers.',
        ],
      ),
    },
    // Kenya: universal banks
    {
      slug: 'equity-bank',
      country: 'KE',
      name: 'Equity Bank',
      url: 'https://equitygroupholdings.com/ke/',
      stocks: [{ market: 'NSEKE', symbol: 'EQTY', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Equity Bank began in 1984 as Equity Building Society, a small mortgage lender in Nairobi, and turned into a commercial bank in 2004 after refocusing on people the established banks had ignored. Its listed parent is Equity Group Holdings.',
        ],
        [
          'Financial inclusion',
          'It became known for opening low-cost accounts and lending to small traders, farmers and low-income households, and it offers banking through agents, the Equity mobile app and its Equitel mobile service.',
        ],
        [
          'International',
          'The group also owns banks in Uganda, Tanzania, Rwanda, South Sudan and the Democratic Republic of the Congo.',
        ],
      ),
    },
    {
      slug: 'kcb-bank',
      country: 'KE',
      name: 'KCB Bank',
      url: 'https://ke.kcbgroup.com',
      stocks: [{ market: 'NSEKE', symbol: 'KCB', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'KCB Bank Kenya, formerly Kenya Commercial Bank, traces its history to 1896, when the National Bank of India opened a branch in Mombasa. It is headquartered at Kencom House in Nairobi, and its listed parent is KCB Group.',
        ],
        [
          'Personal and business banking',
          'Households, small businesses, farmers and large companies use its branches, agents and app for accounts, loans, mortgages and trade finance, and KCB M-Pesa offers savings and small loans through Safaricom’s mobile money service.',
        ],
        [
          'International',
          'KCB Group runs banks in Uganda, Tanzania, Rwanda, Burundi, South Sudan and the Democratic Republic of the Congo.',
        ],
      ),
    },
    // Morocco: universal and participative banks
    {
      slug: 'attijariwafa-bank',
      country: 'MA',
      name: 'Attijariwafa bank',
      url: 'https://www.attijariwafabank.com',
      stocks: [{ market: 'CSEMA', symbol: 'ATW', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Attijariwafa bank was formed in 2004 by the merger of Banque Commerciale du Maroc and Wafabank and is headquartered in Casablanca. Al Mada, the investment holding company of the Moroccan royal family, is its main shareholder.',
        ],
        [
          'Personal and business banking',
          'In Morocco it serves households, small businesses and large companies through branches and digital channels, with accounts, loans, consumer credit through Wafasalaf and real estate finance through Wafa Immobilier.',
        ],
        [
          'Islamic banking',
          'Its subsidiary Bank Assafa is a participative bank offering Sharia-compliant accounts and financing in Morocco.',
        ],
        [
          'International',
          'The group has banks in several countries of North, West and Central Africa, including Tunisia, Egypt, Senegal and Côte d’Ivoire, and serves Moroccans living in Europe.',
        ],
      ),
    },
    {
      slug: 'umnia-bank',
      country: 'MA',
      name: 'Umnia Bank',
      url: 'https://www.umniabank.ma',
      kinds: ['islamic', 'retail'],
      description: sections(
        [
          'Overview',
          'Umnia Bank is a participative bank, the Moroccan term for an Islamic bank, that opened in Casablanca and Rabat in 2017 as one of the first in the country. It is a joint venture of CIH Bank, Qatar International Islamic Bank and the state fund Caisse de Dépôt et de Gestion.',
        ],
        [
          'Islamic finance',
          'It does not charge interest: homes and cars are financed through murabaha, in which the bank buys the property or vehicle and resells it to the customer at a disclosed margin paid in instalments, and through ijara leasing. Its products follow opinions of the Sharia committee for participative finance set up by Morocco’s religious authorities.',
        ],
        [
          'Personal and business banking',
          'Individuals, professionals and small businesses open current accounts and finance property, vehicles and equipment through its branches and online services.',
        ],
      ),
    },
  ],
};
