/**
 * `redirect_to` values that try to leave the site: each names the attacker's host `evil.example` (or
 * a host that is not the site) in a way some parser, browser or glob could be fooled by. Shared by
 * the unit table (redirect-url.test.ts) and the end-to-end table of every entry point
 * (redirect-entry-points.test.ts), which is why it is a module of its own.
 */
export interface HostileRedirect {
  name: string;
  value: string;
}

/** The forms for a site at `siteOrigin` (e.g. `https://app.example.com`). */
export function hostileRedirects(siteOrigin: string): HostileRedirect[] {
  const site = new URL(siteOrigin);
  const host = site.host;
  const otherPort = site.protocol === 'https:' ? '8443' : '8081';
  const otherScheme = site.protocol === 'https:' ? 'http:' : 'https:';
  // The site's host with its first Latin `a` (or `e`) swapped for the Cyrillic one.
  const lookalike = host.replace(/[ae]/, (letter) => (letter === 'a' ? '\u0430' : '\u0435'));
  const lookalikePunycode = new URL(`${site.protocol}//${lookalike}/`).host;
  const forms: [string, string][] = [
    // The reported form: a browser reads the backslash as `/`, the old check read `@` as userinfo.
    ['backslash before @ loopback', 'http://evil.example\\@127.0.0.1/'],
    ['backslash before @ site', `${site.protocol}//evil.example\\@${host}/`],
    ['percent-encoded backslash before @', `${site.protocol}//evil.example%5C@${host}/`],
    ['percent-encoded @', `${site.protocol}//evil.example%40${host}/`],
    ['site as userinfo', `${site.protocol}//${host}@evil.example/`],
    ['site and port as userinfo', `${site.protocol}//${host}:443@evil.example/`],
    ['empty userinfo', `${site.protocol}//@evil.example/`],
    ['encoded slash in userinfo', `${site.protocol}//${host}%2F@evil.example/`],
    ['scheme-relative', '//evil.example/'],
    ['backslash scheme-relative', '\\\\evil.example/'],
    ['slash backslash', '/\\evil.example/'],
    ['no slashes after the scheme', `${site.protocol}evil.example/`],
    ['one slash after the scheme', `${site.protocol}/evil.example/`],
    ['three slashes after the scheme', `${site.protocol}///evil.example/`],
    ['backslashes after the scheme', `${site.protocol}\\\\evil.example/`],
    ['backslash inside the host', `${site.protocol}//evil.example\\.${host}/`],
    ['backslash after the site host', `${site.protocol}//${host}\\.evil.example/`],
    ['tab inside the host', `${site.protocol}//evil.exa\tmple/`],
    ['tab inside the scheme', `java\tscript:alert(document.domain)`],
    ['newline before @', `${site.protocol}//evil.example\n@${host}/`],
    ['carriage return inside the host', `${site.protocol}//evil.\rexample/`],
    ['leading tab', `\t${site.protocol}//evil.example/`],
    ['leading space', ` ${site.protocol}//evil.example/`],
    ['NUL inside the host', `${site.protocol}//evil.example\u0000.${host}/`],
    ['fullwidth dot in the host', `${site.protocol}//evil\uff0eexample/`],
    ['javascript:', 'javascript:alert(document.domain)'],
    ['JavaScript: with an authority', `JavaScript://${host}/%0Aalert(document.domain)`],
    ['data:', 'data:text/html,<script>alert(document.domain)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['another port', `${site.protocol}//${site.hostname}:${otherPort}/`],
    ['another scheme', `${otherScheme}//${host}/`],
    ['trailing-dot host', `${site.protocol}//${site.hostname}./`],
    ['site as a subdomain', `${site.protocol}//${site.hostname}.evil.example/`],
    ['uppercase attacker', `${site.protocol.toUpperCase()}//EVIL.EXAMPLE/`],
    [
      'uppercase site as a subdomain',
      `${site.protocol}//${site.hostname.toUpperCase()}.EVIL.EXAMPLE/`,
    ],
    ['site in the path', `${site.protocol}//evil.example/${host}`],
    ['site in the query', `${site.protocol}//evil.example/?${siteOrigin}`],
    ['site in the fragment', `${site.protocol}//evil.example/#${siteOrigin}`],
    ['percent-encoded host', `${site.protocol}//%65vil.example/`],
    ['hexadecimal loopback', 'http://0x7f000001/'],
    ['decimal loopback', 'http://2130706433/'],
    ['shortened loopback', 'http://127.1/'],
    ['trailing-dot loopback', 'http://127.0.0.1./'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:7f00:1]/'],
  ];
  if (lookalike !== host) {
    forms.push(
      ['IDN look-alike of the site', `${site.protocol}//${lookalike}/`],
      ['IDN look-alike in punycode', `${site.protocol}//${lookalikePunycode}/`],
    );
  }
  return forms.map(([name, value]) => ({ name, value }));
}
