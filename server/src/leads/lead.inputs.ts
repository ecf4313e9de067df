import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { Matches, ValidateNested } from 'class-validator';
import { LeadOutcome, LeadSource, LeadStatus } from './lead.enums';
import { LeadAttributionInput, UTM_MAX } from './lead-attribution.inputs';
import { Channel } from './channel.enums';
import { NEXT_ACTION_NOTE_MAX } from './follow-up.rules';
import {
  AtLeast,
  AtMost,
  CalendarDay,
  Email,
  MaxChars,
  NotNull,
  OptionalText,
  PhoneNumber,
  Required,
  Trim,
  WebAddress,
} from '../shared/graphql/validation';

/** docs/lead-api.md "Limits": names 200 characters, notes and free text 5000. */
export const NAME_MAX = 200;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 40;
export const WEBSITE_MAX = 500;
export const FREE_TEXT_MAX = 5000;
export const BUDGET_MAX = 50;
export const PRIVACY_VERSION_MAX = 20;
/** A deal value above ten million euro is a typo. */
export const DEAL_VALUE_MAX = 10_000_000;

@InputType({ description: 'The call to action the visitor clicked before the form opened.' })
export class ButtonClickInput {
  @Field(() => String)
  @Trim()
  @Required()
  @MaxChars(NAME_MAX)
  buttonText: string;

  @Field(() => String)
  @Trim()
  @Required()
  @MaxChars(WEBSITE_MAX)
  pagePath: string;

  @Field(() => String)
  @Trim()
  @MaxChars(NAME_MAX)
  pageTitle: string;

  @Field(() => Date)
  timestamp: Date;
}

@InputType()
export class CreateLeadInput {
  @Field(() => String)
  @Trim()
  @Required()
  @MaxChars(NAME_MAX)
  name: string;

  @Field(() => String)
  @Trim()
  @Email()
  @MaxChars(EMAIL_MAX)
  email: string;

  @Field(() => String, { nullable: true, description: 'Required for QUICKSCAN.' })
  @Trim()
  @MaxChars(PHONE_MAX)
  @PhoneNumber()
  @OptionalText()
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Required for QUICKSCAN.' })
  @Trim()
  @MaxChars(NAME_MAX)
  company?: string | null;

  @Field(() => String, { nullable: true, description: 'Required for QUICKSCAN.' })
  @Trim()
  @MaxChars(WEBSITE_MAX)
  @WebAddress()
  @OptionalText()
  website?: string | null;

  @Field(() => String, { nullable: true, description: 'What the visitor wrote (contact forms).' })
  @Trim()
  @MaxChars(FREE_TEXT_MAX)
  message?: string | null;

  @Field(() => String, { nullable: true, description: 'A contact form\'s budget choice, as shown (e.g. "1000-5000").' })
  @Trim()
  @MaxChars(BUDGET_MAX)
  budget?: string | null;

  @Field(() => LeadSource, {
    nullable: true,
    defaultValue: LeadSource.QUICKSCAN,
    description: 'Left out or null: QUICKSCAN (nullable, with this default).',
  })
  source?: LeadSource | null;

  @Field(() => ButtonClickInput, { nullable: true })
  @ValidateNested()
  buttonClick?: ButtonClickInput | null;

  @Field(() => LeadAttributionInput, {
    nullable: true,
    description: "How the visitor came to the site, as the browser recorded it (docs/lead-api.md, 'Attribution').",
  })
  @ValidateNested()
  attribution?: LeadAttributionInput | null;
  @Field(() => String, { nullable: true, description: 'Version of the privacy statement the form linked to (e.g. 2026-11-25).' })
  @Trim()
  @MaxChars(PRIVACY_VERSION_MAX)
  @Matches(/^[0-9a-z.-]*$/, { message: 'is geen geldige versie' })
  privacyVersion?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Honeypot: a field people never see and bots fill in. Leave it empty; when filled the request is accepted and nothing is stored.',
  })
  faxNumber?: string | null;
}

@InputType({ description: 'Only the fields given change; null clears phone, company, website, notes, lastContact and value.' })
export class UpdateLeadInput {
  @Field(() => String, { nullable: true })
  @Trim()
  @NotNull()
  @Required()
  @MaxChars(NAME_MAX)
  name?: string;

  @Field(() => String, { nullable: true })
  @Trim()
  @NotNull()
  @Email()
  @MaxChars(EMAIL_MAX)
  email?: string;

  @Field(() => String, { nullable: true })
  @Trim()
  @MaxChars(PHONE_MAX)
  @PhoneNumber()
  @OptionalText()
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @Trim()
  @MaxChars(NAME_MAX)
  company?: string | null;

  @Field(() => String, { nullable: true })
  @Trim()
  @MaxChars(WEBSITE_MAX)
  @WebAddress()
  @OptionalText()
  website?: string | null;

  @Field(() => String, { nullable: true })
  @Trim()
  @MaxChars(FREE_TEXT_MAX)
  notes?: string | null;

  @Field(() => LeadStatus, { nullable: true, description: 'A new column puts the card on top of it (to CLOSED: outcome WON).' })
  @NotNull()
  status?: LeadStatus;

  @Field(() => Date, { nullable: true })
  lastContact?: Date | null;

  @Field(() => Int, { nullable: true, description: 'Deal value in euro; null goes back to the derived value.' })
  @AtLeast(0)
  @AtMost(DEAL_VALUE_MAX)
  value?: number | null;

  @Field(() => String, { nullable: true, description: "The next action's day, YYYY-MM-DD; null: none planned ('Afgerond')." })
  @Trim()
  @CalendarDay()
  @OptionalText()
  nextActionOn?: string | null;

  @Field(() => String, { nullable: true, description: `What the next action is, at most ${NEXT_ACTION_NOTE_MAX} characters.` })
  @Trim()
  @MaxChars(NEXT_ACTION_NOTE_MAX)
  nextActionNote?: string | null;
}

@InputType({ description: 'Every filter is optional; `from` is inclusive, `to` exclusive (createdAt).' })
export class LeadFilter {
  @Field(() => String, { nullable: true, description: 'Part of the name, company or e-mail address, any case.' })
  @Trim()
  @MaxChars(NAME_MAX)
  search?: string | null;

  @Field(() => LeadStatus, { nullable: true })
  status?: LeadStatus | null;

  @Field(() => LeadSource, { nullable: true })
  source?: LeadSource | null;

  @Field(() => LeadOutcome, { nullable: true })
  outcome?: LeadOutcome | null;

  @Field(() => Date, { nullable: true })
  from?: Date | null;

  @Field(() => Date, { nullable: true })
  to?: Date | null;

  @Field(() => Channel, { nullable: true, description: 'Only leads of this channel (leads from before attribution have none).' })
  channel?: Channel | null;

  @Field(() => String, { nullable: true, description: 'Only leads of this campaign (utm_campaign), exactly as recorded.' })
  @Trim()
  @MaxChars(UTM_MAX)
  campaign?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only leads with (true) or without (false) survey answers.' })
  hasSurvey?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "true: only leads whose next action is due today or overdue (Amsterdam), the dashboard's 'Vandaag opvolgen'.",
  })
  followUpDue?: boolean | null;
}

export enum LeadOrder {
  BOARD = 'BOARD',
  NEWEST = 'NEWEST',
  NEXT_ACTION = 'NEXT_ACTION',
}

registerEnumType(LeadOrder, {
  name: 'LeadOrder',
  description:
    'BOARD: column by column (NEW first), then pipelineOrder, createdAt. NEWEST: createdAt descending. ' +
    'NEXT_ACTION: next action day ascending (none last), then createdAt.',
});

/** The largest page of `leads`, and its size when none is asked for (docs/operations.md). */
export const LEADS_PAGE_MAX = 1000;
export const LEADS_OFFSET_MAX = 1_000_000;

@ArgsType()
export class LeadsArgs {
  @Field(() => LeadFilter, { nullable: true })
  @ValidateNested()
  filter?: LeadFilter | null;

  @Field(() => LeadOrder, { defaultValue: LeadOrder.BOARD })
  order: LeadOrder;

  @Field(() => Int, {
    nullable: true,
    description: `Page size, at most ${LEADS_PAGE_MAX}; left out or null it is ${LEADS_PAGE_MAX} too: page on with offset.`,
  })
  @AtLeast(1)
  @AtMost(LEADS_PAGE_MAX)
  limit?: number | null;

  @Field(() => Int, { defaultValue: 0 })
  @AtLeast(0)
  @AtMost(LEADS_OFFSET_MAX)
  offset: number;
}
