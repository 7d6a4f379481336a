// A browser without JavaScript, over fetch: it keeps the session cookie, posts forms as a browser does (same-origin,
// url-encoded) and does not follow redirects, so that a test sees each 303.

/** The value of a form field in a page: the first input with this name. */
export function fieldValue(page: string, name: string): string | undefined {
  const match = new RegExp(`<input[^>]* name="${name}" value="([^"]*)"`).exec(page);
  return match?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

export interface Answer {
  readonly status: number;
  readonly html: string;
  readonly headers: Headers;
}

export class BrowserSession {
  readonly url: string;
  cookie: string | undefined;
  constructor(url: string) {
    this.url = url;
  }

  async get(path: string): Promise<Answer> {
    return this.keep(await fetch(this.url + path, { redirect: 'manual', headers: this.cookieHeader() }));
  }

  /**
   * Posts a form; `csrf: true` adds the session's token read from /account (a page with forms). Pairs send a field
   * several times, as checked checkboxes of one name are.
   */
  async post(
    path: string,
    fields: Record<string, string> | [string, string][],
    options: { csrf?: boolean } = {},
  ): Promise<Answer> {
    const body = new URLSearchParams(fields);
    if (options.csrf ?? true) body.set('_csrf', await this.csrfToken());
    return this.keep(
      await fetch(this.url + path, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          ...this.cookieHeader(),
        },
        body,
      }),
    );
  }

  /** Signs up, then signs in with the same email and password (sign-up signs nobody in); answers the sign-in. */
  async signUpAndIn(email: string, password: string): Promise<Answer> {
    const signUp = await this.post('/signup', { email, password }, { csrf: false });
    if (signUp.status !== 303) throw new Error(`Sign-up of ${email} answered ${signUp.status}.`);
    return this.post('/signin', { email, password }, { csrf: false });
  }

  async csrfToken(): Promise<string> {
    const page = await this.get('/account');
    const token = fieldValue(page.html, '_csrf');
    if (!token) throw new Error(`No CSRF token on /account (status ${page.status}).`);
    return token;
  }

  private cookieHeader(): Record<string, string> {
    return this.cookie ? { cookie: this.cookie } : {};
  }

  private async keep(response: Response): Promise<Answer> {
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    return { status: response.status, html: await response.text(), headers: response.headers };
  }
}

let people = 0;
/**
 * A new person signed up and in on the server at `url`, as `${prefix}N@example.org` (N counting the people this
 * process signed up) with the password "correct horse battery": their session, and the sign-in's answer.
 */
export async function signedUpPerson(
  url: string,
  prefix: string,
): Promise<{ browser: BrowserSession; signIn: Answer }> {
  const browser = new BrowserSession(url);
  const signIn = await browser.signUpAndIn(`${prefix}${++people}@example.org`, 'correct horse battery');
  return { browser, signIn };
}
