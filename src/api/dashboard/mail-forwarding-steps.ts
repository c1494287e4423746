// How a seller forwards bank alert e-mail to the ingest address, in the labels Gmail and Outlook show
// (CONTRACT §13 /app/feeds; docs/email-forwarding.md has the same with more words). Gmail first sends a
// confirmation to the address: the feeds page shows its code and link, so step 3 points there.
import { html, type Html } from './html.js';

export function mailForwardingSteps(address: string): Html {
  return html`<div class="card" id="forwarding-steps">
    <h2>Forward your bank's alerts</h2>
    <h3>Gmail</h3>
    <ol class="steps">
      <li>
        Open Gmail on a computer (the phone app cannot do this). Click the gear, <b>See all settings</b>, then
        the <b>Forwarding and POP/IMAP</b> tab.
      </li>
      <li>
        Click <b>Add a forwarding address</b>, paste <code>${address}</code>, then <b>Next</b>,
        <b>Proceed</b> and <b>OK</b>.
      </li>
      <li>
        Gmail sends us a confirmation. Within a minute it shows on this page under
        <b>Finish turning on Gmail forwarding</b>: click <b>Confirm forwarding</b>, or type its code in Gmail
        beside <b>Verify</b>.
      </li>
      <li>
        In Gmail's search bar type <code>from:</code> and your bank's alert address (below), click the filter
        icon at its right, then <b>Create filter</b>.
      </li>
      <li>Tick <b>Forward it to</b>, choose the address above, and click <b>Create filter</b>.</li>
    </ol>
    <h3>Outlook</h3>
    <ol class="steps">
      <li>Open Outlook on the web. Click the gear, then <b>Mail</b>, <b>Rules</b>, <b>Add new rule</b>.</li>
      <li><b>Add a condition</b>: <b>From</b>, your bank's alert address (below).</li>
      <li>
        <b>Add an action</b>: <b>Redirect to</b>, and paste <code>${address}</code>. Use Redirect, not
        Forward: Forward changes the bank's e-mail and its signature no longer checks. Then <b>Save</b>.
      </li>
    </ol>
    <p class="muted">More detail: <a href="/docs/guides/email-forwarding">the e-mail forwarding guide</a>.</p>
  </div>`;
}
