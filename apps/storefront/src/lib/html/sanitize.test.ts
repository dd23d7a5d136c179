import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, sanitizeHtml, truncateText } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the formatting editors use', () => {
    const html =
      '<h2>Fit</h2><p>A <strong>tight</strong> seal, <em>every</em> time.</p><ul><li>One</li><li>Two</li></ul>' +
      '<ol start="3"><li>Three</li></ol><blockquote><p>Quote</p></blockquote><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and iframes with everything inside them', () => {
    expect(
      sanitizeHtml(
        '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><SCRIPT type="x">b</SCRIPT >c',
      ),
    ).toBe('<p>a</p>c');
    expect(sanitizeHtml('<p>a<script>never closed')).toBe('<p>a</p>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('removes event handlers, styles, classes and ids', () => {
    expect(
      sanitizeHtml('<p onclick="x()" style="color:red" class="a" id="b" title="t" lang="en">x</p>'),
    ).toBe('<p title="t" lang="en">x</p>');
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" alt="A">')).toBe('<img src="/a.png" alt="A">');
  });

  it('keeps unknown elements’ text but not the elements', () => {
    expect(
      sanitizeHtml('<section><custom-tag>Text</custom-tag> <font color="red">more</font></section>'),
    ).toBe('Text more');
    expect(sanitizeHtml('<form action="/x"><input name="a"><button>Go</button></form>')).toBe('Go');
  });

  it('refuses javascript:, data: and vbscript: URLs however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&#58;alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('');
  });

  it('keeps http, https, mailto, tel and relative links', () => {
    for (const href of [
      'https://example.com/a?b=1&amp;c=2',
      'http://x.org',
      'mailto:a@b.co',
      'tel:+15551234',
      '/product/a',
      '#top',
      '?page=2',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('adds noopener noreferrer to links opening a new tab', () => {
    expect(sanitizeHtml('<a href="https://x.org" target="_blank">x</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/a" target="_top">x</a>')).toBe('<a href="/a">x</a>');
  });

  it('escapes stray angle brackets and ampersands, and keeps entities', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; &copy; &#8211;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; © –');
    expect(sanitizeHtml('<p>a <b</p>')).toBe('<p>a &lt;b</p>');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('escapes quotes in attribute values', () => {
    expect(sanitizeHtml(`<abbr title='say "hi"'>x</abbr>`)).toBe('<abbr title="say &quot;hi&quot;">x</abbr>');
    expect(sanitizeHtml('<img src="/a.png" alt="&quot;><script>alert(1)</script>">')).toBe(
      '<img src="/a.png" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
  });

  it('drops comments, doctypes and CDATA', () => {
    expect(sanitizeHtml('<!DOCTYPE html><!-- secret --><p>a</p><![CDATA[x]]><?php echo 1 ?>')).toBe(
      '<p>a</p>',
    );
    expect(sanitizeHtml('<p>a<!-- never closed')).toBe('<p>a</p>');
  });

  it('closes what is left open and ignores closing tags with no opening', () => {
    expect(sanitizeHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeHtml('</div><p>a</em></p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<ul><li><em>a</li></ul>')).toBe('<ul><li><em>a</em></li></ul>');
  });

  it('lowers headings below the page title', () => {
    expect(sanitizeHtml('<h1>Title</h1><h2>Sub</h2>')).toBe('<h2>Title</h2><h2>Sub</h2>');
    expect(sanitizeHtml('<h1>T</h1><h2>S</h2><h4>x</h4>', { topHeadingLevel: 3 })).toBe(
      '<h3>T</h3><h3>S</h3><h4>x</h4>',
    );
  });

  it('validates numeric and keyword attributes', () => {
    expect(sanitizeHtml('<img src="/a.png" width="300" height="x" loading="lazy" alt="">')).toBe(
      '<img src="/a.png" width="300" loading="lazy" alt="">',
    );
    expect(sanitizeHtml('<td colspan="2;evil">x</td>')).toBe('<td>x</td>');
  });

  it('handles empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('htmlToText', () => {
  it('gives the text of an excerpt, entities decoded and white space collapsed', () => {
    expect(htmlToText('<p>Three labels, two&nbsp;standards &amp; a lot\n of <em>confusion</em>.</p>')).toBe(
      'Three labels, two standards & a lot of confusion.',
    );
  });

  it('separates blocks and never returns script text', () => {
    expect(htmlToText('<p>One</p><p>Two</p><script>alert(1)</script><ul><li>a</li><li>b</li></ul>')).toBe(
      'One Two a b',
    );
  });
});

describe('decodeEntities', () => {
  it('decodes numeric and common named references and leaves unknown ones', () => {
    expect(decodeEntities('&#65;&#x42;&amp;&hellip;&unknown;')).toBe('AB&…&unknown;');
    expect(decodeEntities('&#0;&#xD800;')).toBe('\ufffd\ufffd');
  });
});

describe('truncateText', () => {
  it('leaves short text alone and cuts long text at a word with an ellipsis', () => {
    expect(truncateText('Short text', 20)).toBe('Short text');
    expect(truncateText('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(truncateText('The quick brown fox jumps over the lazy dog', 20).length).toBeLessThanOrEqual(20);
  });
});
