// The dashboard's templates escape every value unless it is markup made by the template itself.
import { expect, test } from '@jest/globals';
import { html, trusted } from '../../src/api/dashboard/html.js';

test('interpolated text is escaped, nested templates and trusted markup are not', () => {
  const name = `<script>alert("x")</script>&'`;
  const inner = html`<b>${name}</b>`;
  expect(html`<p title="${name}">${inner}${trusted('<svg></svg>')}</p>`.value).toBe(
    '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"><b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</b><svg></svg></p>',
  );
});

test('arrays join; false, null and undefined render nothing; numbers render', () => {
  const items = ['a<', 'b'];
  expect(
    html`<ul>
        ${items.map((i) => html`<li>${i}</li>`)}
      </ul>
      ${false}${null}${undefined}${0}`.value,
  ).toBe('<ul><li>a&lt;</li><li>b</li></ul>0');
});
