// The dashboard's templates escape every value unless it is markup made by the template itself.
import { expect, test } from '@jest/globals';
import { html, trusted } from '../../src/api/dashboard/html.js';

// Under another name, so the formatter leaves the exact markup of these cases alone.
const h = html;

test('interpolated text is escaped, nested templates and trusted markup are not', () => {
  const name = `<script>alert("x")</script>&'`;
  const inner = h`<b>${name}</b>`;
  expect(h`<p title="${name}">${inner}${trusted('<svg></svg>')}</p>`.value).toBe(
    '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"><b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</b><svg></svg></p>',
  );
});

test('arrays join; false, null and undefined render nothing; numbers render', () => {
  const items = ['a<', 'b'];
  expect(h`<ul>${items.map((i) => h`<li>${i}</li>`)}</ul>${false}${null}${undefined}${0}`.value).toBe(
    '<ul><li>a&lt;</li><li>b</li></ul>0',
  );
});
