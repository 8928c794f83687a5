import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './rich-text.js'

describe('sanitizeRichText', () => {
  it("keeps the editor's formatting as written", () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s> and <code>code</code>.</p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol><blockquote><p>quote</p></blockquote>' +
      '<pre><code>let x = 1 &amp;&amp; 2</code></pre><p>line<br>break</p><hr>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it.each([
    ['a script element and its content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['an unclosed script', '<p>a</p><SCRIPT src=x>alert(1)', '<p>a</p>'],
    ['event handlers', '<p onclick="alert(1)" onmouseover=alert(2)>x</p>', '<p>x</p>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>text', 'text'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript&#58;alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link with a tab inside', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['styles and classes', '<p style="background:url(x)" class="evil">x</p>', '<p>x</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['comments', '<!-- <script>alert(1)</script> -->ok', 'ok'],
    [
      'a tag split around a script (what is left is text)',
      '<scr<script>alert(1)</script>ipt>alert(2)</script>',
      'alert(1)ipt&gt;alert(2)',
    ],
    ['a stray angle bracket', '<p>1 < 2 and 3 > 2</p>', '<p>1 &lt; 2 and 3 &gt; 2</p>'],
    [
      'an unterminated tag',
      '<p>x</p><img src="x onerror=alert(1)',
      '<p>x</p>&lt;img src="x onerror=alert(1)',
    ],
    ['an svg with a handler', '<svg onload=alert(1)><circle/></svg>after', 'after'],
  ])('removes %s', (_, input, output) => {
    expect(sanitizeRichText(input)).toBe(output)
  })

  it('keeps safe links and makes new-tab links safe', () => {
    expect(
      sanitizeRichText('<a href="https://a.example/x?y=1&amp;z=2" target="_blank" onclick="x()">x</a>'),
    ).toBe(
      '<a href="https://a.example/x?y=1&amp;z=2" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    )
    expect(sanitizeRichText('<a href="/apps/ecommerce/product/list">list</a>')).toBe(
      '<a href="/apps/ecommerce/product/list">list</a>',
    )
    expect(sanitizeRichText("<a href='mailto:a@b.example'>mail</a>")).toBe(
      '<a href="mailto:a@b.example">mail</a>',
    )
  })
})
