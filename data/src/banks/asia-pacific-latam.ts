import type { RegionData } from '../types.ts';
import { sections } from './sections.ts';

export const region: RegionData = {
  markets: [
    { key: 'TSE', name: 'Tokyo Stock Exchange', code: 'TSE', tvCode: 'TSE', country: 'JP' },
    { key: 'SSE', name: 'Shanghai Stock Exchange', code: 'SSE', tvCode: 'SSE', country: 'CN' },
    { key: 'HKEX', name: 'Hong Kong Stock Exchange', code: 'HKEX', tvCode: 'HKEX', country: 'HK' },
    { key: 'SGX', name: 'Singapore Exchange', code: 'SGX', tvCode: 'SGX', country: 'SG' },
    { key: 'NSE_IN', name: 'National Stock Exchange of India', code: 'NSE', tvCode: 'NSE', country: 'IN' },
    { key: 'BSE_IN', name: 'BSE (Bombay Stock Exchange)', code: 'BSE', tvCode: 'BSE', country: 'IN' },
    { key: 'KRX', name: 'Korea Exchange', code: 'KRX', tvCode: 'KRX', country: 'KR' },
    { key: 'IDX', name: 'Indonesia Stock Exchange', code: 'IDX', tvCode: 'IDX', country: 'ID' },
    { key: 'BURSA', name: 'Bursa Malaysia', code: 'MYX', tvCode: 'MYX', country: 'MY' },
    { key: 'SET', name: 'Stock Exchange of Thailand', code: 'SET', tvCode: 'SET', country: 'TH' },
    { key: 'PSE_PH', name: 'Philippine Stock Exchange', code: 'PSE', tvCode: 'PSE', country: 'PH' },
    { key: 'HOSE', name: 'Ho Chi Minh City Stock Exchange', code: 'HOSE', tvCode: 'HOSE', country: 'VN' },
    { key: 'ASX', name: 'Australian Securities Exchange', code: 'ASX', tvCode: 'ASX', country: 'AU' },
    { key: 'PSX', name: 'Pakistan Stock Exchange', code: 'PSX', tvCode: 'PSX', country: 'PK' },
    { key: 'DSE_BD', name: 'Dhaka Stock Exchange', code: 'DSE', tvCode: 'DSEBD', country: 'BD' },
    { key: 'B3', name: 'B3 – Brasil Bolsa Balcão', code: 'B3', tvCode: 'BMFBOVESPA', country: 'BR' },
    { key: 'BMV', name: 'Bolsa Mexicana de Valores', code: 'BMV', tvCode: 'BMV', country: 'MX' },
    { key: 'BYMA', name: 'Bolsas y Mercados Argentinos', code: 'BYMA', tvCode: 'BCBA', country: 'AR' },
    { key: 'BCS', name: 'Bolsa de Comercio de Santiago', code: 'BCS', tvCode: 'BCS', country: 'CL' },
  ],
  banks: [
    // Japan: large universal banks
    {
      slug: 'mufg-bank',
      country: 'JP',
      name: 'MUFG Bank',
      url: 'https://www.bk.mufg.jp',
      alternativeHostnames: ['mufg.jp'],
      stocks: [{ market: 'TSE', symbol: '8306', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment'],
      description: sections(
        [
          'Overview',
          'MUFG Bank is the core commercial bank of Mitsubishi UFJ Financial Group and is headquartered in Tokyo. It was formed in 2006 when the Bank of Tokyo-Mitsubishi merged with UFJ Bank, and adopted its current name in 2018.',
        ],
        [
          'Personal banking',
          'In Japan, individuals use its branches, ATMs and online banking for yen and foreign currency deposits, housing loans, investment trusts and inheritance services.',
        ],
        [
          'Corporate banking',
          'Japanese companies of every size and many multinationals rely on it for lending, cash management, trade finance, syndicated loans and project finance.',
        ],
        [
          'International',
          'Its overseas network spans Asia, the Americas and Europe, and it controls Krungsri (Bank of Ayudhya) in Thailand and Bank Danamon in Indonesia.',
        ],
      ),
    },
    // Japan: postal, cooperative and digital banks
    {
      slug: 'japan-post-bank',
      country: 'JP',
      name: 'Japan Post Bank',
      url: 'https://www.jp-bank.japanpost.jp',
      stocks: [{ market: 'TSE', symbol: '7182', isPrimary: true }],
      kinds: ['postal', 'savings', 'retail'],
      description: sections(
        [
          'Overview',
          'Japan Post Bank, headquartered in Tokyo, took over the postal savings system when Japan’s postal services were privatised in 2007. It belongs to the Japan Post group, whose holding company remains a large shareholder.',
        ],
        [
          'Savings through the post office',
          'Ordinary and fixed-term savings accounts, known as yucho, can be opened and used at post offices across the country, including in small towns and rural areas that have no other bank.',
        ],
        [
          'Regulatory limits',
          'Because of its origins, a legal cap limits how much one customer may keep on deposit, and new lines of business need government approval.',
        ],
        [
          'Investments',
          'Most of its funds are invested in securities, from Japanese government bonds to foreign bonds and other assets, and it sells investment trusts to savers.',
        ],
      ),
    },
    {
      slug: 'norinchukin',
      country: 'JP',
      name: 'The Norinchukin Bank',
      url: 'https://www.nochubank.or.jp',
      kinds: ['cooperative', 'business', 'investment'],
      description: sections(
        [
          'Overview',
          'The Norinchukin Bank, founded in 1923 and based in Tokyo, is the national financial institution of Japan’s agricultural, fishery and forestry cooperatives, which own it.',
        ],
        [
          'Cooperative banking',
          'It pools the savings collected by local cooperatives under the JA Bank and JF Marine Bank names, supports them with funding and shared systems, and lends to farmers, fishers and food and forestry businesses.',
        ],
        [
          'Global investment',
          'A large part of its funds is invested in bonds, credit and other securities around the world, which makes it an important institutional investor.',
        ],
      ),
    },
    {
      slug: 'rakuten-bank',
      country: 'JP',
      name: 'Rakuten Bank',
      url: 'https://www.rakuten-bank.co.jp',
      stocks: [{ market: 'TSE', symbol: '5838', isPrimary: true }],
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'Rakuten Bank is an internet-only bank in the Rakuten e-commerce group, headquartered in Tokyo. It opened in 2001 as eBANK, took the Rakuten name in 2010 and listed its shares in Tokyo in 2023.',
        ],
        [
          'Digital banking',
          'Accounts are opened and run on the web and in the app; there are no branches, and cash is handled through partner ATMs such as those in convenience stores.',
        ],
        [
          'Rakuten ecosystem',
          'Customers can link their account to Rakuten Securities and Rakuten Card and collect Rakuten points on some transactions.',
        ],
        ['Loans', 'It offers housing loans and unsecured personal credit lines online.'],
      ),
    },
    // Japan: development bank
    {
      slug: 'dbj',
      country: 'JP',
      name: 'Development Bank of Japan',
      url: 'https://www.dbj.jp',
      kinds: ['development', 'state-owned', 'business'],
      description: sections(
        [
          'Overview',
          'The Development Bank of Japan (DBJ) is a government-owned policy bank headquartered in Tokyo. It descends from the Japan Development Bank, set up in 1951 to finance post-war reconstruction, and became a joint-stock company in 2008.',
        ],
        [
          'Development mandate',
          'It provides long-term loans, equity and mezzanine finance for infrastructure, energy, transport, urban redevelopment and companies investing in growth.',
        ],
        [
          'Crisis response',
          'DBJ is designated to provide emergency lending in crises and did so after the 2011 Great East Japan Earthquake and during the Covid-19 pandemic.',
        ],
        [
          'Sustainability',
          'Its environmentally rated loans set lending terms according to an assessment of a company’s environmental management.',
        ],
      ),
    },
    // China: large state-controlled and joint-stock banks
    {
      slug: 'icbc',
      country: 'CN',
      name: 'Industrial and Commercial Bank of China',
      url: 'https://www.icbc.com.cn',
      stocks: [
        { market: 'SSE', symbol: '601398', isPrimary: true },
        { market: 'HKEX', symbol: '1398', isPrimary: false },
      ],
      kinds: ['universal', 'retail', 'state-owned'],
      description: sections(
        [
          'Overview',
          'ICBC was established in 1984 to take over the commercial business of the People’s Bank of China and is headquartered in Beijing. The Chinese state, through Central Huijin Investment and the Ministry of Finance, is its controlling shareholder.',
        ],
        [
          'Personal banking',
          'A branch network across mainland China, online banking and a mobile app provide deposits, mortgages, bank cards and wealth management products.',
        ],
        [
          'Corporate banking',
          'It lends to state-owned enterprises, manufacturers and infrastructure projects and handles settlement and cash management for companies and government bodies.',
        ],
        [
          'International',
          'Outside the mainland it runs branches and subsidiaries in Asia, Europe, Africa and the Americas, and it is a major shareholder of South Africa’s Standard Bank Group.',
        ],
      ),
    },
    {
      slug: 'china-merchants-bank',
      country: 'CN',
      name: 'China Merchants Bank',
      url: 'https://www.cmbchina.com',
      stocks: [
        { market: 'SSE', symbol: '600036', isPrimary: true },
        { market: 'HKEX', symbol: '3968', isPrimary: false },
      ],
      kinds: ['universal', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'China Merchants Bank was founded in 1987 in Shekou, Shenzhen, by the state-owned China Merchants Group and is still headquartered in Shenzhen. It is a joint-stock commercial bank rather than one of the large state banks.',
        ],
        [
          'Retail banking',
          'It is best known for retail banking: debit and credit cards, consumer loans and mortgages, and separate mobile apps for everyday banking and for its credit cards.',
        ],
        [
          'Wealth management',
          'Its Sunflower service looks after affluent customers, and its private bank serves high-net-worth families with investments and family trusts.',
        ],
        [
          'Corporate and international',
          'Companies use it for transaction banking, lending and investment banking, and it owns CMB Wing Lung Bank in Hong Kong.',
        ],
      ),
    },
    // China: policy bank and digital bank
    {
      slug: 'cdb',
      country: 'CN',
      name: 'China Development Bank',
      url: 'https://www.cdb.com.cn',
      kinds: ['development', 'state-owned', 'business'],
      description: sections(
        [
          'Overview',
          'China Development Bank, founded in 1994 and headquartered in Beijing, is one of China’s policy banks and is wholly owned by the state.',
        ],
        [
          'Development mandate',
          'It provides long-term finance for highways, railways, power, urban development and strategic industries, funding itself mainly by issuing bonds.',
        ],
        [
          'Student loans',
          'It is the main provider of government-backed student loans for Chinese university students.',
        ],
        [
          'International',
          'Abroad it finances infrastructure, energy and resource projects, many of them linked to the Belt and Road Initiative.',
        ],
      ),
    },
    {
      slug: 'webank',
      country: 'CN',
      name: 'WeBank',
      url: 'https://www.webank.com',
      kinds: ['neobank', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'WeBank, based in Shenzhen, began operating in 2014 as one of China’s first privately owned banks and its first bank without branches. Tencent is its largest shareholder.',
        ],
        [
          'Digital banking',
          'Consumers reach its small personal credit lines through WeChat and QQ, and its own app offers deposits and wealth management products.',
        ],
        [
          'Small business lending',
          'It lends online to small and micro enterprises, using data and automated credit decisions instead of branch visits.',
        ],
        [
          'Open-source technology',
          'WeBank led the development of the FISCO BCOS blockchain platform and the FATE federated learning framework, both released as open source.',
        ],
      ),
    },
    // Hong Kong: universal bank and virtual bank
    {
      slug: 'hsbc-hong-kong',
      country: 'HK',
      name: 'HSBC Hong Kong',
      url: 'https://www.hsbc.com.hk',
      kinds: ['universal', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'The Hongkong and Shanghai Banking Corporation was founded in Hong Kong in 1865 and is the original bank of the HSBC Group, whose parent is now headquartered in London. Hang Seng Bank is part of the same group.',
        ],
        [
          'Personal banking',
          'Residents use its branches, ATMs and mobile app for accounts, mortgages, credit cards and insurance, with wealth services for Premier and other affluent customers.',
        ],
        ['Note issuing', 'It is one of the three commercial banks licensed to issue Hong Kong dollar banknotes.'],
        [
          'Business and international',
          'Companies use it for trade finance, cash management and lending, and it connects them with the group’s network across Asia and beyond.',
        ],
      ),
    },
    {
      slug: 'za-bank',
      country: 'HK',
      name: 'ZA Bank',
      url: 'https://bank.za.group',
      kinds: ['neobank', 'crypto-friendly'],
      description: sections(
        [
          'Overview',
          'ZA Bank was the first of Hong Kong’s virtual banks to launch, opening to the public in 2020 under a licence from the Hong Kong Monetary Authority. It belongs to ZA Group, a fintech group linked to the Chinese online insurer ZhongAn.',
        ],
        [
          'Digital banking',
          'Accounts are opened in the app, with deposits, transfers, a debit card, personal loans, insurance and investment products.',
        ],
        [
          'Digital assets',
          'It banks licensed virtual asset platforms and stablecoin businesses, and lets retail customers buy and sell bitcoin and ether in its app through a partnership with HashKey Exchange.',
        ],
        ['Business banking', 'Small businesses, including Web3 start-ups, can open accounts online.'],
      ),
    },
    // Singapore: universal bank and digital bank
    {
      slug: 'dbs',
      country: 'SG',
      name: 'DBS Bank',
      url: 'https://www.dbs.com.sg',
      alternativeHostnames: ['dbs.com'],
      stocks: [{ market: 'SGX', symbol: 'D05', isPrimary: true }],
      kinds: ['universal', 'retail', 'private-wealth', 'crypto-friendly'],
      description: sections(
        [
          'Overview',
          'DBS was founded in 1968 as the Development Bank of Singapore to finance the young country’s industrialisation and is now a commercial bank headquartered in Singapore. Temasek Holdings is its largest shareholder.',
        ],
        [
          'Personal banking',
          'POSB, the former Post Office Savings Bank that DBS acquired in 1998, serves everyday savers through neighbourhood branches, while the digibank app covers accounts, cards, loans and investments.',
        ],
        [
          'Digital assets',
          'DBS Digital Exchange lets institutional and accredited investors trade cryptocurrencies and tokenised securities, and eligible customers can also trade crypto through digibank.',
        ],
        [
          'Regional and wealth',
          'The group operates across Greater China, Southeast Asia and South Asia, including India and Indonesia, and DBS Private Bank serves wealthy clients.',
        ],
      ),
    },
    {
      slug: 'gxs-bank',
      country: 'SG',
      name: 'GXS Bank',
      url: 'https://www.gxs.com.sg',
      kinds: ['neobank'],
      description: sections(
        [
          'Overview',
          'GXS Bank is a digital bank owned by the ride-hailing company Grab and the telecom group Singtel. It received one of Singapore’s digital full bank licences in 2020 and launched its app in 2022.',
        ],
        [
          'Personal banking',
          'The app offers a savings account split into goal-based pockets, a flexible personal loan and a credit product, all without branches.',
        ],
        [
          'Small businesses',
          'It aims at customers underserved by traditional banks, such as gig workers and micro-enterprises in the Grab ecosystem, with small business loans.',
        ],
        ['Regional', 'A sister digital bank, GXBank, operates in Malaysia.'],
      ),
    },
    // India: large banks
    {
      slug: 'state-bank-of-india',
      country: 'IN',
      name: 'State Bank of India',
      url: 'https://sbi.bank.in',
      alternativeHostnames: ['sbi.co.in', 'onlinesbi.sbi'],
      stocks: [
        { market: 'NSE_IN', symbol: 'SBIN', isPrimary: true },
        { market: 'BSE_IN', symbol: '500112', isPrimary: false },
      ],
      kinds: ['universal', 'retail', 'state-owned'],
      description: sections(
        [
          'Overview',
          'State Bank of India traces its history to the Bank of Calcutta, founded in 1806, and took its present form in 1955 when the Imperial Bank of India was nationalised. It is headquartered in Mumbai and majority-owned by the Government of India.',
        ],
        [
          'Personal banking',
          'Its branches and ATMs reach towns and villages throughout India, and the YONO app covers accounts, deposits, home and personal loans and investments.',
        ],
        [
          'Corporate and government banking',
          'It finances large companies and infrastructure and handles a wide range of transactions for the central and state governments.',
        ],
        [
          'Group and international',
          'Subsidiaries include SBI Card, SBI Life Insurance and SBI Mutual Fund, and its offices abroad support trade finance and Indians living overseas.',
        ],
      ),
    },
    {
      slug: 'hdfc-bank',
      country: 'IN',
      name: 'HDFC Bank',
      url: 'https://www.hdfc.bank.in',
      alternativeHostnames: ['hdfcbank.com'],
      stocks: [
        { market: 'NSE_IN', symbol: 'HDFCBANK', isPrimary: true },
        { market: 'BSE_IN', symbol: '500180', isPrimary: false },
      ],
      kinds: ['universal', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'HDFC Bank, headquartered in Mumbai, was incorporated in 1994 as one of the first private-sector banks licensed after India liberalised its banking sector. In 2023 it merged with its former parent, the housing finance company HDFC Limited.',
        ],
        [
          'Personal banking',
          'It is known for credit cards, car and personal loans and, since the merger, home loans, offered through a national branch network, NetBanking and the mobile app.',
        ],
        [
          'Business banking',
          'Small businesses, large corporates and merchants use its lending, payments and cash management services, and it reaches rural areas through branches and business correspondents.',
        ],
        [
          'Group companies',
          'HDFC Securities, HDFC Life and HDFC Asset Management are part of the same group, and wealth teams serve affluent clients.',
        ],
      ),
    },
    // India: microfinance roots and development bank
    {
      slug: 'bandhan-bank',
      country: 'IN',
      name: 'Bandhan Bank',
      url: 'https://www.bandhanbank.com',
      stocks: [
        { market: 'NSE_IN', symbol: 'BANDHANBNK', isPrimary: true },
        { market: 'BSE_IN', symbol: '541153', isPrimary: false },
      ],
      kinds: ['retail', 'regional'],
      description: sections(
        [
          'Overview',
          'Bandhan Bank, headquartered in Kolkata, began in 2001 as a non-profit microfinance organisation founded by Chandra Shekhar Ghosh. It opened as a universal bank in 2015, the first Indian microfinance lender to do so.',
        ],
        [
          'Microfinance',
          'Small loans to women in rural and semi-urban areas, repaid in regular instalments and often made through groups, remain central to its business, particularly in eastern and north-eastern India.',
        ],
        [
          'Personal and housing',
          'It offers savings accounts, deposits and personal banking through its branches, and housing loans through the former GRUH Finance, merged into the bank in 2019.',
        ],
      ),
    },
    {
      slug: 'sidbi',
      country: 'IN',
      name: 'Small Industries Development Bank of India (SIDBI)',
      url: 'https://www.sidbi.in',
      kinds: ['development', 'business', 'state-owned'],
      description: sections(
        [
          'Overview',
          'SIDBI was established in 1990 under an Act of Parliament and is headquartered in Lucknow. It is the main development finance institution for India’s micro, small and medium enterprises and is owned by the government and state-owned financial institutions.',
        ],
        [
          'Development mandate',
          'Most of its support reaches small firms indirectly, by refinancing banks, non-bank lenders and microfinance institutions, though it also lends directly to enterprises.',
        ],
        [
          'Start-ups and micro-enterprises',
          'It manages the government’s Fund of Funds for Startups, which invests through venture capital funds, and set up MUDRA as a subsidiary to refinance loans to micro-enterprises.',
        ],
      ),
    },
    // South Korea: internet banks and development bank
    {
      slug: 'kakaobank',
      country: 'KR',
      name: 'KakaoBank',
      url: 'https://www.kakaobank.com',
      stocks: [{ market: 'KRX', symbol: '323410', isPrimary: true }],
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'KakaoBank launched in 2017 as one of South Korea’s first internet-only banks and is headquartered in Pangyo, Seongnam. Kakao, the company behind the KakaoTalk messenger, is its largest shareholder, and its shares have been listed since 2021.',
        ],
        [
          'Digital banking',
          'Everything runs in the app: accounts, savings products such as a 26-week savings challenge, and group accounts that friends or families share for common expenses.',
        ],
        [
          'Loans',
          'It offers unsecured credit loans, jeonse rental deposit loans and mortgages with online applications.',
        ],
      ),
    },
    {
      slug: 'toss-bank',
      country: 'KR',
      name: 'Toss Bank',
      url: 'https://www.tossbank.com',
      kinds: ['neobank'],
      description: sections(
        [
          'Overview',
          'Toss Bank is the internet-only bank of Viva Republica, the Seoul fintech company behind the Toss finance app. It began operating in 2021 as South Korea’s third internet bank.',
        ],
        [
          'Digital banking',
          'Its accounts live inside the Toss app, with a savings account whose interest customers can collect whenever they choose, debit cards and foreign currency accounts.',
        ],
        [
          'Lending',
          'It uses alternative data in its credit models to lend to borrowers with thin credit histories and to sole proprietors.',
        ],
      ),
    },
    {
      slug: 'kdb',
      country: 'KR',
      name: 'Korea Development Bank',
      url: 'https://www.kdb.co.kr',
      kinds: ['development', 'state-owned', 'business'],
      description: sections(
        [
          'Overview',
          'Korea Development Bank (KDB) was founded in 1954 to finance the rebuilding of the country after the Korean War. It is a state-owned policy bank headquartered in Seoul.',
        ],
        [
          'Development mandate',
          'It provides long-term finance for industry, infrastructure and new technologies, and has led the restructuring of large troubled companies, including shipbuilders and airlines.',
        ],
        [
          'Venture finance',
          'KDB invests in start-ups and runs KDB NextRound, a platform that introduces young companies to investors.',
        ],
      ),
    },
    // Indonesia: state bank, Islamic bank and digital bank
    {
      slug: 'bank-rakyat-indonesia',
      country: 'ID',
      name: 'Bank Rakyat Indonesia (BRI)',
      url: 'https://bri.co.id',
      stocks: [{ market: 'IDX', symbol: 'BBRI', isPrimary: true }],
      kinds: ['universal', 'retail', 'state-owned'],
      description: sections(
        [
          'Overview',
          'Bank Rakyat Indonesia traces its origins to a savings and aid institution founded in Purwokerto, Central Java, in 1895. Headquartered in Jakarta, it is controlled by the Indonesian state.',
        ],
        [
          'Microfinance',
          'Its focus is micro, small and medium businesses: BRI units and BRILink agents serve villages across the archipelago, and it is a main channel for the government-backed KUR people’s business loans.',
        ],
        ['Digital banking', 'The BRImo app handles accounts, transfers, bill payments and investments.'],
        ['Group', 'Its ultra-micro holding includes the pawnshop operator Pegadaian and the microfinance company PNM.'],
      ),
    },
    {
      slug: 'bank-syariah-indonesia',
      country: 'ID',
      name: 'Bank Syariah Indonesia (BSI)',
      url: 'https://www.bankbsi.co.id',
      stocks: [{ market: 'IDX', symbol: 'BRIS', isPrimary: true }],
      kinds: ['islamic', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'Bank Syariah Indonesia was created in 2021 by merging the Islamic banking subsidiaries of three state-owned banks: Bank Syariah Mandiri, BNI Syariah and BRI Syariah. It is headquartered in Jakarta, and Bank Mandiri is its largest shareholder.',
        ],
        [
          'Islamic finance',
          'All products follow Sharia principles, from wadiah and mudharabah savings accounts to murabahah financing for homes and vehicles.',
        ],
        [
          'Hajj and gold',
          'Savings plans for the Hajj and Umrah pilgrimages and gold-backed financing and savings are among its best-known products.',
        ],
        [
          'Business and digital',
          'It finances small and large businesses, and customers bank through its mobile app and branches across Indonesia.',
        ],
      ),
    },
    {
      slug: 'bank-jago',
      country: 'ID',
      name: 'Bank Jago',
      url: 'https://www.jago.com',
      stocks: [{ market: 'IDX', symbol: 'ARTO', isPrimary: true }],
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'Bank Jago is a Jakarta-based digital bank created from the small lender Bank Artos, which was relaunched as an app-based bank in 2020. The technology group GoTo is among its major shareholders.',
        ],
        [
          'Digital banking',
          'Customers organise money in pockets for spending, saving and sharing, and can use their Jago account inside the Gojek app.',
        ],
        [
          'Sharia banking',
          'Jago Syariah, its Islamic banking unit, offers Sharia-compliant pockets and accounts in the same app.',
        ],
        [
          'Lending partnerships',
          'Much of its lending is done with partners such as digital lenders and multifinance companies.',
        ],
      ),
    },
    // Malaysia: universal and Islamic banks
    {
      slug: 'maybank',
      country: 'MY',
      name: 'Maybank',
      url: 'https://www.maybank2u.com.my',
      alternativeHostnames: ['maybank.com'],
      stocks: [{ market: 'BURSA', symbol: 'MAYBANK', isPrimary: true }],
      kinds: ['universal', 'retail', 'islamic'],
      description: sections(
        [
          'Overview',
          'Malayan Banking Berhad, known as Maybank, was founded in 1960 by Khoo Teck Puat and is headquartered at Menara Maybank in Kuala Lumpur. Funds managed by the state investment company Permodalan Nasional Berhad are its largest shareholders.',
        ],
        [
          'Personal banking',
          'Customers use branches, the Maybank2u online banking service and the MAE app for accounts, cards, home and car financing and investments.',
        ],
        [
          'Islamic finance',
          'Its subsidiary Maybank Islamic offers Shariah-compliant accounts, home and vehicle financing and business financing, and conventional and Islamic products are sold side by side.',
        ],
        [
          'Regional',
          'The group operates across Southeast Asia, with banks in Singapore, Indonesia, the Philippines and Cambodia, and an investment bank covering ASEAN markets.',
        ],
      ),
    },
    {
      slug: 'cimb',
      country: 'MY',
      name: 'CIMB Bank',
      url: 'https://www.cimb.com.my',
      stocks: [{ market: 'BURSA', symbol: 'CIMB', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment'],
      description: sections(
        [
          'Overview',
          'CIMB Bank is the main bank of CIMB Group Holdings, headquartered in Kuala Lumpur. The group grew from the merchant bank Commerce International Merchant Bankers and the merger with Bank Bumiputra; the sovereign fund Khazanah Nasional is its largest shareholder.',
        ],
        [
          'Personal banking',
          'Malaysian customers bank through branches and the CIMB OCTO app, with accounts, cards, mortgages and car financing; CIMB Islamic offers Shariah-compliant alternatives.',
        ],
        [
          'ASEAN network',
          'Its sister banks include CIMB Niaga in Indonesia, CIMB Thai in Thailand and operations in Singapore, plus a digital-only bank in the Philippines.',
        ],
        [
          'Investment banking',
          'Reflecting its merchant banking roots, it advises on and arranges equity, bond and M&A deals across the region.',
        ],
      ),
    },
    {
      slug: 'bank-islam',
      country: 'MY',
      name: 'Bank Islam Malaysia',
      url: 'https://www.bankislam.com',
      stocks: [{ market: 'BURSA', symbol: 'BIMB', isPrimary: true }],
      kinds: ['islamic', 'retail'],
      description: sections(
        [
          'Overview',
          'Bank Islam Malaysia Berhad opened in 1983 as Malaysia’s first Islamic bank and is headquartered in Kuala Lumpur. It took over its former holding company’s stock market listing in 2021, and Lembaga Tabung Haji, the pilgrims’ fund board, is a major shareholder.',
        ],
        [
          'Islamic finance',
          'Every product is Shariah-compliant, including savings and current accounts, home and personal financing, and financing for companies and government bodies.',
        ],
        [
          'Digital banking',
          'Be U, its digital banking brand, offers app-based accounts aimed at younger customers alongside its main mobile banking app.',
        ],
        [
          'Social finance',
          'It supports Islamic social finance such as zakat, waqf and charitable giving through its own initiatives.',
        ],
      ),
    },
    // Thailand: universal bank and state savings bank
    {
      slug: 'kasikornbank',
      country: 'TH',
      name: 'Kasikornbank (KBank)',
      url: 'https://www.kasikornbank.com',
      stocks: [{ market: 'SET', symbol: 'KBANK', isPrimary: true }],
      kinds: ['universal', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'Kasikornbank was founded in Bangkok in 1945 as Thai Farmers Bank by the Lamsam family and adopted its current name in 2003. It remains headquartered in Bangkok.',
        ],
        [
          'Digital banking',
          'Its K PLUS app is widely used in Thailand for transfers, QR payments, loans and investments, and its technology arm KBTG builds much of its software.',
        ],
        [
          'Small business',
          'Lending to small and medium-sized enterprises has long been a focus, alongside corporate banking.',
        ],
        [
          'Regional',
          'It has operations in several neighbouring countries and in China to serve Thai and regional businesses.',
        ],
      ),
    },
    {
      slug: 'government-savings-bank',
      country: 'TH',
      name: 'Government Savings Bank',
      url: 'https://www.gsb.or.th',
      kinds: ['savings', 'state-owned', 'retail'],
      description: sections(
        [
          'Overview',
          'The Government Savings Bank is a state-owned savings bank under Thailand’s Ministry of Finance, headquartered in Bangkok. It grew out of a savings office founded under King Vajiravudh in 1913 and took its present form in 1947.',
        ],
        [
          'Savings',
          'Besides ordinary deposits, it is known for Salak Omsin, savings certificates that also enter their holders into regular prize draws.',
        ],
        [
          'Social banking',
          'It lends to low-income households, community groups and small traders and carries out government programmes for debt relief and financial inclusion.',
        ],
        ['Digital banking', 'Customers use the MyMo app alongside branches throughout the country.'],
      ),
    },
    // Philippines: universal bank and digital bank
    {
      slug: 'bdo-unibank',
      country: 'PH',
      name: 'BDO Unibank',
      url: 'https://www.bdo.com.ph',
      stocks: [{ market: 'PSE_PH', symbol: 'BDO', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'BDO Unibank, originally Banco de Oro, is headquartered in Makati City and belongs to the SM Group founded by Henry Sy. It traces its roots to Acme Savings Bank, which the group acquired in 1976.',
        ],
        [
          'Personal banking',
          'Its branches, many of them in shopping malls, open on weekends, and online banking and the app cover accounts, cards and home and car loans.',
        ],
        [
          'Remittances',
          'It works with partners abroad so that Filipinos working overseas can send money home to accounts or cash pick-up points.',
        ],
        [
          'Corporate banking',
          'Companies use it for lending, cash management and trust services, and BDO Capital handles investment banking.',
        ],
      ),
    },
    {
      slug: 'tonik',
      country: 'PH',
      name: 'Tonik Digital Bank',
      url: 'https://tonikbank.com',
      kinds: ['neobank'],
      description: sections(
        [
          'Overview',
          'Tonik Digital Bank, based in Metro Manila and founded by Greg Krasnov, launched in 2021 as an app-only bank. It was among the first holders of the digital bank licences issued by Bangko Sentral ng Pilipinas.',
        ],
        [
          'Savings',
          'The app offers a basic savings account, goal-based stashes that can be shared with others, and time deposits.',
        ],
        [
          'Loans',
          'It provides personal loans, a credit builder loan and instalment loans for purchases at partner stores.',
        ],
      ),
    },
    // Vietnam: state-controlled and private banks
    {
      slug: 'vietcombank',
      country: 'VN',
      name: 'Vietcombank',
      url: 'https://www.vietcombank.com.vn',
      stocks: [{ market: 'HOSE', symbol: 'VCB', isPrimary: true }],
      kinds: ['universal', 'retail', 'state-owned'],
      description: sections(
        [
          'Overview',
          'Vietcombank, the Joint Stock Commercial Bank for Foreign Trade of Vietnam, was founded in 1963 as the country’s foreign exchange bank and is headquartered in Hanoi. The State Bank of Vietnam is its majority shareholder.',
        ],
        [
          'Trade and foreign exchange',
          'Its history makes it a main bank for international payments, trade finance and currency exchange for Vietnamese exporters and importers.',
        ],
        [
          'Personal banking',
          'Individuals use its branches, cards and the VCB Digibank app for accounts, transfers, loans and bill payments.',
        ],
      ),
    },
    {
      slug: 'techcombank',
      country: 'VN',
      name: 'Techcombank',
      url: 'https://techcombank.com',
      stocks: [{ market: 'HOSE', symbol: 'TCB', isPrimary: true }],
      kinds: ['universal', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Techcombank, the Vietnam Technological and Commercial Joint Stock Bank, was founded in Hanoi in 1993 and is privately owned; the consumer group Masan is a major shareholder.',
        ],
        [
          'Digital banking',
          'It has invested heavily in its app and data systems, and many of its customers bank mainly online.',
        ],
        [
          'Wealth',
          'Priority and private banking serve affluent clients, and its securities arm Techcom Securities distributes bonds, funds and shares.',
        ],
        [
          'Business banking',
          'It finances large corporate groups and the suppliers and distributors in their value chains.',
        ],
      ),
    },
    // Australia: the major banks
    {
      slug: 'commbank',
      country: 'AU',
      name: 'Commonwealth Bank of Australia',
      url: 'https://www.commbank.com.au',
      stocks: [{ market: 'ASX', symbol: 'CBA', isPrimary: true }],
      kinds: ['universal', 'retail', 'online-broker'],
      description: sections(
        [
          'Overview',
          'The Commonwealth Bank of Australia was founded by the federal government in 1911 and fully privatised in 1996. It is headquartered in Sydney and known to customers as CommBank.',
        ],
        [
          'Personal banking',
          'Households use its branches and CommBank app for transaction and savings accounts, credit cards and home loans.',
        ],
        ['Investing', 'CommSec, its online broker, lets Australians trade shares and exchange-traded funds.'],
        [
          'Business and New Zealand',
          'It serves small businesses, corporates and institutions, and owns ASB Bank in New Zealand.',
        ],
      ),
    },
    {
      slug: 'westpac',
      country: 'AU',
      name: 'Westpac',
      url: 'https://www.westpac.com.au',
      stocks: [{ market: 'ASX', symbol: 'WBC', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Westpac is Australia’s oldest bank, founded in Sydney in 1817 as the Bank of New South Wales and renamed in 1982. It is still headquartered in Sydney.',
        ],
        [
          'Brands',
          'Besides Westpac itself, it runs St.George Bank, Bank of Melbourne and BankSA, each with its own branches and customers.',
        ],
        [
          'Business and institutional',
          'Small and medium businesses, corporates and institutions use it for lending, payments, markets and cash management.',
        ],
        [
          'New Zealand and the Pacific',
          'Westpac New Zealand is a major bank there, and the group also has a presence in some Pacific island nations.',
        ],
      ),
    },
    {
      slug: 'nab',
      country: 'AU',
      name: 'National Australia Bank',
      url: 'https://www.nab.com.au',
      stocks: [{ market: 'ASX', symbol: 'NAB', isPrimary: true }],
      kinds: ['universal', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'National Australia Bank, headquartered in Melbourne, was formed in 1982 from the merger of the National Bank of Australasia and the Commercial Banking Company of Sydney.',
        ],
        [
          'Business banking',
          'It puts particular weight on business customers, from small firms and farmers to large corporates, with specialist agribusiness bankers.',
        ],
        [
          'Personal and digital',
          'Consumers bank with NAB branches and app, and ubank, its digital-only brand, offers accounts and home loans online.',
        ],
        ['New Zealand', 'It owns Bank of New Zealand (BNZ).'],
      ),
    },
    // Australia: customer-owned and digital banks
    {
      slug: 'bank-australia',
      country: 'AU',
      name: 'Bank Australia',
      url: 'https://www.bankaust.com.au',
      kinds: ['cooperative', 'sustainable', 'retail'],
      description: sections(
        [
          'Overview',
          'Bank Australia is a customer-owned bank headquartered in Melbourne. It grew out of a series of credit union mergers and took its current name in 2015.',
        ],
        [
          'Sustainable banking',
          'It is a certified B Corporation, does not lend to fossil fuel industries, and offers lower-emission home and car loans; it also manages a conservation reserve in Victoria for its customers.',
        ],
        [
          'Personal and business',
          'Members get everyday and savings accounts, home and personal loans, and it lends to community housing providers and not-for-profits.',
        ],
      ),
    },
    {
      slug: 'teachers-mutual-bank',
      country: 'AU',
      name: 'Teachers Mutual Bank',
      url: 'https://www.tmbank.com.au',
      kinds: ['cooperative', 'retail'],
      description: sections(
        [
          'Overview',
          'Teachers Mutual Bank began in 1966 as a credit union for New South Wales teachers and is a mutual bank owned by its members, based in Sydney.',
        ],
        [
          'Who it serves',
          'It serves people in the education community, and operates sister brands for other professions: Firefighters Mutual Bank, Health Professionals Bank and UniBank.',
        ],
        [
          'Personal banking',
          'Members can open transaction and savings accounts, take out home, car and personal loans and use credit cards, with profits returned to members through products rather than dividends.',
        ],
      ),
    },
    {
      slug: 'up',
      country: 'AU',
      name: 'Up',
      url: 'https://up.com.au',
      kinds: ['neobank'],
      description: sections(
        [
          'Overview',
          'Up is an app-only bank brand launched in 2018 by the Melbourne fintech Ferocia together with Bendigo and Adelaide Bank, which acquired Ferocia in 2021. Deposits are held under Bendigo and Adelaide Bank’s banking licence.',
        ],
        [
          'Digital banking',
          'The app is built around budgeting: savers for goals, round-ups, automatic sorting of transactions and covers that move money between accounts.',
        ],
        [
          'Shared banking',
          'Two people can open a joint 2Up account while keeping their own individual accounts in the same app.',
        ],
      ),
    },
    // New Zealand: state-owned and Australian-owned banks
    {
      slug: 'kiwibank',
      country: 'NZ',
      name: 'Kiwibank',
      url: 'https://www.kiwibank.co.nz',
      kinds: ['retail', 'state-owned'],
      description: sections(
        [
          'Overview',
          'Kiwibank opened in 2002 inside New Zealand Post shops and is headquartered in Wellington. It is owned by the New Zealand Government.',
        ],
        [
          'Personal banking',
          'It offers everyday and savings accounts, home loans, credit cards and insurance through its app and branches.',
        ],
        ['Business banking', 'Small and medium New Zealand businesses use it for accounts, lending and payments.'],
      ),
    },
    {
      slug: 'asb',
      country: 'NZ',
      name: 'ASB Bank',
      url: 'https://www.asb.co.nz',
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'ASB Bank was founded in 1847 as the Auckland Savings Bank and is headquartered in Auckland. It has been wholly owned by the Commonwealth Bank of Australia since 2000.',
        ],
        [
          'Personal banking',
          'New Zealanders use its branches and mobile app for accounts, home loans, credit cards, KiwiSaver and share investing.',
        ],
        [
          'Business and rural',
          'It serves businesses of all sizes and has teams dedicated to farmers and rural businesses.',
        ],
      ),
    },
    // Pakistan: Islamic bank and universal bank
    {
      slug: 'meezan-bank',
      country: 'PK',
      name: 'Meezan Bank',
      url: 'https://www.meezanbank.com',
      stocks: [{ market: 'PSX', symbol: 'MEBL', isPrimary: true }],
      kinds: ['islamic', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'Meezan Bank, headquartered in Karachi, received Pakistan’s first full Islamic commercial banking licence in 2002, having started as an Islamic investment bank.',
        ],
        [
          'Islamic finance',
          'Its products follow Sharia rules under the oversight of a Sharia board, including current and savings accounts, home financing based on diminishing musharakah, and car ijarah.',
        ],
        ['Personal banking', 'Customers use branches in cities and towns across Pakistan, ATMs and a mobile app.'],
        [
          'Corporate banking',
          'Companies use it for Islamic working capital and project financing, trade and sukuk arrangements.',
        ],
      ),
    },
    {
      slug: 'hbl',
      country: 'PK',
      name: 'HBL (Habib Bank Limited)',
      url: 'https://www.hbl.com',
      stocks: [{ market: 'PSX', symbol: 'HBL', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Habib Bank was founded in Bombay in 1941 and moved its head office to Karachi in 1947. It was nationalised in 1974 and privatised in 2004, when the Aga Khan Fund for Economic Development became its controlling shareholder.',
        ],
        [
          'Personal banking',
          'A nationwide branch network and the HBL Mobile app offer accounts, cards, car and personal loans, and HBL Islamic provides Sharia-compliant banking.',
        ],
        [
          'Microfinance',
          'Its subsidiary HBL Microfinance Bank lends to small entrepreneurs and low-income households.',
        ],
        [
          'International',
          'It has operations abroad, including in the Gulf and in the United Kingdom through HBL Bank UK.',
        ],
      ),
    },
    // Bangladesh: values-based bank and Islamic bank
    {
      slug: 'brac-bank',
      country: 'BD',
      name: 'BRAC Bank',
      url: 'https://www.bracbank.com',
      stocks: [{ market: 'DSE_BD', symbol: 'BRACBANK', isPrimary: true }],
      kinds: ['retail', 'business', 'sustainable'],
      description: sections(
        [
          'Overview',
          'BRAC Bank was set up in Dhaka in 2001 by BRAC, the development organisation founded by Sir Fazle Hasan Abed, to bank small and medium enterprises that traditional banks overlooked.',
        ],
        [
          'Small business lending',
          'Loans to small entrepreneurs across Bangladesh remain at the heart of its business, often without conventional collateral.',
        ],
        [
          'Mobile money',
          'It is the majority owner of bKash, the mobile financial service that many Bangladeshis use to send and receive money.',
        ],
        [
          'Values-based banking',
          'It is a member of the Global Alliance for Banking on Values, and also offers personal banking and services for migrant workers sending money home.',
        ],
      ),
    },
    {
      slug: 'islami-bank-bangladesh',
      country: 'BD',
      name: 'Islami Bank Bangladesh',
      url: 'https://www.islamibankbd.com',
      stocks: [{ market: 'DSE_BD', symbol: 'ISLAMIBANK', isPrimary: true }],
      kinds: ['islamic', 'retail'],
      description: sections(
        [
          'Overview',
          'Islami Bank Bangladesh was founded in Dhaka in 1983 as one of the first banks in South Asia to operate entirely on Islamic principles.',
        ],
        [
          'Islamic finance',
          'Deposits are taken on mudarabah and al-wadiah terms, and financing uses instruments such as bai-muajjal and hire purchase under shirkatul melk.',
        ],
        [
          'Rural development',
          'Its Rural Development Scheme provides small investments to farmers and villagers, especially women, for livelihoods and micro-enterprises.',
        ],
        ['Remittances', 'It is a major channel for money sent home by Bangladeshis working abroad.'],
      ),
    },
    // Brazil: large banks
    {
      slug: 'itau-unibanco',
      country: 'BR',
      name: 'Itaú Unibanco',
      url: 'https://www.itau.com.br',
      stocks: [{ market: 'B3', symbol: 'ITUB4', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Itaú Unibanco was formed in 2008 by the merger of Itaú and Unibanco and is headquartered in São Paulo. It is controlled by Itaúsa and the Moreira Salles family.',
        ],
        [
          'Personal banking',
          'Individuals bank through branches and the Itaú app, with Uniclass and Personnalité services for higher-income customers.',
        ],
        [
          'Investment and wealth',
          'Itaú BBA is its corporate and investment bank, Itaú Private Bank serves wealthy families, and the íon app is for self-directed investors.',
        ],
        ['Latin America', 'Outside Brazil it operates banks in Chile, Colombia, Paraguay and Uruguay.'],
      ),
    },
    {
      slug: 'banco-do-brasil',
      country: 'BR',
      name: 'Banco do Brasil',
      url: 'https://www.bb.com.br',
      stocks: [{ market: 'B3', symbol: 'BBAS3', isPrimary: true }],
      kinds: ['universal', 'retail', 'state-owned'],
      description: sections(
        [
          'Overview',
          'Banco do Brasil was founded in 1808 by Prince Regent João and is the country’s oldest bank. Headquartered in Brasília, it is controlled by the federal government and listed on the stock exchange.',
        ],
        [
          'Agribusiness',
          'It is a main source of rural credit for Brazilian farmers and agribusinesses, from family farms to large producers.',
        ],
        [
          'Personal banking',
          'Branches reach most municipalities, and the app covers accounts, cards, payroll-deductible loans and investments.',
        ],
        [
          'Public sector and business',
          'It banks federal, state and municipal bodies and companies of all sizes, including trade finance for exporters.',
        ],
      ),
    },
    {
      slug: 'caixa',
      country: 'BR',
      name: 'Caixa Econômica Federal',
      url: 'https://www.caixa.gov.br',
      kinds: ['savings', 'state-owned', 'retail'],
      description: sections(
        [
          'Overview',
          'Caixa Econômica Federal was founded in 1861 as a savings bank under Emperor Pedro II and is wholly owned by the federal government, with its head office in Brasília.',
        ],
        [
          'Housing finance',
          'It is the main lender for home purchases in Brazil and runs the Minha Casa, Minha Vida social housing programme.',
        ],
        [
          'Social programmes',
          'Caixa pays out Bolsa Família and other benefits, manages workers’ FGTS severance funds and operates the federal lotteries.',
        ],
        [
          'Savings and access',
          'Poupança savings accounts are a core product, and lottery shops act as correspondents for simple banking transactions across the country.',
        ],
      ),
    },
    // Brazil: digital banks
    {
      slug: 'nubank',
      country: 'BR',
      name: 'Nubank',
      url: 'https://nubank.com.br',
      kinds: ['neobank', 'retail', 'crypto-friendly'],
      description: sections(
        [
          'Overview',
          'Nubank was founded in São Paulo in 2013 by David Vélez, Cristina Junqueira and Edward Wible and began with a purple credit card managed entirely in an app. Its parent, Nu Holdings, is listed in New York.',
        ],
        ['Digital banking', 'Customers open accounts, borrow, invest and buy insurance in the app, without branches.'],
        [
          'Crypto',
          'Through Nubank Cripto, customers can buy, sell and hold cryptocurrencies such as bitcoin inside the app.',
        ],
        ['International', 'The group also operates in Mexico and Colombia.'],
      ),
    },
    {
      slug: 'banco-inter',
      country: 'BR',
      name: 'Banco Inter',
      url: 'https://inter.co',
      alternativeHostnames: ['bancointer.com.br'],
      kinds: ['neobank', 'retail', 'online-broker'],
      description: sections(
        [
          'Overview',
          'Banco Inter, based in Belo Horizonte, began in 1994 as Intermedium, a real estate lender linked to the Menin family, and turned into a digital bank in the mid-2010s. Its parent Inter&Co is listed on Nasdaq.',
        ],
        [
          'Super app',
          'One app combines a digital account, cards, loans, investments through Inter Invest, insurance and a shopping marketplace that pays cashback.',
        ],
        ['Mortgages', 'Reflecting its origins, real estate lending remains an important part of its loan book.'],
        [
          'International',
          'A global account lets Brazilians hold US dollars, and the group runs operations in the United States.',
        ],
      ),
    },
    // Brazil: development bank and cooperatives
    {
      slug: 'bndes',
      country: 'BR',
      name: 'BNDES',
      url: 'https://www.bndes.gov.br',
      kinds: ['development', 'state-owned', 'business'],
      description: sections(
        [
          'Overview',
          'BNDES, the Banco Nacional de Desenvolvimento Econômico e Social, is the federal development bank of Brazil, founded in 1952 and headquartered in Rio de Janeiro.',
        ],
        [
          'Development mandate',
          'It provides long-term finance for infrastructure, industry, innovation and exports, and channels credit to small businesses through accredited commercial banks.',
        ],
        [
          'Environment',
          'It manages the Amazon Fund, which finances projects against deforestation, as well as climate-related programmes.',
        ],
        ['Equity investments', 'Its subsidiary BNDESPAR holds stakes in Brazilian companies and invests in funds.'],
      ),
    },
    {
      slug: 'sicredi',
      country: 'BR',
      name: 'Sicredi',
      url: 'https://www.sicredi.com.br',
      kinds: ['cooperative', 'credit-union', 'retail'],
      description: sections(
        [
          'Overview',
          'Sicredi is a system of credit cooperatives whose oldest member, founded in 1902 in Nova Petrópolis, Rio Grande do Sul, was Brazil’s first credit cooperative. Its central entities are based in Porto Alegre.',
        ],
        [
          'Member ownership',
          'Each cooperative is owned by its members, who vote in assemblies and share in the results.',
        ],
        [
          'Products',
          'Members get accounts, cards, loans, investments and insurance, and rural credit for farmers is a particular strength, backed by its own cooperative bank.',
        ],
      ),
    },
    // Mexico: universal bank, development bank and microfinance
    {
      slug: 'banorte',
      country: 'MX',
      name: 'Banorte',
      url: 'https://www.banorte.com',
      stocks: [{ market: 'BMV', symbol: 'GFNORTEO', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Banorte, the bank of Grupo Financiero Banorte, traces its origins to Banco Mercantil de Monterrey, founded in 1899, and remains Mexican-owned with roots in Monterrey.',
        ],
        [
          'Personal banking',
          'Branches and the Banorte Móvil app offer payroll accounts, cards, mortgages and car loans.',
        ],
        [
          'Group',
          'The group also includes insurance and the Afore XXI Banorte pension fund manager, and in 2024 launched Bineo, a separate digital bank.',
        ],
        ['Business and government', 'It lends to companies and works with many state and municipal governments.'],
      ),
    },
    {
      slug: 'nafin',
      country: 'MX',
      name: 'Nacional Financiera (Nafin)',
      url: 'https://www.nafin.com',
      kinds: ['development', 'state-owned', 'business'],
      description: sections(
        [
          'Overview',
          'Nacional Financiera is a Mexican government development bank founded in 1934 and based in Mexico City.',
        ],
        [
          'Development mandate',
          'It supports small and medium-sized enterprises mostly as a second-tier lender and guarantor, sharing the risk of loans that commercial banks make to them.',
        ],
        [
          'Supplier finance',
          'Its Cadenas Productivas programme lets suppliers of large companies and government agencies get paid early by factoring their invoices online.',
        ],
      ),
    },
    {
      slug: 'compartamos',
      country: 'MX',
      name: 'Compartamos Banco',
      url: 'https://www.compartamos.com.mx',
      stocks: [{ market: 'BMV', symbol: 'GENTERA', isPrimary: true }],
      kinds: ['retail', 'business'],
      description: sections(
        [
          'Overview',
          'Compartamos began in 1990 as a microcredit programme of a Mexican non-profit, became a bank in 2006 and is the main subsidiary of Gentera, headquartered in Mexico City.',
        ],
        [
          'Microfinance',
          'Its best-known product, Crédito Mujer, lends to groups of women who run small businesses and meet regularly with a loan officer.',
        ],
        [
          'Savings and insurance',
          'It also offers savings accounts, individual business loans and basic insurance to low-income customers.',
        ],
      ),
    },
    // Argentina: universal bank and neobank
    {
      slug: 'banco-galicia',
      country: 'AR',
      name: 'Banco Galicia',
      url: 'https://www.bancogalicia.com',
      stocks: [{ market: 'BYMA', symbol: 'GGAL', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Banco de Galicia y Buenos Aires was founded in Buenos Aires in 1905 and is the main bank of Grupo Financiero Galicia, an Argentine financial group.',
        ],
        [
          'Personal banking',
          'Branches across Argentina and the Galicia app serve everyday customers, while Éminent is its service for affluent clients.',
        ],
        [
          'Group',
          'The group also owns the fintech Naranja X, and in 2024 it bought HSBC’s Argentine business, renamed Galicia Más.',
        ],
      ),
    },
    {
      slug: 'uala',
      country: 'AR',
      name: 'Ualá',
      url: 'https://www.uala.com.ar',
      kinds: ['neobank'],
      description: sections(
        [
          'Overview',
          'Ualá was founded in Buenos Aires in 2017 by Pierpaolo Barbieri as an app with a prepaid card and became a bank in 2021 by acquiring Wilobank, now Ualá Bank.',
        ],
        [
          'Digital banking',
          'The app combines an account and card with payments, loans and investments for people who often had no bank account before.',
        ],
        ['Merchants', 'Ualá Bis gives small merchants card readers, QR codes and payment links.'],
        ['Regional', 'It also operates in Mexico, where it holds a banking licence, and in Colombia.'],
      ),
    },
    // Chile: private and state-owned banks
    {
      slug: 'banco-de-chile',
      country: 'CL',
      name: 'Banco de Chile',
      url: 'https://www.bancochile.cl',
      stocks: [{ market: 'BCS', symbol: 'CHILE', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Banco de Chile was formed in Santiago in 1893 by the merger of three earlier banks and is controlled by Quiñenco, the holding company of the Luksic family.',
        ],
        [
          'Personal banking',
          'It serves individuals through branches throughout Chile and digital channels, including the FAN account that can be opened online.',
        ],
        [
          'Business banking',
          'Small businesses, large companies and institutions use it for lending, cash management, foreign trade and investment services.',
        ],
      ),
    },
    {
      slug: 'bancoestado',
      country: 'CL',
      name: 'BancoEstado',
      url: 'https://www.bancoestado.cl',
      kinds: ['state-owned', 'retail', 'savings'],
      description: sections(
        [
          'Overview',
          'BancoEstado, the Banco del Estado de Chile, is wholly owned by the Chilean state and headquartered in Santiago. It was created in 1953 from older public institutions, including the national savings bank, and dates its history to 1855.',
        ],
        [
          'Financial inclusion',
          'Its CuentaRUT, a basic account linked to the national identity number, gives almost anyone in Chile access to a bank account and card.',
        ],
        [
          'CajaVecina',
          'Corner shops and small businesses act as CajaVecina agents where people can deposit, withdraw and pay bills close to home.',
        ],
        ['Small businesses', 'BancoEstado Microempresas lends to micro and small businesses throughout the country.'],
      ),
    },
    // Colombia: universal bank and development bank
    {
      slug: 'bancolombia',
      country: 'CO',
      name: 'Bancolombia',
      url: 'https://www.bancolombia.com',
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Bancolombia, headquartered in Medellín, took its current form in 1998 through the merger of Banco Industrial Colombiano and Banco de Colombia. Since 2025 it has been owned by the holding company Grupo Cibest.',
        ],
        [
          'Personal banking',
          'Its branches, correspondents and app serve customers nationwide, and Nequi, the group’s digital platform, offers accounts and payments on the phone.',
        ],
        ['Central America', 'The group owns Banistmo in Panama, Banco Agrícola in El Salvador and BAM in Guatemala.'],
      ),
    },
    {
      slug: 'bancoldex',
      country: 'CO',
      name: 'Bancóldex',
      url: 'https://www.bancoldex.com',
      kinds: ['development', 'state-owned', 'business'],
      description: sections(
        [
          'Overview',
          'Bancóldex, the Banco de Comercio Exterior de Colombia, is a state-owned development bank created in the early 1990s to support exporters and based in Bogotá.',
        ],
        [
          'Development mandate',
          'It lends mainly through banks and other financial institutions, which pass its credit lines on to micro, small and medium companies and exporters.',
        ],
        [
          'Capital for growth',
          'Through Bancóldex Capital it invests in private equity and venture capital funds that back Colombian companies.',
        ],
      ),
    },
    // Peru: universal bank and microfinance bank
    {
      slug: 'bcp',
      country: 'PE',
      name: 'Banco de Crédito del Perú',
      url: 'https://www.viabcp.com',
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Banco de Crédito del Perú (BCP) was founded in Lima in 1889 as Banco Italiano and is the main bank of the financial group Credicorp.',
        ],
        [
          'Personal banking',
          'It serves Peruvians through branches, agents in neighbourhood shops and its mobile banking app.',
        ],
        [
          'Yape',
          'Yape, the mobile payment app it created, lets people send money with a phone number or QR code, including people without a traditional account.',
        ],
        [
          'Business banking',
          'Companies of every size use it for loans, cash management, trade finance and investment banking.',
        ],
      ),
    },
    {
      slug: 'mibanco',
      country: 'PE',
      name: 'Mibanco',
      url: 'https://www.mibanco.com.pe',
      kinds: ['retail', 'business'],
      description: sections(
        [
          'Overview',
          'Mibanco was founded in Lima in 1998 by the non-profit Acción Comunitaria del Perú to lend to small entrepreneurs. Credicorp acquired it in 2014 and merged it with its microlender Financiera Edyficar.',
        ],
        [
          'Microfinance',
          'Its loan officers visit market traders, workshop owners and farmers to lend them working capital and funds for equipment.',
        ],
        [
          'Savings and insurance',
          'Customers can also open savings accounts and buy simple insurance suited to small business owners.',
        ],
      ),
    },
  ],
};
