// /setup: the owner connects the site to GitHub from a browser, once (docs/go-live.md).
//
// 1. GET /setup asks for the setup code the owner chose at deploy (the SETUP_CODE secret);
//    POST /setup checks it (in constant time; five wrong codes close the page for an hour) and
//    answers with a form that posts the App's manifest to GitHub, with a `state` bound to a
//    session cookie only the right code earns.
// 2. GitHub creates the App and sends the owner to /setup/created with a one-time code and the
//    state; the Worker checks the state, trades the code for the App's credentials
//    (POST /app-manifests/{code}/conversions) and keeps them in KV (SETUP). From then on,
//    /setup answers 404 for good. The owner goes on to GitHub's "install" page.
// 3. GitHub sends the owner to /setup/installed with the installation's id. The Worker, as the
//    App (a JWT signed with its private key), checks that the installation is its own and holds
//    exactly one repository, makes the certificate signing key (Ed25519), commits its public
//    half to app/config/certificate-keys.json through the App, and shows the private half once,
//    with where to paste it. Then every /setup address answers 404.
import { toIsoDay } from "#app/lib/dates.ts";
import {
  type AppCredentials,
  apiHeaders,
  apiUrl,
  appJwt,
  base64url,
  githubUrl,
  KEYS,
  readApp,
  sameSecret,
  type Store,
} from "#host/github-app.ts";
import {
  type Both,
  codeForm,
  escapeHtml,
  paragraphs,
  setupPage,
} from "#host/setup-pages.ts";

export type SetupEnv = {
  SETUP?: Store;
  /** The code that opens /setup, chosen by the owner at deploy (a secret). */
  SETUP_CODE?: string;
  SITE_URL?: string;
  GITHUB_URL?: string;
  /** GitHub's REST API (host/github-app.ts, apiUrl). */
  GITHUB_API_URL?: string;
  /** With draft → review → live, the App also reads commit statuses (the previews' links). */
  EDITORIAL_WORKFLOW?: boolean | string;
};

/**
 * The example in .dev.vars.example, which the Deploy to Cloudflare button shows filled in:
 * anyone can read it in the repository, so it opens nothing.
 */
export const EXAMPLE_SETUP_CODE = "replace-with-a-code-only-you-know";
/** A setup code shorter than this opens nothing: guessing it must be hopeless. */
export const MIN_CODE_LENGTH = 12;
/** Wrong codes allowed in an hour; then /setup refuses every code until the hour is over. */
export const MAX_FAILURES = 5;
const FAILURE_WINDOW_S = 3600;
/** The owner's session: GitHub's manifest code also lasts an hour. */
export const SETUP_COOKIE = "__Host-setup";
const SESSION_S = 3600;
const COOKIE_ATTRIBUTES = "Path=/; HttpOnly; Secure; SameSite=Lax";
/** Where the build reads the certificates' public keys from. */
export const PUBLIC_KEYS_FILE = "app/config/certificate-keys.json";

type Fetch = typeof fetch;

/** What /setup answers where it has nothing: the Worker's own not-found page, as any address. */
const notFound = () => undefined;

const TELL: Both = {
  en: "If this keeps happening, send a picture of this page to whoever set up the site for you.",
  mr: "असे पुन्हा पुन्हा होत असेल, तर या पानाचा फोटो ज्यांनी तुमची साइट तयार केली त्यांना पाठवा.",
};

const problem = (title: Both, status: number, ...texts: Both[]) =>
  setupPage({ title, status, body: paragraphs(...texts, TELL) });

const hex = (data: Uint8Array) =>
  [...data].map((b) => b.toString(16).padStart(2, "0")).join("");

async function hmac(key: string, text: string) {
  const cryptoKey = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return base64url(
    new Uint8Array(
      await crypto.subtle.sign(
        "HMAC",
        cryptoKey,
        new TextEncoder().encode(text),
      ),
    ),
  );
}

/**
 * A new session: `<state>.<expiry>.<HMAC of both under the setup code>`. Only someone who typed
 * the code can make one, and a new code ends every old one.
 */
async function newSession(code: string, now: number) {
  const state = hex(crypto.getRandomValues(new Uint8Array(16)));
  const expires = Math.floor(now / 1000) + SESSION_S;
  const value = `${state}.${expires}`;
  return {
    state,
    cookie: `${SETUP_COOKIE}=${value}.${await hmac(code, value)}; Max-Age=${SESSION_S}; ${COOKIE_ATTRIBUTES}`,
  };
}

/** The state of this browser's session, when it has a good one. */
async function sessionOf(request: Request, code: string, now: number) {
  const match = (request.headers.get("Cookie") ?? "").match(
    new RegExp(
      `(?:^|;\\s*)${SETUP_COOKIE}=([0-9a-f]{32})\\.(\\d{1,12})\\.([A-Za-z0-9_-]{43})(?:;|$)`,
    ),
  );
  if (!match) return undefined;
  const [, state, expires, mac] = match;
  if (Number(expires) * 1000 < now) return undefined;
  const expected = await hmac(code, `${state}.${expires}`);
  return (await sameSecret(mac!, expected)) ? state : undefined;
}

/** Checks a typed code; counts a wrong one; refuses all once too many were wrong. */
async function checkCode(
  env: SetupEnv,
  given: string,
): Promise<"right" | "wrong" | "locked"> {
  const failures = Number((await env.SETUP!.get(KEYS.failures)) ?? 0);
  if (failures >= MAX_FAILURES) return "locked";
  if (await sameSecret(given, env.SETUP_CODE!)) return "right";
  await env.SETUP!.put(KEYS.failures, String(failures + 1), {
    expirationTtl: FAILURE_WINDOW_S,
  });
  return failures + 1 >= MAX_FAILURES ? "locked" : "wrong";
}

const CODE_TITLE: Both = {
  en: "Set up your site",
  mr: "तुमची साइट सुरू करा",
};

function codePage(
  action: string,
  status = 200,
  before: Both[] = [],
  organization = false,
) {
  return setupPage({
    title: CODE_TITLE,
    status,
    body: `${paragraphs(
      ...before,
      {
        en: "This page connects the site to GitHub, where its content is kept, so that your staff can edit it. You do it once, in this browser.",
        mr: "हे पान साइटला GitHub शी जोडते. साइटचा मजकूर GitHub वर ठेवलेला असतो; त्यामुळे तुमचे कर्मचारी तो बदलू शकतील. हे एकदाच, याच ब्राउझरमध्ये करायचे आहे.",
      },
      {
        en: "Type the setup code you chose when you deployed the site on Cloudflare.",
        mr: "Cloudflare वर साइट डिप्लॉय करताना तुम्ही निवडलेला सेटअप कोड टाइप करा.",
      },
    )}\n${codeForm(action, { organization })}`,
  });
}

const WRONG: Both = {
  en: `That setup code is not right. Type it again exactly as you chose it (capital letters count). After ${MAX_FAILURES} wrong codes this page closes for an hour.`,
  mr: `हा सेटअप कोड बरोबर नाही. तुम्ही निवडला होता तसाच पुन्हा टाइप करा (कॅपिटल अक्षरेही तशीच). ${MAX_FAILURES} वेळा चुकीचा कोड दिल्यास हे पान एक तास बंद राहते.`,
};

const LOCKED = () =>
  problem(
    { en: "Closed for an hour", mr: "एक तास बंद" },
    429,
    {
      en: `Too many wrong setup codes were typed, so this page refuses every code for an hour after the last one. Try again after that.`,
      mr: `खूप वेळा चुकीचा सेटअप कोड टाइप झाला, म्हणून शेवटच्या प्रयत्नानंतर एक तास हे पान कोणताही कोड स्वीकारत नाही. त्यानंतर पुन्हा प्रयत्न करा.`,
    },
    {
      en: "Forgot the code? In Cloudflare, open Workers & Pages, your site, Settings, Variables and secrets, and give SETUP_CODE a new value of at least 12 characters.",
      mr: "कोड विसरलात? Cloudflare मध्ये Workers & Pages, तुमची साइट, Settings, Variables and secrets उघडा आणि SETUP_CODE ला किमान 12 अक्षरांची नवी किंमत द्या.",
    },
  );

/** The manifest of the site's App: what GitHub creates when the owner confirms. */
export function appManifest(env: SetupEnv) {
  const site = env.SITE_URL!;
  const host = new URL(site).hostname.replace(/^www\./, "");
  const withDrafts =
    env.EDITORIAL_WORKFLOW === true || env.EDITORIAL_WORKFLOW === "true";
  return {
    // GitHub wants a name no other App has, of at most 34 characters; the owner can change it.
    name: host.slice(0, 34),
    url: site,
    description: `Lets the staff of ${site} edit the site's content at ${site}/admin.`,
    // No events are sent anywhere: the App only acts when staff save.
    hook_attributes: { url: `${site}/setup/webhook`, active: false },
    redirect_url: `${site}/setup/created`,
    callback_urls: [`${site}/callback`],
    setup_url: `${site}/setup/installed`,
    setup_on_update: false,
    request_oauth_on_install: false,
    // Only the owner's account (or organization) can install it.
    public: false,
    default_permissions: {
      contents: "write",
      pull_requests: "write",
      metadata: "read",
      // Draft → review → live: the editor reads each draft's preview link from a status.
      ...(withDrafts ? { statuses: "read" } : {}),
    },
    default_events: [],
  };
}

async function manifestPage(env: SetupEnv, organization: string, now: number) {
  const session = await newSession(env.SETUP_CODE!, now);
  const github = githubUrl(env.GITHUB_URL);
  const action = `${github}${organization ? `/organizations/${organization}` : ""}/settings/apps/new?state=${session.state}`;
  return setupPage({
    title: {
      en: "Create the site's GitHub App",
      mr: "साइटचे GitHub App तयार करा",
    },
    formTo: new URL(github).origin,
    cookie: session.cookie,
    body: `${paragraphs(
      {
        en: "The code is right. Press the button: GitHub opens a page named “Create GitHub App”. Keep the name it shows (if GitHub says the name is taken, add a word to it) and press “Create GitHub App”.",
        mr: "कोड बरोबर आहे. खालचे बटण दाबा: GitHub “Create GitHub App” नावाचे पान उघडेल. तिथे दिसणारे नाव तसेच ठेवा (हे नाव आधीच घेतले आहे असे GitHub म्हणाले तर नावात एखादा शब्द जोडा) आणि “Create GitHub App” दाबा.",
      },
      {
        en: "The App lets your staff edit this one site and nothing else of yours on GitHub. Then GitHub asks where to install it: choose “Only select repositories” and pick the site's repository.",
        mr: "हे App तुमच्या कर्मचाऱ्यांना फक्त ही साइट बदलू देते, GitHub वरील तुमचे दुसरे काहीही नाही. त्यानंतर GitHub ते कुठे install करायचे ते विचारेल: “Only select repositories” निवडा आणि साइटची repository निवडा.",
      },
    )}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="manifest" value="${escapeHtml(JSON.stringify(appManifest(env)))}">
<button type="submit">Create the App on GitHub <span lang="mr">· GitHub वर App तयार करा</span></button>
</form>`,
  });
}

const START_AGAIN: Both = {
  en: "Open /setup on your site again and start over: nothing was changed.",
  mr: "तुमच्या साइटवर /setup पुन्हा उघडा आणि पुन्हा सुरुवात करा: काहीही बदललेले नाही.",
};

/** GitHub's manifest code traded for the App's credentials, kept in KV. */
async function created(
  url: URL,
  env: SetupEnv,
  state: string | undefined,
  fetchImpl: Fetch,
): Promise<Response> {
  const code = url.searchParams.get("code") ?? "";
  if (!state || url.searchParams.get("state") !== state)
    return problem(
      {
        en: "This address did not come from your setup",
        mr: "हा पत्ता तुमच्या सेटअपमधून आलेला नाही",
      },
      403,
      {
        en: "The site creates its App only for the browser that typed the setup code, within the hour. This page was opened another way, or the hour is over.",
        mr: "सेटअप कोड टाइप केलेल्या ब्राउझरसाठीच, आणि एका तासाच्या आत, साइट आपले App तयार करते. हे पान दुसऱ्या मार्गाने उघडले गेले, किंवा तो तास संपला.",
      },
      START_AGAIN,
    );
  let reply: {
    id?: number;
    slug?: string;
    client_id?: string;
    client_secret?: string;
    pem?: string;
    webhook_secret?: string | null;
    owner?: { login?: string };
  } = {};
  if (/^[A-Za-z0-9_-]{1,100}$/.test(code))
    try {
      const response = await fetchImpl(
        `${apiUrl(env.GITHUB_URL, env.GITHUB_API_URL)}/app-manifests/${code}/conversions`,
        { method: "POST", headers: apiHeaders() },
      );
      if (response.ok) reply = (await response.json()) as typeof reply;
    } catch {
      // told below
    }
  if (
    !reply.id ||
    !reply.slug ||
    !reply.client_id ||
    !reply.client_secret ||
    !reply.pem
  )
    return problem(
      {
        en: "GitHub did not hand over the App",
        mr: "GitHub ने App दिले नाही",
      },
      502,
      {
        en: "GitHub's answer did not carry the new App's keys (its code lasts an hour and works once).",
        mr: "GitHub च्या उत्तरात नव्या App च्या किल्ल्या नव्हत्या (त्याचा कोड एक तास आणि एकदाच चालतो).",
      },
      {
        en: "If GitHub shows an App of this site under Settings, Developer settings, GitHub Apps, delete it there first. Then open /setup on your site again.",
        mr: "GitHub वर Settings, Developer settings, GitHub Apps मध्ये या साइटचे App दिसत असेल, तर आधी ते तिथे delete करा. मग तुमच्या साइटवर /setup पुन्हा उघडा.",
      },
    );
  const app: AppCredentials = {
    id: reply.id,
    slug: reply.slug,
    clientId: reply.client_id,
    clientSecret: reply.client_secret,
    pem: reply.pem,
    ...(reply.webhook_secret ? { webhookSecret: reply.webhook_secret } : {}),
    owner: reply.owner?.login ?? "",
  };
  await env.SETUP!.put(KEYS.app, JSON.stringify(app));
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${githubUrl(env.GITHUB_URL)}/apps/${encodeURIComponent(app.slug)}/installations/new`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** A call to GitHub's REST API; its JSON, or undefined when GitHub said no. */
async function api<T>(
  env: SetupEnv,
  fetchImpl: Fetch,
  path: string,
  authorization: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; data?: T }> {
  const response = await fetchImpl(
    `${apiUrl(env.GITHUB_URL, env.GITHUB_API_URL)}${path}`,
    {
      method: init.method ?? "GET",
      headers: {
        ...apiHeaders(authorization),
        ...(init.body ? { "Content-Type": "application/json" } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    },
  );
  return response.ok
    ? { status: response.status, data: (await response.json()) as T }
    : { status: response.status };
}

const base64 = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64Text = (text: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(text.replace(/\s+/g, "")), (c) => c.charCodeAt(0)),
  );
const pem = (der: ArrayBuffer) =>
  `-----BEGIN PRIVATE KEY-----\n${btoa(
    String.fromCharCode(...new Uint8Array(der)),
  )
    .match(/.{1,64}/g)!
    .join("\n")}\n-----END PRIVATE KEY-----\n`;

/** The key id the build and the verify page show: the first 8 hex digits of SHA-256(raw). */
async function keyIdOf(raw: Uint8Array<ArrayBuffer>) {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", raw))).slice(
    0,
    8,
  );
}

/**
 * The App's installation checked, the signing key made and its public half committed; the
 * page that shows the private half once.
 */
async function installed(
  url: URL,
  env: SetupEnv,
  app: AppCredentials,
  fetchImpl: Fetch,
  now: number,
): Promise<Response> {
  const installation = url.searchParams.get("installation_id") ?? "";
  if (!/^\d{1,20}$/.test(installation))
    return problem(
      { en: "Not installed yet", mr: "अजून install झालेले नाही" },
      400,
      {
        en: "GitHub sent you here without an installation. On GitHub, open the App's page and press Install, then choose “Only select repositories” and the site's repository.",
        mr: "GitHub ने तुम्हाला install शिवाय इथे पाठवले. GitHub वर App चे पान उघडा आणि Install दाबा; मग “Only select repositories” आणि साइटची repository निवडा.",
      },
    );
  const jwt = `Bearer ${await appJwt(app, now)}`;
  const own = await api<{ id: number }>(
    env,
    fetchImpl,
    `/app/installations/${installation}`,
    jwt,
  );
  const token = own.data
    ? await api<{ token: string }>(
        env,
        fetchImpl,
        `/app/installations/${installation}/access_tokens`,
        jwt,
        { method: "POST", body: {} },
      )
    : undefined;
  if (!token?.data?.token)
    return problem(
      {
        en: "GitHub did not confirm the installation",
        mr: "GitHub ने install ची खात्री दिली नाही",
      },
      403,
      {
        en: "This installation is not one of this site's App, or GitHub did not answer. Open the App's page on GitHub, install it on the site's repository, and GitHub brings you back here.",
        mr: "हे install या साइटच्या App चे नाही, किंवा GitHub ने उत्तर दिले नाही. GitHub वर App चे पान उघडा, साइटच्या repository वर install करा; GitHub तुम्हाला परत इथे आणेल.",
      },
    );
  const auth = `Bearer ${token.data.token}`;
  const repositories = await api<{ repositories: { full_name: string }[] }>(
    env,
    fetchImpl,
    "/installation/repositories",
    auth,
  );
  const names = repositories.data?.repositories.map((r) => r.full_name) ?? [];
  const change = `${githubUrl(env.GITHUB_URL)}/apps/${encodeURIComponent(app.slug)}/installations/new`;
  if (names.length !== 1)
    return setupPage({
      title: {
        en: "Install it on the site's repository only",
        mr: "फक्त साइटच्या repository वर install करा",
      },
      status: 409,
      body: `${paragraphs({
        en: `The App is installed on ${names.length} repositories. It must reach the site's repository and nothing else: on GitHub, choose “Only select repositories”, pick the site's repository alone and save. GitHub then brings you back here.`,
        mr: `हे App ${names.length} repositories वर install झाले आहे. ते फक्त साइटच्या repository पर्यंत पोहोचले पाहिजे: GitHub वर “Only select repositories” निवडा, फक्त साइटची repository निवडा आणि save करा. मग GitHub तुम्हाला परत इथे आणेल.`,
      })}\n<p><a href="${escapeHtml(change)}">Change the installation on GitHub <span lang="mr">· GitHub वर install बदला</span></a></p>`,
    });
  const repository = names[0]!;

  // The certificate key: Ed25519, as the build signs with it (PKCS#8 PEM) and the verify page
  // checks with it (the raw public key, base64url).
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const raw = new Uint8Array(
    (await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer,
  );
  const privateKey = pem(
    (await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer,
  );
  const publicKey = base64url(raw);
  const id = await keyIdOf(raw);
  const path = `/repos/${repository}/contents/${PUBLIC_KEYS_FILE}`;
  const current = await api<{ content: string; sha: string }>(
    env,
    fetchImpl,
    path,
    auth,
  );
  let keys: unknown[] = [];
  if (current.data) {
    try {
      const listed = JSON.parse(fromBase64Text(current.data.content)) as {
        keys?: unknown;
      };
      if (Array.isArray(listed.keys)) keys = listed.keys;
    } catch {
      // an unreadable file is replaced by a good one
    }
  }
  const written = await api<unknown>(env, fetchImpl, path, auth, {
    method: "PUT",
    body: {
      message: `Certificates: the signing key ${id}, made at /setup\n\nIts private half is kept in Workers Builds' build variable CERTIFICATE_SIGNING_KEY.`,
      content: base64(
        `${JSON.stringify({ keys: [...keys, { publicKey, from: toIsoDay(new Date(now)) }] }, null, 2)}\n`,
      ),
      ...(current.data ? { sha: current.data.sha } : {}),
    },
  });
  if (!written.data)
    return problem(
      {
        en: "The key could not be saved on GitHub",
        mr: "किल्ली GitHub वर save झाली नाही",
      },
      502,
      {
        en: `GitHub refused to save the certificate key in ${repository} (${written.status}). Reload this page to try again.`,
        mr: `GitHub ने ${repository} मध्ये प्रमाणपत्राची किल्ली save करू दिली नाही (${written.status}). पुन्हा प्रयत्न करण्यासाठी हे पान reload करा.`,
      },
    );
  await env.SETUP!.put(
    KEYS.done,
    JSON.stringify({
      repository,
      installation: Number(installation),
      key: id,
      at: new Date(now).toISOString(),
    }),
  );
  return setupPage({
    title: { en: "Almost done", mr: "जवळजवळ झाले" },
    body: `${paragraphs(
      {
        en: `The App is installed on ${repository}, and the key that signs the institute's certificates is made (key ${id}). Its public half is saved in the repository.`,
        mr: `App ${repository} वर install झाले, आणि संस्थेच्या प्रमाणपत्रांवर सही करणारी किल्ली तयार झाली (किल्ली ${id}). तिचा सार्वजनिक भाग repository मध्ये save झाला.`,
      },
      {
        en: "Its private half is below, shown this once only: nobody, this page included, can show it again. Copy all of it, from -----BEGIN to -----END PRIVATE KEY-----.",
        mr: "तिचा खाजगी भाग खाली आहे, आणि तो फक्त आत्ता एकदाच दिसतो: तो पुन्हा कोणालाही, या पानालाही, दाखवता येणार नाही. -----BEGIN पासून -----END PRIVATE KEY----- पर्यंत सगळा copy करा.",
      },
    )}
<label for="key">Certificate signing key <span lang="mr">· प्रमाणपत्र सही किल्ली</span></label>
<textarea id="key" rows="4" readonly>${escapeHtml(privateKey)}</textarea>
${paragraphs(
  {
    en: "Paste it in Cloudflare: Workers & Pages, your site, Settings, Build, Variables and secrets, Add. Name: CERTIFICATE_SIGNING_KEY. Type: Secret. Value: the text you copied. Save. Then open Deployments and press “Retry build” on the newest build (or wait for tonight's): from then on every new certificate reads Genuine.",
    mr: "तो Cloudflare मध्ये paste करा: Workers & Pages, तुमची साइट, Settings, Build, Variables and secrets, Add. Name: CERTIFICATE_SIGNING_KEY. Type: Secret. Value: तुम्ही copy केलेला मजकूर. Save करा. मग Deployments उघडा आणि सगळ्यात नव्या build वर “Retry build” दाबा (किंवा आजच्या रात्रीच्या build ची वाट पाहा): त्यानंतर प्रत्येक नवे प्रमाणपत्र Genuine दाखवते.",
  },
  {
    en: "Keep a second copy offline, for example printed and locked in the office safe. Never send it by mail or chat.",
    mr: "दुसरी प्रत offline ठेवा, उदाहरणार्थ print करून ऑफिसच्या तिजोरीत. ती कधीही mail किंवा chat ने पाठवू नका.",
  },
  {
    en: `Last: invite your staff on GitHub (the repository ${repository}, Settings, Collaborators, Add people). They sign in at ${env.SITE_URL}/admin.`,
    mr: `शेवटी: तुमच्या कर्मचाऱ्यांना GitHub वर बोलवा (repository ${repository}, Settings, Collaborators, Add people). ते ${env.SITE_URL}/admin वर sign in करतात.`,
  },
)}`,
  });
}

/** Where /setup must be opened: on the site's own address, which the App's links point to. */
function wrongOrigin(url: URL, env: SetupEnv): Response | undefined {
  if (url.origin === env.SITE_URL) return undefined;
  return problem(
    {
      en: "Open setup at the site's address",
      mr: "सेटअप साइटच्या पत्त्यावर उघडा",
    },
    404,
    {
      en: `Setup works only at ${env.SITE_URL}/setup, the address you gave when you deployed. If the site is not there yet, finish the domain first (docs/go-live.md, step 2).`,
      mr: `सेटअप फक्त ${env.SITE_URL}/setup या पत्त्यावर चालतो, जो तुम्ही डिप्लॉय करताना दिला होता. साइट अजून तिथे नसेल, तर आधी domain पूर्ण करा (docs/go-live.md, पायरी 2).`,
    },
  );
}

/** Whether a path is one of /setup's. */
export const isSetupPath = (path: string) =>
  path === "/setup" || path.startsWith("/setup/");

/**
 * Answers a /setup address; undefined where there is nothing (setup done, or an address of no
 * step), which the Worker answers as any unknown address: its not-found page.
 */
export async function setup(
  request: Request,
  env: SetupEnv,
  fetchImpl: Fetch = fetch,
  now = Date.now(),
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const path = url.pathname;
  const method = request.method;
  if (!env.SETUP) return notFound();
  if (await env.SETUP.get(KEYS.done)) return notFound();
  const app = await readApp(env.SETUP);
  const step =
    path === "/setup" && !app
      ? "start"
      : path === "/setup/created" && !app
        ? "created"
        : path === "/setup/installed" && app
          ? "installed"
          : undefined;
  if (!step || !(method === "GET" || method === "POST")) return notFound();
  if (step === "created" && method !== "GET") return notFound();
  const elsewhere = wrongOrigin(url, env);
  if (elsewhere) return elsewhere;
  if (
    !env.SETUP_CODE ||
    env.SETUP_CODE.length < MIN_CODE_LENGTH ||
    env.SETUP_CODE === EXAMPLE_SETUP_CODE
  )
    return problem({ en: "No setup code yet", mr: "अजून सेटअप कोड नाही" }, 503, {
      en: `This site has no setup code of its own: none, the example's, or one shorter than ${MIN_CODE_LENGTH} characters. In Cloudflare, open Workers & Pages, your site, Settings, Variables and secrets, and give SETUP_CODE a value of at least ${MIN_CODE_LENGTH} characters that only you know. Then open this page again.`,
      mr: `या साइटला स्वतःचा सेटअप कोड नाही: कोडच नाही, उदाहरणातला आहे, किंवा तो ${MIN_CODE_LENGTH} अक्षरांपेक्षा लहान आहे. Cloudflare मध्ये Workers & Pages, तुमची साइट, Settings, Variables and secrets उघडा आणि SETUP_CODE ला फक्त तुम्हालाच माहीत असलेली किमान ${MIN_CODE_LENGTH} अक्षरांची किंमत द्या. मग हे पान पुन्हा उघडा.`,
    });
  const session = await sessionOf(request, env.SETUP_CODE, now);

  if (step === "created") return created(url, env, session, fetchImpl);

  if (method === "POST") {
    let form: FormData | undefined;
    try {
      form = await request.formData();
    } catch {
      // no form: treated as no code
    }
    const given = String(form?.get("code") ?? "");
    const verdict = await checkCode(env, given);
    if (verdict === "locked") return LOCKED();
    const action = path + url.search;
    if (verdict === "wrong")
      return codePage(action, 403, [WRONG], step === "start");
    if (step === "start") {
      const organization = String(form?.get("organization") ?? "").trim();
      if (organization && !/^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/.test(organization))
        return codePage(
          action,
          400,
          [
            {
              en: "That is not a GitHub organization's name (letters, digits and dashes only). Leave it empty if the repository is in your own account.",
              mr: "हे GitHub organization चे नाव नाही (फक्त अक्षरे, अंक आणि डॅश). repository तुमच्या स्वतःच्या खात्यात असेल तर ते रिकामे ठेवा.",
            },
          ],
          true,
        );
      return manifestPage(env, organization, now);
    }
    // Back from GitHub in a browser whose session ended: the code opens a new one.
    const fresh = await newSession(env.SETUP_CODE, now);
    const headers = new Headers({
      Location: action,
      "Cache-Control": "no-store",
    });
    headers.append("Set-Cookie", fresh.cookie);
    return new Response(null, { status: 303, headers });
  }

  if (step === "start") return codePage("/setup", 200, [], true);
  // step === "installed", GET
  if (!session) return codePage(path + url.search);
  return installed(url, env, app!, fetchImpl, now);
}
