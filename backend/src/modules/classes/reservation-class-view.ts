import { sql } from 'drizzle-orm';
import type { Reservation } from '@venue/api';
import { groupClasses, groupClassOccurrences, groupClassPriceLists, reservations, trainerVenueProfiles } from '../../db/schema/index.js';

/*
 * What a reservation's view shows of classes and trainers (issue 16), as columns the reservations
 * module adds to its select: scalar subqueries, so its joins (and every read built on them) stay as
 * they are. JSON text, parsed below.
 */
export const classAndTrainerColumns = {
  /** A sign-up's occurrence, class and chosen price list. */
  groupClassJson: sql<
    string | null
  >`(select json_build_object('id', o.id, 'class_id', g.id, 'name', g.name, 'price_list_name', p.name)::text
    from ${groupClassOccurrences} o join ${groupClasses} g on g.id = o.class_id
    left join ${groupClassPriceLists} p on p.id = ${reservations.priceListId}
    where o.id = ${reservations.groupClassOccurrenceId})`,
  /** A private lesson's trainer, or the trainer of a sign-up's class occurrence. */
  trainerJson: sql<string | null>`(select json_build_object('id', t.id, 'display_name', t.display_name)::text
    from ${trainerVenueProfiles} t
    where t.id = coalesce(${reservations.trainerVenueProfileId},
      (select o.trainer_venue_profile_id from ${groupClassOccurrences} o where o.id = ${reservations.groupClassOccurrenceId})))`,
};

export type ClassAndTrainerColumns = { groupClassJson?: string | null; trainerJson?: string | null };

/** `group_class` and `trainer` of a reservation's view; `trainer.price` is the trainer's share (0 at a class). */
export function classAndTrainerOf(row: ClassAndTrainerColumns, trainerPriceGrosze: number): Pick<Reservation, 'group_class' | 'trainer'> {
  const groupClass = row.groupClassJson ? (JSON.parse(row.groupClassJson) as NonNullable<Reservation['group_class']>) : null;
  const trainer = row.trainerJson ? (JSON.parse(row.trainerJson) as { id: number; display_name: string }) : null;
  return {
    group_class: groupClass
      ? { id: groupClass.id, class_id: groupClass.class_id, name: groupClass.name, price_list_name: groupClass.price_list_name }
      : null,
    trainer: trainer ? { id: trainer.id, display_name: trainer.display_name, price: trainerPriceGrosze } : null,
  };
}
