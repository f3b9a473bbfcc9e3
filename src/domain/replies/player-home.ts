// What the player view shows, per player the phone answers for (one section for a player, one
// per child for a guardian): his matches and his trainings apart, those still to answer first
// with the deadline the coach set, 'Convocado' / 'No convocado' for a match whose call-up was
// saved, who answered when it was not he himself, and his season card. Built from the documents
// of each player's database as they are on the phone; a document that is not well formed is
// left out, never shown half.
import { longDate } from "../calendar/fixtures";
import {
  readCallUpNotice,
  readFamily,
  readReply,
  readScheduleEvent,
  readSeasonCard,
} from "./documents";
import type { CallUpStatus, Reply, ScheduleEvent, SeasonCard } from "./documents";
import { ownReplies, upcomingEvents } from "./player-schedule";

/** One player's documents on this phone: his user name, the name to head his section with. */
export type PlayerDocs = { user: string; name: string; docs: readonly unknown[] };

export type HomeEvent = {
  event: ScheduleEvent;
  /** For a match whose call-up was saved; null otherwise. */
  callUp: CallUpStatus | null;
  reply: Reply | undefined;
  /** Still to answer: not cancelled, not answered, not left out of a saved call-up. */
  open: boolean;
  /** 'Responde antes del jueves, 26 de noviembre, a las 20:00' ('' without a deadline). */
  deadline: string;
  /** 'Respondió su madre' when someone other than whoever holds this phone answered. */
  answeredBy: string;
};

export type PlayerSection = {
  user: string;
  name: string;
  /** 'Tus partidos' and 'Tus entrenamientos': open ones first, each part by day and time. */
  matches: HomeEvent[];
  trainings: HomeEvent[];
  /** How many events are still to answer. */
  unanswered: number;
  /** His newest season card, when the staff wrote one. */
  season: SeasonCard | null;
};

export type PlayerHome = { sections: PlayerSection[] };

export const callUpStatusLabels: Record<CallUpStatus, string> = {
  convocado: "Convocado",
  no_convocado: "No convocado",
};

/** 'Responde antes del …' while the deadline is ahead, 'Plazo para responder: terminó el …' after. */
export function deadlineText(answerBy: string, now: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(answerBy);
  if (!m) return "";
  const when = `${longDate(m[1]!)}, a las ${m[2]!}`;
  return now < answerBy ? `Responde antes del ${when}` : `Plazo para responder: terminó el ${when}`;
}

/**
 * Who answered, as the holder of this phone (`account`) reads it: nothing when it was he, the
 * player's first name when the player answered on his own phone, 'su madre' (the relation the
 * staff's `familia` document gives) when a guardian did.
 */
export function answeredByText(
  reply: Reply | undefined,
  section: Pick<PlayerDocs, "user" | "name">,
  account: string,
  relations: Readonly<Record<string, string>>,
): string {
  if (!reply) return "";
  const by = reply.by ?? reply.user;
  if (by === account) return "";
  if (by === section.user) return `Respondió ${section.name.trim().split(/\s+/)[0] || by}`;
  const relation = relations[by]?.trim();
  return relation ? `Respondió su ${relation}` : `Respondió «${by}»`;
}

/**
 * The view of each player's documents for the holder of the phone (`account`), from `now`
 * ('YYYY-MM-DDTHH:MM', the phone's local time) on. Who answered is named by the relation
 * ('madre', 'padre', 'tutor/a') his database's `familia` document gives the account.
 */
export function playerHome(
  players: readonly PlayerDocs[],
  account: string,
  now: string,
): PlayerHome {
  const today = now.slice(0, 10);
  return {
    sections: players.map((p) => {
      const events: ScheduleEvent[] = [];
      const replies: Reply[] = [];
      const callUps = new Map<string, CallUpStatus>();
      let season: SeasonCard | null = null;
      const relations: Record<string, string> = {};
      for (const doc of p.docs) {
        const event = readScheduleEvent(doc);
        if (event) events.push(event);
        const reply = readReply(doc);
        if (reply) replies.push(reply);
        const notice = readCallUpNotice(doc);
        if (notice) callUps.set(notice.eventId, notice.status);
        const card = readSeasonCard(doc);
        if (card && (!season || card.season > season.season)) season = card;
        const family = readFamily(doc);
        if (family?.player === p.user)
          for (const g of family.guardians) relations[g.user] = g.relation;
      }
      const mine = ownReplies(replies, p.user);
      const home = upcomingEvents(events, today).map((event): HomeEvent => {
        const reply = mine.get(event.eventId);
        const callUp = event.kind === "partido" ? (callUps.get(event.eventId) ?? null) : null;
        const open = !event.cancelled && !reply && callUp !== "no_convocado";
        return {
          event,
          callUp,
          reply,
          open,
          deadline: open ? deadlineText(event.answerBy ?? "", now) : "",
          answeredBy: answeredByText(reply, p, account, relations),
        };
      });
      // Stable: each part keeps the day-and-time order.
      const openFirst = (list: HomeEvent[]) => [
        ...list.filter((e) => e.open),
        ...list.filter((e) => !e.open),
      ];
      return {
        user: p.user,
        name: p.name,
        matches: openFirst(home.filter((e) => e.event.kind === "partido")),
        trainings: openFirst(home.filter((e) => e.event.kind === "entrenamiento")),
        unanswered: home.filter((e) => e.open).length,
        season,
      };
    }),
  };
}
