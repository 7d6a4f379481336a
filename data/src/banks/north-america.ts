import type { RegionData } from '../types.ts';
import { sections } from './sections.ts';

export const region: RegionData = {
  markets: [
    { key: 'NYSE', name: 'New York Stock Exchange', code: 'NYSE', tvCode: 'NYSE', country: 'US' },
    { key: 'NASDAQ', name: 'Nasdaq Stock Market', code: 'NASDAQ', tvCode: 'NASDAQ', country: 'US' },
    { key: 'TSX', name: 'Toronto Stock Exchange', code: 'TSX', tvCode: 'TSX', country: 'CA' },
  ],
  banks: [
    // United States: large universal banks
    {
      slug: 'jpmorgan-chase',
      country: 'US',
      name: 'JPMorgan Chase Bank',
      url: 'https://www.chase.com',
      alternativeHostnames: ['jpmorganchase.com', 'jpmorgan.com'],
      stocks: [{ market: 'NYSE', symbol: 'JPM', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'JPMorgan Chase Bank is the banking arm of JPMorgan Chase & Co., headquartered in New York City. Consumers know it as Chase; companies, governments and investors deal with it as J.P. Morgan.',
        ],
        [
          'Personal banking',
          'Chase runs a nationwide network of branches and ATMs alongside a widely used mobile app, offering checking and savings accounts, credit cards, mortgages and auto loans. Self-directed investing and advice are available through J.P. Morgan Wealth Management.',
        ],
        [
          'Business and corporate banking',
          'Small businesses get checking, merchant payment processing and loans, while large companies use the group for lending, treasury services, investment banking and markets.',
        ],
        [
          'Payments and blockchain',
          'Its Kinexys unit, formerly called Onyx, runs blockchain-based payment and settlement services for institutional clients.',
        ],
      ),
    },
    {
      slug: 'bank-of-america',
      country: 'US',
      name: 'Bank of America',
      url: 'https://www.bankofamerica.com',
      stocks: [{ market: 'NYSE', symbol: 'BAC', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Bank of America is a Charlotte, North Carolina based universal bank serving households, small businesses, corporations and institutions across the United States.',
        ],
        [
          'Everyday banking',
          'Customers can use branches and ATMs in most states or bank through the mobile app, whose virtual assistant Erica answers questions and flags account activity. The range covers checking, savings, credit cards, home loans and auto loans.',
        ],
        [
          'Wealth management',
          'Merrill provides brokerage and financial advice, including the self-directed Merrill Edge platform, and Bank of America Private Bank serves wealthy families.',
        ],
        [
          'Corporate and investment banking',
          'Companies use the bank for lending, cash management, trade finance and capital markets, and institutional investors for research, sales and trading.',
        ],
      ),
    },
    {
      slug: 'citibank',
      country: 'US',
      name: 'Citibank',
      url: 'https://www.citi.com',
      alternativeHostnames: ['citigroup.com', 'citibank.com'],
      stocks: [{ market: 'NYSE', symbol: 'C', isPrimary: true }],
      kinds: ['universal', 'retail', 'investment', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Citibank is the main bank of Citigroup, founded in New York in 1812 and still headquartered there. Its strength lies in serving multinational companies and institutions across many countries.',
        ],
        [
          'Personal banking',
          'In the United States, Citi offers credit cards nationwide and checking and savings accounts online, with branches concentrated in a few large metropolitan areas.',
        ],
        [
          'Corporate and international',
          'Treasury and trade services move cash and finance trade for companies in many markets, alongside investment banking, securities services and markets.',
        ],
        [
          'Private banking',
          'Citi Private Bank works with ultra-wealthy individuals and family offices on lending, investments and custody.',
        ],
      ),
    },
    {
      slug: 'wells-fargo',
      country: 'US',
      name: 'Wells Fargo',
      url: 'https://www.wellsfargo.com',
      stocks: [{ market: 'NYSE', symbol: 'WFC', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Wells Fargo traces its roots to an express and banking company founded in San Francisco in 1852. Today it is one of the large American banks, with a strong focus on consumers and middle-market companies inside the United States.',
        ],
        [
          'Personal banking',
          'A large branch and ATM network spans much of the country, supported by online and mobile banking. Checking, savings, credit cards, mortgages and personal loans make up the core offer.',
        ],
        [
          'Small business and commercial',
          'Small business owners can open accounts, borrow and accept card payments, while commercial and corporate clients use lending, treasury management and investment banking.',
        ],
        [
          'Investing',
          'Wells Fargo Advisors offers brokerage and financial advice, and self-directed investing is available online.',
        ],
      ),
    },
    {
      slug: 'us-bank',
      country: 'US',
      name: 'U.S. Bank',
      url: 'https://www.usbank.com',
      stocks: [{ market: 'NYSE', symbol: 'USB', isPrimary: true }],
      kinds: ['universal', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'U.S. Bank is the principal subsidiary of U.S. Bancorp, headquartered in Minneapolis. Its branches cover much of the Midwest and the West, a footprint extended into California by the purchase of MUFG Union Bank.',
        ],
        [
          'Personal banking',
          'Consumers get checking, savings, credit cards, mortgages and auto loans in branches or through a full-featured mobile app.',
        ],
        [
          'Payments',
          'Payment processing is a large part of the business: Elavon, its merchant acquiring arm, handles card acceptance for merchants in North America and Europe, and the bank issues corporate and government payment cards.',
        ],
        [
          'Business and wealth',
          'Companies use treasury management, commercial lending and corporate trust services, and private wealth management serves affluent clients.',
        ],
      ),
    },
    {
      slug: 'pnc',
      country: 'US',
      name: 'PNC Bank',
      url: 'https://www.pnc.com',
      stocks: [{ market: 'NYSE', symbol: 'PNC', isPrimary: true }],
      kinds: ['universal', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'PNC Bank is the bank of The PNC Financial Services Group, headquartered in Pittsburgh, Pennsylvania. The acquisition of BBVA USA gave it a presence from coast to coast, including Texas, Arizona and California.',
        ],
        [
          'Personal banking',
          'Virtual Wallet, its digital checking and savings package, groups spending, reserve and growth accounts with budgeting tools. Branches, credit cards, mortgages and auto loans complete the offer.',
        ],
        [
          'Business banking',
          'Small businesses and large corporates use PNC for loans, treasury management and payments, and its asset-based lending and real estate finance teams work nationally.',
        ],
        [
          'Wealth management',
          'PNC Private Bank provides investment management, trust and estate services to affluent clients.',
        ],
      ),
    },
    {
      slug: 'truist',
      country: 'US',
      name: 'Truist',
      url: 'https://www.truist.com',
      stocks: [{ market: 'NYSE', symbol: 'TFC', isPrimary: true }],
      kinds: ['universal', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'Truist was formed in 2019 by the merger of BB&T and SunTrust and is headquartered in Charlotte, North Carolina. Its branches are concentrated in the Southeast and Mid-Atlantic.',
        ],
        [
          'Personal banking',
          'Consumers in its footprint use branches and the Truist app for checking, savings, credit cards, mortgages and home equity lines, and a digital-only checking account is offered as well.',
        ],
        [
          'Commercial and wholesale banking',
          'Middle-market and large companies use commercial lending, treasury management and the investment banking services of Truist Securities.',
        ],
        [
          'Wealth',
          'Truist Wealth offers investment management, private banking and trust services for individuals and families.',
        ],
      ),
    },
    {
      slug: 'capital-one',
      country: 'US',
      name: 'Capital One',
      url: 'https://www.capitalone.com',
      alternativeHostnames: ['discover.com'],
      stocks: [{ market: 'NYSE', symbol: 'COF', isPrimary: true }],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Capital One, based in McLean, Virginia, grew from a credit card company into a national bank. In 2025 it acquired Discover Financial Services, merging Discover Bank into Capital One and taking over the Discover, Pulse and Diners Club payment networks.',
        ],
        [
          'Digital banking',
          'Its 360 checking and savings accounts are opened and run online or in the app, and the Discover brand continues to offer online savings alongside its cards. Customers can also visit a limited number of branches and Capital One Cafés in selected cities.',
        ],
        [
          'Cards and lending',
          'Credit cards under both the Capital One and Discover names are the core of the business, together with auto loans through dealerships.',
        ],
        [
          'Business banking',
          'Small business accounts and cards are offered nationally, and commercial banking serves mid-sized companies in selected industries.',
        ],
      ),
    },
    // United States: regional banks
    {
      slug: 'citizens',
      country: 'US',
      name: 'Citizens Bank',
      url: 'https://www.citizensbank.com',
      alternativeHostnames: ['citizensaccess.com'],
      stocks: [{ market: 'NYSE', symbol: 'CFG', isPrimary: true }],
      kinds: ['regional', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Citizens Bank, founded in 1828 and headquartered in Providence, Rhode Island, is the bank of Citizens Financial Group. Its branches stretch across New England, the Mid-Atlantic and parts of the Midwest.',
        ],
        [
          'Personal banking',
          'Branch customers get checking, savings, mortgages, home equity lines and student loans. Citizens Access, its online-only savings brand, accepts deposits from across the country.',
        ],
        [
          'Business and private banking',
          'Commercial clients use lending, treasury services and capital markets advice, and Citizens Private Bank serves wealthy individuals and innovation-economy businesses.',
        ],
      ),
    },
    {
      slug: 'fifth-third',
      country: 'US',
      name: 'Fifth Third Bank',
      url: 'https://www.53.com',
      stocks: [{ market: 'NASDAQ', symbol: 'FITB', isPrimary: true }],
      kinds: ['regional', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'Fifth Third Bank is a Cincinnati-based regional bank whose unusual name comes from the merger of the Third National Bank and the Fifth National Bank. It operates in the Midwest and the Southeast.',
        ],
        [
          'Personal banking',
          'Households use its branches and app for checking, savings, mortgages, home equity and auto loans.',
        ],
        [
          'Commercial banking',
          'Treasury management and embedded payments for companies are a particular focus, alongside commercial lending and capital markets services for mid-sized businesses.',
        ],
        ['Wealth', 'Wealth and asset management teams advise individuals, families and institutions.'],
      ),
    },
    {
      slug: 'huntington',
      country: 'US',
      name: 'Huntington National Bank',
      url: 'https://www.huntington.com',
      stocks: [{ market: 'NASDAQ', symbol: 'HBAN', isPrimary: true }],
      kinds: ['regional', 'retail'],
      description: sections(
        [
          'Overview',
          'Huntington National Bank, founded in 1866, is headquartered in Columbus, Ohio. Its branch network is strongest across the Midwest.',
        ],
        [
          'Personal banking',
          'Huntington has built its consumer offer around features meant to soften overdrafts, such as a grace period to cover a shortfall before a charge applies, and early access to direct deposits.',
        ],
        [
          'Business banking',
          'It is an active lender to small businesses, including through government-guaranteed small business loans, and serves commercial clients with lending, equipment finance and treasury management.',
        ],
      ),
    },
    {
      slug: 'mt-bank',
      country: 'US',
      name: 'M&T Bank',
      url: 'https://www.mtb.com',
      stocks: [{ market: 'NYSE', symbol: 'MTB', isPrimary: true }],
      kinds: ['regional', 'retail', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'M&T Bank, originally the Manufacturers and Traders Trust Company, was founded in Buffalo, New York, in 1856 and is still headquartered there. Its branches cover the Northeast and Mid-Atlantic, including New England since it acquired People’s United.',
        ],
        [
          'Community and business banking',
          'It is known as a relationship-driven lender to local businesses and commercial real estate owners, and offers everyday checking, savings, mortgages and loans to households.',
        ],
        [
          'Trust and wealth',
          'Wilmington Trust, part of M&T, provides wealth management, fiduciary and corporate trust services for wealthy families and institutions.',
        ],
      ),
    },
    {
      slug: 'first-citizens',
      country: 'US',
      name: 'First Citizens Bank',
      url: 'https://www.firstcitizens.com',
      stocks: [{ market: 'NASDAQ', symbol: 'FCNCA', isPrimary: true }],
      kinds: ['regional', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'First Citizens Bank is a family-led bank headquartered in Raleigh, North Carolina. It has grown through acquisitions, notably of CIT Group and of Silicon Valley Bank after that bank’s failure in 2023.',
        ],
        [
          'Personal banking',
          'Branches in many states offer checking, savings, mortgages and wealth management, and a direct bank collects online savings nationwide.',
        ],
        [
          'Innovation and commercial banking',
          'Silicon Valley Bank continues as a division of First Citizens, banking venture-backed technology and life-science companies and their investors. Commercial finance teams also provide equipment, factoring and rail finance.',
        ],
      ),
    },
    {
      slug: 'city-national',
      country: 'US',
      name: 'City National Bank',
      url: 'https://www.cnb.com',
      kinds: ['private-wealth', 'business', 'regional'],
      description: sections(
        [
          'Overview',
          'City National Bank was founded in Beverly Hills in 1954 and is headquartered in Los Angeles. It is owned by Royal Bank of Canada and forms RBC’s main banking business in the United States.',
        ],
        [
          'Private banking',
          'It focuses on affluent individuals, business owners and professionals, combining private banking with investment management and trust services.',
        ],
        [
          'Business banking',
          'Middle-market companies and professional firms use its lending and treasury management, and it has long-standing teams for the entertainment industry.',
        ],
        [
          'Locations',
          'Offices are concentrated in California and a number of other major metropolitan areas such as New York, Nashville and Miami.',
        ],
      ),
    },
    // United States: custody, wealth and investment banks
    {
      slug: 'goldman-sachs',
      country: 'US',
      name: 'Goldman Sachs Bank USA (Marcus)',
      url: 'https://www.marcus.com',
      alternativeHostnames: ['goldmansachs.com'],
      stocks: [{ market: 'NYSE', symbol: 'GS', isPrimary: true }],
      kinds: ['investment', 'private-wealth', 'retail'],
      description: sections(
        [
          'Overview',
          'Goldman Sachs Bank USA is the New York-chartered bank of The Goldman Sachs Group, the investment bank headquartered in New York City.',
        ],
        [
          'Online savings',
          'Under the Marcus brand it offers online savings accounts and certificates of deposit to consumers, with no branches; everything is handled on the web and in the app.',
        ],
        [
          'Private wealth',
          'Goldman Sachs Private Wealth Management serves ultra-high-net-worth families, and the bank lends to these clients against their portfolios and other assets.',
        ],
        [
          'Corporate banking',
          'Companies use the bank for lending and transaction banking, including cash management and payments through its platform for corporate treasurers.',
        ],
      ),
    },
    {
      slug: 'morgan-stanley',
      country: 'US',
      name: 'Morgan Stanley Private Bank',
      url: 'https://www.morganstanley.com',
      alternativeHostnames: ['etrade.com'],
      stocks: [{ market: 'NYSE', symbol: 'MS', isPrimary: true }],
      kinds: ['private-wealth', 'investment', 'online-broker'],
      description: sections(
        [
          'Overview',
          'Morgan Stanley Private Bank is one of the national banks of Morgan Stanley, the New York investment bank and wealth manager. It exists mainly to serve the firm’s wealth management clients.',
        ],
        [
          'Wealth management',
          'Clients of Morgan Stanley financial advisors use it for mortgages, securities-based loans and cash management alongside their investment accounts.',
        ],
        [
          'Online brokerage',
          'Morgan Stanley owns E*TRADE, the online brokerage for self-directed investors and traders, whose customers can keep checking and savings accounts with the bank.',
        ],
      ),
    },
    {
      slug: 'charles-schwab',
      country: 'US',
      name: 'Charles Schwab Bank',
      url: 'https://www.schwab.com',
      stocks: [{ market: 'NYSE', symbol: 'SCHW', isPrimary: true }],
      kinds: ['online-broker', 'retail'],
      description: sections(
        [
          'Overview',
          'Charles Schwab Bank is the banking arm of The Charles Schwab Corporation, the brokerage firm headquartered in Westlake, Texas. Schwab absorbed TD Ameritrade and its thinkorswim trading platform.',
        ],
        [
          'Investing',
          'Schwab is above all an online and branch-based broker: self-directed investors trade stocks, ETFs, options and futures, and advisory services are available for those who want help.',
        ],
        [
          'Banking for investors',
          'The bank offers a checking account linked to a brokerage account, savings, mortgages and pledged-asset lines, so investors can run everyday money next to their portfolio.',
        ],
        ['Advisors', 'Independent investment advisors use Schwab as custodian for their clients’ assets.'],
      ),
    },
    {
      slug: 'northern-trust',
      country: 'US',
      name: 'Northern Trust',
      url: 'https://www.northerntrust.com',
      stocks: [{ market: 'NASDAQ', symbol: 'NTRS', isPrimary: true }],
      kinds: ['private-wealth', 'business'],
      description: sections(
        [
          'Overview',
          'Northern Trust was founded in Chicago in 1889 and remains headquartered there. It does not run a mass-market retail bank; its clients are wealthy families and large institutions.',
        ],
        [
          'Wealth management',
          'Individuals and family offices use it for private banking, investment management, trust and estate administration, and family office services.',
        ],
        [
          'Asset servicing',
          'Pension funds, sovereign wealth funds, insurers and fund managers hire it for custody, fund administration and related services around the world.',
        ],
      ),
    },
    {
      slug: 'bny',
      country: 'US',
      name: 'BNY',
      url: 'https://www.bny.com',
      alternativeHostnames: ['bnymellon.com'],
      stocks: [{ market: 'NYSE', symbol: 'BK', isPrimary: true }],
      kinds: ['business', 'investment'],
      description: sections(
        [
          'Overview',
          'BNY, known until 2024 as BNY Mellon, descends from the Bank of New York, founded in 1784 by Alexander Hamilton. Headquartered in New York City, it is a bank for institutions rather than for households.',
        ],
        [
          'Custody and securities services',
          'Asset managers, pension funds and other banks use it to hold and administer securities, run funds and process collateral, and its Pershing business provides clearing and custody to broker-dealers and advisors.',
        ],
        [
          'Treasury and digital assets',
          'Companies use it for treasury services and payments, and it has offered custody of digital assets to institutional clients.',
        ],
        [
          'Wealth',
          'BNY Wealth serves high-net-worth individuals and families with private banking and investment management.',
        ],
      ),
    },
    // United States: online banks and neobanks
    {
      slug: 'ally',
      country: 'US',
      name: 'Ally Bank',
      url: 'https://www.ally.com',
      stocks: [{ market: 'NYSE', symbol: 'ALLY', isPrimary: true }],
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'Ally Bank is the bank of Ally Financial, the Detroit-based company that began as GMAC, General Motors’ financing arm. It has no branches and serves customers entirely online and by phone.',
        ],
        [
          'Digital banking',
          'Savings accounts with goal-based buckets, checking, money market accounts and certificates of deposit are managed in the Ally app or website, with access to a large network of partner ATMs.',
        ],
        [
          'Auto finance',
          'Car loans and leases arranged through dealerships across the country remain its largest lending business, and it also finances dealer inventories.',
        ],
        ['Investing', 'Ally Invest lets customers trade or use managed portfolios next to their bank accounts.'],
      ),
    },
    {
      slug: 'sofi',
      country: 'US',
      name: 'SoFi Bank',
      url: 'https://www.sofi.com',
      stocks: [{ market: 'NASDAQ', symbol: 'SOFI', isPrimary: true }],
      kinds: ['neobank', 'online-broker', 'crypto-friendly'],
      description: sections(
        [
          'Overview',
          'SoFi started in 2011 by refinancing student loans and obtained a national bank charter in 2022, creating SoFi Bank. The group is based in San Francisco and serves members through an app, with no branches.',
        ],
        [
          'Banking in one app',
          'A combined checking and savings account sits next to personal loans, student loan refinancing, mortgages and credit cards, all run from the same app.',
        ],
        [
          'Investing and crypto',
          'SoFi Invest offers self-directed trading and automated portfolios. In late 2025 SoFi Bank began letting members buy, sell and hold cryptocurrencies such as bitcoin and ether directly in the app, making it one of the first nationally chartered US banks to do so.',
        ],
        [
          'Technology platform',
          'Through Galileo and Technisys, SoFi also supplies card processing and core banking software to other fintech companies and banks.',
        ],
      ),
    },
    {
      slug: 'varo',
      country: 'US',
      name: 'Varo Bank',
      url: 'https://www.varomoney.com',
      kinds: ['neobank'],
      description: sections(
        [
          'Overview',
          'Varo Bank became, in 2020, the first app-only consumer fintech to receive its own national bank charter in the United States. It has no branches.',
        ],
        [
          'Digital banking',
          'Customers open and manage a bank account, a savings account and a debit card in the mobile app, with early access to direct-deposit paychecks.',
        ],
        [
          'Credit building',
          'It focuses on people with modest incomes or thin credit files, offering small cash advances and a secured card designed to help build a credit history.',
        ],
      ),
    },
    {
      slug: 'axos',
      country: 'US',
      name: 'Axos Bank',
      url: 'https://www.axosbank.com',
      stocks: [{ market: 'NYSE', symbol: 'AX', isPrimary: true }],
      kinds: ['neobank', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'Axos Bank opened in 2000 as Bank of Internet USA, one of the early branchless banks in the country. It serves consumers and businesses nationwide online and by phone.',
        ],
        [
          'Personal banking',
          'Checking, savings, money market accounts and mortgages are handled online, and Axos Invest offers self-directed and managed investing.',
        ],
        [
          'Business and specialty lending',
          'Business checking and treasury services sit next to specialty lending such as commercial real estate, lender finance and custody banking for independent advisors.',
        ],
      ),
    },
    {
      slug: 'live-oak',
      country: 'US',
      name: 'Live Oak Bank',
      url: 'https://www.liveoakbank.com',
      stocks: [{ market: 'NYSE', symbol: 'LOB', isPrimary: true }],
      kinds: ['business', 'retail'],
      description: sections(
        [
          'Overview',
          'Live Oak Bank, founded in 2008 in Wilmington, North Carolina, is a small business lender that operates nationally without a traditional branch network.',
        ],
        [
          'Small business lending',
          'It is among the most active lenders under the Small Business Administration’s loan programs and also makes USDA-guaranteed rural loans. Teams specialize in particular industries, such as veterinary practices, pharmacies, self-storage and agriculture.',
        ],
        [
          'Deposits',
          'Businesses and individuals anywhere in the country can open savings accounts and certificates of deposit online, and business checking is available as well.',
        ],
      ),
    },
    // United States: crypto-friendly banks
    {
      slug: 'customers-bank',
      country: 'US',
      name: 'Customers Bank',
      url: 'https://www.customersbank.com',
      stocks: [{ market: 'NYSE', symbol: 'CUBI', isPrimary: true }],
      kinds: ['crypto-friendly', 'business', 'regional'],
      description: sections(
        [
          'Overview',
          'Customers Bank is a Pennsylvania-based commercial bank owned by Customers Bancorp. Most of its business is with companies rather than households.',
        ],
        [
          'Crypto and payments',
          'It is one of the few US banks that openly bank digital asset exchanges, market makers and other crypto firms. Its CBIT platform, a blockchain-based instant payment system, lets those commercial clients move US dollars among themselves around the clock.',
        ],
        [
          'Commercial banking',
          'Specialized teams serve venture-backed companies, fund finance, equipment finance, real estate and mortgage companies across the country.',
        ],
        [
          'Personal banking',
          'A small number of branches in the Northeast and online accounts serve individuals as well.',
        ],
      ),
    },
    {
      slug: 'cross-river',
      country: 'US',
      name: 'Cross River Bank',
      url: 'https://www.crossriver.com',
      kinds: ['business', 'crypto-friendly'],
      description: sections(
        [
          'Overview',
          'Cross River Bank is a privately held, state-chartered bank headquartered in Fort Lee, New Jersey, founded in 2008.',
        ],
        [
          'Banking as a service',
          'Rather than serving the public directly, it provides the bank charter, lending and payment infrastructure behind many consumer fintech apps and online lenders, which offer loans, cards and payments through it.',
        ],
        [
          'Crypto and payments',
          'It has provided real-time payments and dollar accounts to cryptocurrency companies, and its technology supports instant payment rails for its fintech partners.',
        ],
      ),
    },
    {
      slug: 'anchorage-digital',
      country: 'US',
      name: 'Anchorage Digital Bank',
      url: 'https://www.anchorage.com',
      kinds: ['crypto-friendly', 'business'],
      description: sections(
        [
          'Overview',
          'Anchorage Digital Bank became the first federally chartered digital asset bank in the United States when the Office of the Comptroller of the Currency granted it a national trust charter in 2021.',
        ],
        [
          'Crypto custody',
          'It holds cryptocurrencies and tokens in regulated custody for institutions such as asset managers, exchange-traded fund issuers, corporations and governments. Clients can also stake assets and take part in network governance from custody.',
        ],
        [
          'Stablecoins and settlement',
          'The bank issues and manages stablecoins for partners and provides settlement services between institutions trading digital assets.',
        ],
        [
          'Who it serves',
          'It serves institutional clients only; it does not offer checking accounts or loans to the public.',
        ],
      ),
    },
    // United States: credit unions and member-owned banks
    {
      slug: 'navy-federal',
      country: 'US',
      name: 'Navy Federal Credit Union',
      url: 'https://www.navyfederal.org',
      kinds: ['credit-union', 'cooperative', 'retail'],
      description: sections(
        [
          'Overview',
          'Navy Federal Credit Union was founded in 1933 and is based in Vienna, Virginia. It is owned by its members, who all have a connection to the US military.',
        ],
        [
          'Membership',
          'Active-duty service members of every branch, veterans, Department of Defense civilians and their families can join.',
        ],
        [
          'Products for military families',
          'Members get checking and savings accounts, credit cards, auto loans, personal loans and mortgages, including VA home loans, with features built around deployments and relocations.',
        ],
        [
          'Where to bank',
          'Branches sit near military installations in the United States and abroad, and most members also bank through the app.',
        ],
      ),
    },
    {
      slug: 'penfed',
      country: 'US',
      name: 'PenFed Credit Union',
      url: 'https://www.penfed.org',
      kinds: ['credit-union', 'cooperative', 'retail'],
      description: sections(
        [
          'Overview',
          'PenFed, short for Pentagon Federal Credit Union, was founded in 1935 to serve War Department employees and is headquartered in McLean, Virginia.',
        ],
        [
          'Membership',
          'Although rooted in the military community, membership is open to anyone in the United States, making it a nationwide credit union.',
        ],
        [
          'Loans and cards',
          'It is best known for auto loans, mortgages and credit cards offered nationally, and also provides savings accounts, certificates and checking.',
        ],
        [
          'How to bank',
          'Most members bank online and in the app, with a limited number of branches, several of them near military bases.',
        ],
      ),
    },
    {
      slug: 'usaa',
      country: 'US',
      name: 'USAA Federal Savings Bank',
      url: 'https://www.usaa.com',
      kinds: ['retail', 'savings'],
      description: sections(
        [
          'Overview',
          'USAA Federal Savings Bank belongs to USAA, a San Antonio, Texas based group founded in 1922 by army officers to insure one another. It serves people who have served in the US military and their families.',
        ],
        [
          'Eligibility',
          'Active-duty members, veterans who were honorably discharged, cadets and midshipmen, and eligible family members can become customers.',
        ],
        [
          'Banking at a distance',
          'Designed for people who move often, it operates almost entirely through its app, website and phone, with very few physical locations. Checking, savings, credit cards, auto loans and VA mortgages are offered.',
        ],
        [
          'Insurance',
          'Many customers combine their bank accounts with USAA auto, home and life insurance from the same group.',
        ],
      ),
    },
    {
      slug: 'secu',
      country: 'US',
      name: 'State Employees’ Credit Union',
      url: 'https://www.ncsecu.org',
      kinds: ['credit-union', 'cooperative', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'State Employees’ Credit Union (SECU) was founded in 1937 and is headquartered in Raleigh, North Carolina. It is a not-for-profit cooperative owned by its members.',
        ],
        ['Membership', 'It serves North Carolina state employees, public school employees and their families.'],
        [
          'Branches and products',
          'Members use an extensive branch network in every corner of North Carolina for checking, savings, mortgages, auto loans and credit cards.',
        ],
        [
          'Community',
          'Through the SECU Foundation, members support scholarships, housing and health projects in communities across the state.',
        ],
      ),
    },
    {
      slug: 'becu',
      country: 'US',
      name: 'BECU',
      url: 'https://www.becu.org',
      kinds: ['credit-union', 'cooperative', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'BECU was founded in 1935 as the Boeing Employees’ Credit Union and is headquartered in Tukwila, Washington. It is member-owned and not-for-profit.',
        ],
        [
          'Membership',
          'Boeing employees can join wherever they work, and membership is also open to people who live, work or study in Washington state and some neighboring areas.',
        ],
        [
          'Personal banking',
          'Members bank at branches in the Puget Sound region and elsewhere in Washington, or online, for checking, savings, mortgages, auto loans and credit cards.',
        ],
      ),
    },
    {
      slug: 'alliant',
      country: 'US',
      name: 'Alliant Credit Union',
      url: 'https://www.alliantcreditunion.org',
      kinds: ['credit-union', 'cooperative', 'neobank'],
      description: sections(
        [
          'Overview',
          'Alliant Credit Union is a Chicago-based, member-owned credit union founded in 1935 by United Airlines employees.',
        ],
        [
          'Digital-first banking',
          'It operates mostly without branches: members open accounts, deposit checks and apply for loans online and in the app, and use a large network of surcharge-free ATMs.',
        ],
        [
          'Membership',
          'People anywhere in the United States can join, for example through a partner charity or by living or working near its headquarters.',
        ],
        [
          'Products',
          'High-yield savings, checking, certificates, auto loans, mortgages and credit cards are offered nationwide.',
        ],
      ),
    },
    {
      slug: 'golden-1',
      country: 'US',
      name: 'Golden 1 Credit Union',
      url: 'https://www.golden1.com',
      kinds: ['credit-union', 'cooperative', 'retail', 'regional'],
      description: sections(
        [
          'Overview',
          'Golden 1 Credit Union is a member-owned credit union founded in 1933 by California state employees and headquartered in Sacramento.',
        ],
        [
          'Membership',
          'Once limited to state workers, it is now open to people who live or work in most of California.',
        ],
        [
          'Banking across California',
          'Branches throughout the state and a mobile app offer checking, savings, auto loans, mortgages and credit cards. Its name is familiar to many Californians from the Golden 1 Center arena in Sacramento.',
        ],
      ),
    },
    // United States: mission-driven, sustainable and Islamic banking
    {
      slug: 'amalgamated',
      country: 'US',
      name: 'Amalgamated Bank',
      url: 'https://www.amalgamatedbank.com',
      stocks: [{ market: 'NASDAQ', symbol: 'AMAL', isPrimary: true }],
      kinds: ['sustainable', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'Amalgamated Bank was founded in New York City in 1923 by the Amalgamated Clothing Workers of America, a garment workers’ union. It still positions itself as a bank for working people and progressive causes.',
        ],
        [
          'Whom it serves',
          'Labor unions, nonprofits, foundations, political campaigns and advocacy groups make up much of its client base, alongside individuals who want their bank to share their values.',
        ],
        [
          'Sustainability',
          'It is a certified B Corporation and a member of the Global Alliance for Banking on Values, does not lend to fossil fuel companies, and finances renewable energy and climate solutions.',
        ],
        ['Personal banking', 'Individuals can open checking and savings accounts online or at branches in New York.'],
      ),
    },
    {
      slug: 'beneficial-state',
      country: 'US',
      name: 'Beneficial State Bank',
      url: 'https://www.beneficialstate.com',
      kinds: ['sustainable', 'retail', 'business', 'development'],
      description: sections(
        [
          'Overview',
          'Beneficial State Bank is a community development bank founded in 2007 and headquartered in Oakland, California. It is owned by the nonprofit Beneficial State Foundation, so profits serve its mission rather than private shareholders.',
        ],
        [
          'Social and environmental banking',
          'It lends to affordable housing, small businesses in underserved neighborhoods, nonprofits and clean energy projects, and does not finance fossil fuel extraction. It is a certified B Corporation and a member of the Global Alliance for Banking on Values.',
        ],
        [
          'Personal and business banking',
          'Individuals and businesses use branches in California, Oregon and Washington, or bank online, for everyday accounts and loans.',
        ],
      ),
    },
    {
      slug: 'self-help',
      country: 'US',
      name: 'Self-Help Credit Union',
      url: 'https://www.self-help.org',
      kinds: ['credit-union', 'development', 'sustainable', 'cooperative'],
      description: sections(
        [
          'Overview',
          'Self-Help Credit Union is a community development credit union based in Durham, North Carolina, part of the Self-Help network of nonprofit lenders.',
        ],
        [
          'Mission',
          'It aims to build ownership and economic opportunity for people and communities that mainstream banks underserve, including families of color, rural communities and low-wealth households.',
        ],
        [
          'Lending',
          'It makes home loans to first-time buyers, small business loans, and loans for charter schools, child care centers, community facilities and affordable housing.',
        ],
        [
          'Members',
          'Members bank at branches in North Carolina and neighboring states, while a sister federal credit union serves members in California and other states.',
        ],
      ),
    },
    {
      slug: 'university-bank',
      country: 'US',
      name: 'University Bank (UIF)',
      url: 'https://www.university-bank.com',
      kinds: ['islamic', 'retail'],
      description: sections(
        [
          'Overview',
          'University Bank is a small community bank in Ann Arbor, Michigan. Through its subsidiary UIF Corporation, formerly University Islamic Financial, it was among the first US banks to offer Islamic banking.',
        ],
        [
          'Islamic finance',
          'UIF offers Sharia-compliant home financing that avoids interest, using lease-to-own and cost-plus sale structures overseen by a Sharia supervisory board, and profit-sharing deposit accounts.',
        ],
        [
          'Where it lends',
          'Its Islamic home financing is available in a number of states beyond Michigan, while the community bank serves local customers around Ann Arbor.',
        ],
      ),
    },
    {
      slug: 'cobank',
      country: 'US',
      name: 'CoBank',
      url: 'https://www.cobank.com',
      kinds: ['cooperative', 'business', 'development'],
      description: sections(
        [
          'Overview',
          'CoBank is a cooperative bank headquartered in the Denver area of Colorado and part of the Farm Credit System, the network of lenders set up by Congress to support rural America.',
        ],
        [
          'Members and ownership',
          'It is owned by its borrowers, which include agricultural cooperatives, rural utilities and affiliated Farm Credit associations.',
        ],
        [
          'Rural and agricultural finance',
          'It lends to agribusinesses, farmer-owned cooperatives, rural electric, water and communications providers, and funds the Farm Credit associations that make loans to farmers and ranchers in many states.',
        ],
        [
          'Who it serves',
          'It does not offer accounts to the general public; individual farmers borrow through their local Farm Credit association.',
        ],
      ),
    },
    // Canada: the big six
    {
      slug: 'rbc',
      country: 'CA',
      name: 'RBC Royal Bank',
      url: 'https://www.rbcroyalbank.com',
      alternativeHostnames: ['rbc.com'],
      stocks: [
        { market: 'TSX', symbol: 'RY', isPrimary: true },
        { market: 'NYSE', symbol: 'RY', isPrimary: false },
      ],
      kinds: ['universal', 'retail', 'investment', 'private-wealth'],
      description: sections(
        [
          'Overview',
          'Royal Bank of Canada, which operates as RBC, was founded in Halifax in 1864 and is headquartered in Toronto. It is one of Canada’s big six banks, and in 2024 it acquired HSBC Bank Canada.',
        ],
        [
          'Personal banking',
          'RBC Royal Bank serves Canadians through branches in every province and the RBC mobile app, with accounts, credit cards, mortgages and the Avion rewards program.',
        ],
        [
          'Wealth and capital markets',
          'RBC Wealth Management, including the online broker RBC Direct Investing, serves investors, and RBC Capital Markets provides investment banking and trading for companies and institutions.',
        ],
        [
          'International',
          'Outside Canada it owns City National Bank in the United States and has operations in the Caribbean and other wealth centers.',
        ],
      ),
    },
    {
      slug: 'td',
      country: 'CA',
      name: 'TD Bank Group',
      url: 'https://www.td.com',
      stocks: [
        { market: 'TSX', symbol: 'TD', isPrimary: true },
        { market: 'NYSE', symbol: 'TD', isPrimary: false },
      ],
      kinds: ['universal', 'retail', 'online-broker'],
      description: sections(
        [
          'Overview',
          'The Toronto-Dominion Bank, known as TD, is one of Canada’s big six banks and is headquartered in Toronto. It was formed in 1955 by the merger of the Bank of Toronto and The Dominion Bank.',
        ],
        [
          'Personal banking',
          'In Canada its retail bank operates as TD Canada Trust, with branches across the country, the TD app, credit cards, mortgages and insurance.',
        ],
        [
          'Investing',
          'TD Direct Investing offers self-directed trading for Canadians, and TD Wealth provides advice and private banking.',
        ],
        [
          'United States',
          'Through TD Bank, N.A., the group also runs a large retail bank along the US East Coast, and TD Securities serves corporate and institutional clients.',
        ],
      ),
    },
    {
      slug: 'scotiabank',
      country: 'CA',
      name: 'Scotiabank',
      url: 'https://www.scotiabank.com',
      stocks: [
        { market: 'TSX', symbol: 'BNS', isPrimary: true },
        { market: 'NYSE', symbol: 'BNS', isPrimary: false },
      ],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'The Bank of Nova Scotia, known as Scotiabank, was founded in Halifax in 1832 and is headquartered in Toronto. It is one of Canada’s big six banks.',
        ],
        [
          'Personal banking',
          'Canadians use its branches and app for accounts, credit cards and mortgages, and can earn points in the Scene+ loyalty program. It also owns the digital bank Tangerine.',
        ],
        [
          'International',
          'It is the most internationally oriented of the big Canadian banks, with significant operations in Mexico, Chile and Peru as well as in the Caribbean and Central America.',
        ],
        [
          'Wealth and corporate banking',
          'Scotia Wealth Management and the online broker Scotia iTRADE serve investors, and Scotiabank Global Banking and Markets serves corporations and institutions.',
        ],
      ),
    },
    {
      slug: 'bmo',
      country: 'CA',
      name: 'BMO Bank of Montreal',
      url: 'https://www.bmo.com',
      stocks: [
        { market: 'TSX', symbol: 'BMO', isPrimary: true },
        { market: 'NYSE', symbol: 'BMO', isPrimary: false },
      ],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Bank of Montreal, now branded BMO, was founded in Montreal in 1817, making it Canada’s oldest bank. Its head office is in Montreal and its operational headquarters in Toronto.',
        ],
        [
          'Personal banking',
          'BMO serves Canadians through branches nationwide and its app, with accounts, credit cards, mortgages and the self-directed broker BMO InvestorLine.',
        ],
        [
          'United States',
          'BMO has a large US bank based in Chicago, built on the former Harris Bank and expanded into the West by the purchase of Bank of the West.',
        ],
        [
          'Commercial and capital markets',
          'Commercial banking for mid-sized companies and BMO Capital Markets for corporations and institutions complete the group.',
        ],
      ),
    },
    {
      slug: 'cibc',
      country: 'CA',
      name: 'CIBC',
      url: 'https://www.cibc.com',
      stocks: [
        { market: 'TSX', symbol: 'CM', isPrimary: true },
        { market: 'NYSE', symbol: 'CM', isPrimary: false },
      ],
      kinds: ['universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Canadian Imperial Bank of Commerce (CIBC) was formed in 1961 by the merger of the Canadian Bank of Commerce and the Imperial Bank of Canada. It is headquartered in Toronto and is one of Canada’s big six banks.',
        ],
        [
          'Personal banking',
          'Its branches and app offer chequing, savings, credit cards, mortgages and self-directed investing through CIBC Investor’s Edge. It also runs Simplii Financial, a separate direct banking brand.',
        ],
        [
          'Commercial and wealth',
          'Commercial banking, private wealth management and CIBC Capital Markets serve businesses, affluent clients and institutions.',
        ],
        [
          'International',
          'In the United States, CIBC Bank USA, based in Chicago, focuses on commercial and private banking, and in the Caribbean the group operates as CIBC Caribbean.',
        ],
      ),
    },
    {
      slug: 'national-bank',
      country: 'CA',
      name: 'National Bank of Canada',
      url: 'https://www.nbc.ca',
      alternativeHostnames: ['bnc.ca'],
      stocks: [{ market: 'TSX', symbol: 'NA', isPrimary: true }],
      kinds: ['universal', 'retail', 'online-broker'],
      description: sections(
        [
          'Overview',
          'National Bank of Canada is headquartered in Montreal and is one of the main banks in Quebec, with roots going back to 1859. Its acquisition of Canadian Western Bank in 2025 broadened its presence in Western Canada.',
        ],
        [
          'Personal and business banking',
          'Individuals and small and medium-sized businesses bank through its branch network, concentrated in Quebec, and its app, in French and English.',
        ],
        [
          'Investing',
          'National Bank Direct Brokerage serves self-directed investors, while National Bank Financial offers wealth advice and capital markets services.',
        ],
        [
          'International',
          'Abroad, it owns ABA Bank in Cambodia and the specialty finance firm Credigy in the United States.',
        ],
      ),
    },
    {
      slug: 'laurentian',
      country: 'CA',
      name: 'Laurentian Bank',
      url: 'https://www.laurentianbank.ca',
      alternativeHostnames: ['banquelaurentienne.ca'],
      stocks: [{ market: 'TSX', symbol: 'LB', isPrimary: true }],
      kinds: ['business', 'regional'],
      description: sections(
        [
          'Overview',
          'Laurentian Bank was founded in Montreal in 1846 and keeps its head office there. It has long been a Quebec retail bank, but it has been exiting retail and small business banking to become a specialized commercial lender.',
        ],
        [
          'Commercial lending',
          'Its focus is commercial real estate lending, inventory financing for dealers of vehicles and equipment, and equipment financing, for clients across Canada and in the United States.',
        ],
        [
          'Ownership',
          'In late 2025 it agreed to be acquired by Fairstone Bank, with its retail and small business portfolios going to National Bank of Canada.',
        ],
      ),
    },
    // Canada: cooperatives, credit unions and digital banks
    {
      slug: 'desjardins',
      country: 'CA',
      name: 'Desjardins Group',
      url: 'https://www.desjardins.com',
      kinds: ['cooperative', 'credit-union', 'universal', 'retail'],
      description: sections(
        [
          'Overview',
          'Desjardins Group is the largest financial cooperative in North America, founded by Alphonse Desjardins in Lévis, Quebec, in 1900 and still headquartered there.',
        ],
        [
          'Members and ownership',
          'It is a federation of local caisses populaires owned by their members, who elect their boards; part of the surplus is returned to members and communities.',
        ],
        [
          'Banking in Quebec and Ontario',
          'Members bank at caisses across Quebec and in Ontario, online and in the app, with accounts, mortgages, credit cards and business services in French and English.',
        ],
        [
          'Insurance and investing',
          'The group also sells home, auto and life insurance, manages investment funds, and offers self-directed trading through Disnat.',
        ],
      ),
    },
    {
      slug: 'vancity',
      country: 'CA',
      name: 'Vancity',
      url: 'https://www.vancity.com',
      kinds: ['credit-union', 'cooperative', 'sustainable', 'regional'],
      description: sections(
        [
          'Overview',
          'Vancity, Vancouver City Savings Credit Union, was founded in Vancouver in 1946. It is a member-owned credit union that presents itself as a values-based financial cooperative.',
        ],
        [
          'Sustainability',
          'It is a member of the Global Alliance for Banking on Values, lends to affordable housing, social enterprises and clean energy, and has set climate targets for its lending. Part of its profits is shared with members and community organizations.',
        ],
        [
          'Personal and business banking',
          'Members bank at branches in Metro Vancouver, the Fraser Valley and on Vancouver Island, or online, with accounts, mortgages and business loans.',
        ],
      ),
    },
    {
      slug: 'eq-bank',
      country: 'CA',
      name: 'EQ Bank',
      url: 'https://www.eqbank.ca',
      alternativeHostnames: ['equitablebank.ca'],
      stocks: [{ market: 'TSX', symbol: 'EQB', isPrimary: true }],
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'EQ Bank is the digital banking platform of Equitable Bank, a Toronto-based Schedule I bank owned by EQB Inc. It has no branches.',
        ],
        [
          'Digital banking',
          'Canadians open and manage everyday and savings accounts, GICs and registered accounts such as TFSAs and RRSPs entirely online or in the app, and can send money abroad through a built-in transfer service.',
        ],
        [
          'Lending',
          'Equitable Bank is known for residential mortgages, including for self-employed borrowers and newcomers, as well as reverse mortgages and commercial real estate loans, often arranged through mortgage brokers.',
        ],
      ),
    },
    {
      slug: 'tangerine',
      country: 'CA',
      name: 'Tangerine',
      url: 'https://www.tangerine.ca',
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'Tangerine is a Toronto-based direct bank owned by Scotiabank. It started in 1997 as ING Direct Canada and took its current name after Scotiabank bought it.',
        ],
        [
          'Digital banking',
          'Without a branch network, customers use the app and website for chequing, savings, GICs, mortgages and credit cards, and can withdraw cash at Scotiabank ATMs in Canada.',
        ],
        [
          'Investing',
          'Tangerine offers ready-made index fund portfolios and globally diversified ETF portfolios for investors who prefer a simple, hands-off approach.',
        ],
      ),
    },
    {
      slug: 'simplii',
      country: 'CA',
      name: 'Simplii Financial',
      url: 'https://www.simplii.com',
      kinds: ['neobank', 'retail'],
      description: sections(
        [
          'Overview',
          'Simplii Financial is the direct banking division of CIBC, launched in 2017 when CIBC took over the banking clients of President’s Choice Financial.',
        ],
        [
          'Digital banking',
          'Accounts are opened and managed online and in the app, with no branches. Customers get chequing, savings, GICs, a credit card and mortgages, and can use CIBC ATMs across Canada.',
        ],
        ['Sending money', 'International money transfers to many countries can be made from the app.'],
      ),
    },
    {
      slug: 'atb',
      country: 'CA',
      name: 'ATB Financial',
      url: 'https://www.atb.com',
      kinds: ['state-owned', 'regional', 'retail', 'business'],
      description: sections(
        [
          'Overview',
          'ATB Financial was created in 1938 as Alberta Treasury Branches, during the Great Depression, and is headquartered in Edmonton. It is a Crown corporation owned by the Province of Alberta and operates only in that province.',
        ],
        [
          'Personal banking',
          'Albertans bank at branches and agencies across the province, including many small towns, or through the app, for accounts, mortgages, credit cards and investments.',
        ],
        [
          'Business and agriculture',
          'Small businesses, larger companies and farmers and ranchers use ATB for loans and accounts, and it has specialist agriculture lending teams.',
        ],
        ['Wealth', 'ATB Wealth provides investment advice and private banking for Albertans.'],
      ),
    },
    {
      slug: 'bdc',
      country: 'CA',
      name: 'BDC – Business Development Bank of Canada',
      url: 'https://www.bdc.ca',
      kinds: ['development', 'business', 'state-owned'],
      description: sections(
        [
          'Overview',
          'The Business Development Bank of Canada (BDC) is a federal Crown corporation headquartered in Montreal, created in 1944 as the Industrial Development Bank. It is devoted entirely to Canadian entrepreneurs.',
        ],
        [
          'Financing for entrepreneurs',
          'It lends to small and medium-sized businesses for purchases of equipment, real estate, technology and acquisitions, often complementing private-sector banks and taking on loans they would not.',
        ],
        [
          'Advice and venture capital',
          'BDC Advisory Services helps businesses with strategy and operations, and BDC Capital invests venture capital and growth equity in Canadian companies and funds.',
        ],
        ['Who it serves', 'It does not offer personal bank accounts; its clients are business owners across Canada.'],
      ),
    },
  ],
};
