/**
 * The words of an interview: its title, full transcript (an Interviewer/Buyer dialogue naming the buyer's
 * products and vendors), quick study and buyer perspective, written from the interview's facts. dataset.ts
 * writes every generated interview with these; planted-records.ts rewrites the few it changes.
 */

import type { Random } from './prng';
import type { Dataset, StackEntry, Transcript } from './records';

/** The facts an interview's words are written from. */
export type TextContext = {
  random: Random;
  company: string | undefined;
  jobTitle: string;
  department: string;
  mentions: { product: string; vendor: string; rating: number | null; useCase: string }[];
  markets: string[];
  priorities: string[];
};

function opinion(random: Random, mention: TextContext['mentions'][number]): string {
  const { product, vendor, rating, useCase } = mention;
  if (rating === null) {
    return `Too early to say. We only rolled out ${product} recently for ${useCase}, so I don't want to rate it yet. The ${vendor} team has been responsive during onboarding.`;
  }
  if (rating >= 8) {
    return random.pick([
      `Honestly, ${product} has been great. Adoption is strong and the team relies on it every day for ${useCase}. ${vendor} support answers within hours, and the integrations just work.`,
      `It's one of the tools I'd fight to keep. ${product} gives us clean data for ${useCase}, and ${vendor} has shipped what they promised on the roadmap.`,
    ]);
  }
  if (rating >= 5) {
    return random.pick([
      `It's fine. ${product} does the job for ${useCase}, but reporting is clunky and we export a lot to spreadsheets. ${vendor} is okay to work with, nothing special.`,
      `Mixed. ${product} covers the basics of ${useCase}; the admin side needs more work than ${vendor} admitted during the sale.`,
    ]);
  }
  return random.pick([
    `Frustrating, to be honest. ${product} drops fields when it syncs with the CRM, and ${vendor} support takes days to respond. We're actively looking at alternatives for ${useCase}.`,
    `Not great. Renewal pricing from ${vendor} went up sharply and ${product} still lacks the ${useCase} reporting we need. It's on the list to replace.`,
  ]);
}

/** The Interviewer/Buyer dialogue (draws from `random`: a headcount, opinions, a decision). */
export function fullTranscript(context: TextContext): string {
  const { random, company, jobTitle, department, mentions, markets, priorities } = context;
  const where = company ?? 'your company';
  const turns: string[] = [
    `Interviewer: Thanks for making the time today. To start, can you describe your role at ${where} and what your team owns?`,
    `Buyer: Sure. I'm the ${jobTitle}, sitting in ${department}. We own the tooling for roughly ${random.int(3, 40) * 10} people, and this year the big themes are ${priorities.join(', ').toLowerCase()}.`,
    `Interviewer: Let's walk through the stack. What are the main tools you rely on today?`,
    `Buyer: The core pieces are ${mentions.map((mention) => `${mention.product} from ${mention.vendor}`).join(', ')}. Some of them we chose, some we inherited.`,
  ];
  for (const mention of mentions.slice(0, 6)) {
    turns.push(`Interviewer: How has ${mention.product} worked out for ${mention.useCase}?`);
    turns.push(`Buyer: ${opinion(random, mention)}`);
  }
  turns.push(
    `Interviewer: What are you evaluating right now?`,
    `Buyer: We're in market for ${markets.join(' and ')}. We have a shortlist of three vendors and expect to decide within ${random.int(1, 3)} quarters. Security review and integration with our CRM are the gates.`,
    `Interviewer: Who is involved in that decision?`,
    `Buyer: ${random.pick(['Our CFO signs anything above six figures', 'A committee of IT, finance and the business owner', 'Ultimately the CRO, with IT holding a veto'])}. I run the evaluation and write the recommendation.`,
    `Interviewer: What would make you switch away from a vendor?`,
    `Buyer: ${random.pick(['Surprise price increases at renewal.', 'Losing trust in the data.', 'Support that stops answering.', 'A roadmap that never ships.'])} We have switched before and it cost us a quarter, so the bar is high.`,
    `Interviewer: Last question: what advice would you give vendors selling to a team like yours?`,
    `Buyer: Show me a customer like us, be straight about pricing, and don't oversell the AI features.`,
  );
  return turns.join('\n\n');
}

/** Q&A summary: what the buyer evaluates, which tools work, where there is frustration. */
export function quickStudy(context: TextContext): string {
  const { company, mentions, markets, priorities } = context;
  const who = company ?? 'The buyer';
  const happy = mentions.filter((mention) => (mention.rating ?? 0) >= 8).map((mention) => mention.product);
  const unhappy = mentions
    .filter((mention) => mention.rating !== null && mention.rating < 5)
    .map((mention) => mention.product);
  return [
    `Q: What is ${who} evaluating?\nA: ${markets.join(', ')}, with a decision expected within a few quarters.`,
    `Q: Which tools are working well?\nA: ${happy.length > 0 ? happy.join(', ') : 'No tool stands out as a clear favourite.'}`,
    `Q: Where is there frustration?\nA: ${unhappy.length > 0 ? unhappy.join(', ') : 'No strong frustrations were raised.'}`,
    `Q: What are the strategic priorities?\nA: ${priorities.join('; ')}.`,
  ].join('\n\n');
}

/** One paragraph: what the buyer evaluates, the most valued tool and the weakest link. */
export function buyerPerspective(context: TextContext): string {
  const { jobTitle, mentions, markets, priorities } = context;
  const best = [...mentions].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0))[0];
  const worst = [...mentions].sort((a, b) => (a.rating ?? 11) - (b.rating ?? 11))[0];
  return `The ${jobTitle} is evaluating ${markets.join(' and ')} with ${priorities[0]?.toLowerCase() ?? 'efficiency'} as the main driver. ${
    best ? `${best.product} is the most valued tool in the stack. ` : ''
  }${worst && worst !== best ? `${worst.product} is the weakest link and a candidate for replacement.` : ''}`.trim();
}

/** The interview's title: who was interviewed (by company, or by industry when anonymous) and on what. */
export function transcriptTitle(
  jobTitle: string,
  company: string | undefined,
  industry: string,
  market: string,
): string {
  return company
    ? `${jobTitle} at ${company} on evaluating ${market}`
    : `${jobTitle} at a ${industry} company on evaluating ${market}`;
}

/** What the words name: products, vendors, use cases, industries and departments by index. */
export type TextNames = Pick<Dataset, 'useCases' | 'industries' | 'departments' | 'vendors' | 'products'>;

/** The stack as the words mention it: product and vendor names, rating, first use case. */
export function stackMentions(techStack: readonly StackEntry[], names: TextNames): TextContext['mentions'] {
  return techStack.map((entry) => {
    const product = names.products[entry.product];
    return {
      product: product?.name ?? '',
      vendor: names.vendors[product?.vendor ?? 0]?.name ?? '',
      rating: entry.rating,
      useCase: names.useCases[entry.useCases[0] ?? 0] ?? '',
    };
  });
}

/**
 * Writes an interview's title, full transcript, quick study and buyer perspective again from its current facts
 * (stack, markets, priorities, job title): for the few interviews planted-records.ts changes or adds after the
 * generation, with their own `random` so the generated data's draws stay put.
 */
export function rewriteTranscriptText(
  random: Random,
  transcript: Transcript,
  company: string | undefined,
  names: TextNames,
): void {
  const markets = transcript.inMarketFor.map((id) => names.useCases[id] ?? '');
  const industry = (names.industries[transcript.industries[0] ?? 0] ?? '').split(' > ')[1] ?? 'technology';
  const text: TextContext = {
    random,
    company,
    jobTitle: transcript.jobTitle,
    department: names.departments[transcript.department] ?? 'IT',
    mentions: stackMentions(transcript.techStack, names),
    markets,
    priorities: transcript.priorities,
  };
  transcript.title = transcriptTitle(transcript.jobTitle, company, industry, markets[0] ?? 'CRM');
  transcript.buyerPerspective = buyerPerspective(text);
  transcript.quickStudy = quickStudy(text);
  transcript.fullTranscript = fullTranscript(text);
}
