import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { LeadOutcome, LeadSource, LeadStatus, Qualification } from './lead.enums';
import { Survey } from './survey.type';
import { LeadAttribution } from './attribution.type';
import { FollowUpState } from './follow-up.rules';

@ObjectType({ description: 'The call to action a visitor clicked before the lead was created.', simpleResolvers: true })
export class ButtonClick {
  @Field(() => String)
  buttonText: string;

  @Field(() => String)
  pagePath: string;

  @Field(() => String)
  pageTitle: string;

  @Field(() => Date)
  timestamp: Date;
}

/**
 * A lead as the API shows it: never the survey token's hash. Built from LeadEntity by the mapper.
 *
 * `simpleResolvers`: its fields are read straight off the object, without TypeGraphQL's resolver
 * wrapper, which 2 000 leads x 16 fields of the pipeline's board query would each pass (bench
 * pipeline-board). Field resolvers (scoreBreakdown) keep theirs.
 */
@ObjectType({ simpleResolvers: true })
export class Lead {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => Boolean, { description: 'The phone as typed is no valid number (Dutch by default), so it is never matched.' })
  phoneInvalid: boolean;

  @Field(() => String, { nullable: true })
  company: string | null;

  @Field(() => String, { nullable: true })
  website: string | null;

  @Field(() => String, { nullable: true, description: "What a contact form's visitor wrote." })
  message: string | null;

  @Field(() => String, { nullable: true, description: "A contact form's budget choice." })
  budget: string | null;

  @Field(() => LeadSource)
  source: LeadSource;

  @Field(() => LeadStatus)
  status: LeadStatus;

  @Field(() => LeadOutcome)
  outcome: LeadOutcome;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;

  @Field(() => Date, { nullable: true })
  lastContact: Date | null;

  @Field(() => String, { nullable: true })
  notes: string | null;

  @Field(() => Survey, { nullable: true })
  survey: Survey | null;

  @Field(() => Date, { nullable: true, description: 'When the survey was completed (null while partial or absent).' })
  surveyCompletedAt: Date | null;

  @Field(() => Int, { nullable: true })
  leadScore: number | null;

  @Field(() => Qualification, { nullable: true })
  qualification: Qualification | null;

  @Field(() => ButtonClick, { nullable: true })
  buttonClick: ButtonClick | null;

  @Field(() => LeadAttribution, { nullable: true, description: 'Where the lead came from; null for leads from before this was recorded.' })
  attribution: LeadAttribution | null;

  @Field(() => Float, { description: 'Order inside its column, ascending (ties: oldest first). See moveLead.' })
  pipelineOrder: number;

  @Field(() => Int, { description: 'Deal value in euro: the saved value, else derived from the survey.' })
  value: number;

  @Field(() => Boolean, { description: 'True when an admin saved the value rather than it being derived.' })
  valueIsCustom: boolean;

  @Field(() => String, { description: 'Scale, Growth, Starter or Custom Pakket, by value.' })
  packageLabel: string;

  @Field(() => Boolean, { description: 'HOT with an investment budget set and not EUR_0_500 or UNDECIDED.' })
  highValue: boolean;

  @Field(() => Date, { nullable: true, description: 'When its personal data was erased (eraseLead or the retention period).' })
  erasedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Version of the privacy statement the visitor saw on the form.' })
  privacyVersion: string | null;

  @Field(() => String, { nullable: true, description: "The next action's day, YYYY-MM-DD (Amsterdam); null: none planned." })
  nextActionOn: string | null;

  @Field(() => String, { nullable: true, description: 'What the next action is.' })
  nextActionNote: string | null;

  @Field(() => Int, { description: 'How often this person asked again (a quick scan or contact form) and joined this lead.' })
  returns: number;

  @Field(() => ID, {
    nullable: true,
    description: "The person's earlier lead, when they asked again after it was won or lost, or after the joining window.",
  })
  previousLeadId: string | null;

  @Field(() => FollowUpState, { description: 'The next action against today (Amsterdam), as the server reckons it.' })
  followUp: FollowUpState;
}
