import type { DbOrTx } from '../database';
import { demoId } from './dates-and-ids';
import { ANNA } from './people';

/**
 * The inbox's and "My requests"' demo cases: Anna asked about her home insurance and sigga
 * answered (waiting for Anna), an older question of hers is closed, and a visitor who is no
 * customer waits unassigned. Ids and reply tokens are fixed, so running it again adds nothing.
 */
const DAY = 86_400_000;

type DemoCase = {
  key: string;
  caseNumber: string;
  queue: string;
  status: string;
  subject: string;
  senderName: string;
  senderEmail: string;
  senderSsn: string | null;
  partyKennitala: string | null;
  assignee: string | null;
  daysAgo: number;
  messages: {
    direction: 'incoming' | 'outgoing';
    author: string;
    staff?: string;
    body: string;
    hoursLater: number;
  }[];
};

const DEMO_CASES: DemoCase[] = [
  {
    key: 'anna-home',
    caseNumber: 'E-000101',
    queue: 'individual',
    status: 'waiting_for_customer',
    subject: 'Fyrirspurn af vef: Nær heimilistryggingin yfir reiðhjól sem er stolið úr…',
    senderName: 'Anna Jónsdóttir',
    senderEmail: 'anna@example.is',
    senderSsn: ANNA,
    partyKennitala: ANNA,
    assignee: 'sigga',
    daysAgo: 3,
    messages: [
      {
        direction: 'incoming',
        author: 'Anna Jónsdóttir',
        body: 'Nær heimilistryggingin yfir reiðhjól sem er stolið úr sameiginlegri hjólageymslu?',
        hoursLater: 0,
      },
      {
        direction: 'outgoing',
        author: 'Sigríður Kristjánsdóttir',
        staff: 'sigga',
        body: 'Sæl Anna. Já, innbústryggingin bætir reiðhjól sem er stolið úr læstri sameign. Viltu að við skráum hjólið sérstaklega?',
        hoursLater: 5,
      },
    ],
  },
  {
    key: 'anna-card',
    caseNumber: 'E-000087',
    queue: 'individual',
    status: 'closed',
    subject: 'Fyrirspurn af vef: Hvernig breyti ég greiðslukorti?',
    senderName: 'Anna Jónsdóttir',
    senderEmail: 'anna@example.is',
    senderSsn: null,
    partyKennitala: ANNA,
    assignee: 'sigga',
    daysAgo: 40,
    messages: [
      {
        direction: 'incoming',
        author: 'Anna Jónsdóttir',
        body: 'Hvernig breyti ég greiðslukorti?',
        hoursLater: 0,
      },
      {
        direction: 'outgoing',
        author: 'Sigríður Kristjánsdóttir',
        staff: 'sigga',
        body: 'Sæl Anna. Þú skráir nýtt kort á Mínum síðum undir Stillingar → Greiðsluupplýsingar.',
        hoursLater: 2,
      },
    ],
  },
  {
    key: 'visitor-company',
    caseNumber: 'E-000102',
    queue: 'company',
    status: 'new',
    subject: 'Fyrirspurn af vef: Tilboð í tryggingar fyrir lítið verkstæði',
    senderName: 'Kári Gestsson',
    senderEmail: 'kari@example.com',
    senderSsn: null,
    partyKennitala: null,
    assignee: null,
    daysAgo: 0,
    messages: [
      {
        direction: 'incoming',
        author: 'Kári Gestsson',
        body: 'Tilboð í tryggingar fyrir lítið verkstæði með þremur starfsmönnum, takk.',
        hoursLater: 0,
      },
    ],
  },
];

export async function seedCases(db: DbOrTx, now: Date): Promise<number> {
  let added = 0;
  for (const demo of DEMO_CASES) {
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY - 2 * 3_600_000);
    const last = demo.messages.at(-1)?.hoursLater ?? 0;
    const id = demoId(`case:${demo.key}`);
    const inserted = await db
      .insertInto('service_case')
      .values({
        id,
        case_number: demo.caseNumber,
        kind: 'inquiry',
        origin: 'webform',
        queue: demo.queue,
        status: demo.status,
        subject: demo.subject,
        sender_name: demo.senderName,
        sender_email: demo.senderEmail,
        sender_ssn: demo.senderSsn,
        party_kennitala: demo.partyKennitala,
        assignee_username: demo.assignee,
        language: 'is',
        reply_token: `demo-reply-${demo.key}-token`,
        created_at: createdAt,
        updated_at: new Date(createdAt.getTime() + last * 3_600_000),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    added += 1;
    await db
      .insertInto('case_message')
      .values(
        demo.messages.map((message, index) => ({
          id: demoId(`case:${demo.key}:${index}`),
          case_id: id,
          direction: message.direction,
          author_name: message.author,
          staff_username: message.staff ?? null,
          body: message.body,
          created_at: new Date(createdAt.getTime() + message.hoursLater * 3_600_000),
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  return added;
}
