import { relations } from 'drizzle-orm';
import { trainerVenueProfiles } from './trainers.js';
import { children, users, userSportSkills, userVenueProfiles } from './users.js';

export const usersRelations = relations(users, ({ many }) => ({
  userVenueProfiles: many(userVenueProfiles),
  trainerVenueProfiles: many(trainerVenueProfiles),
  sportSkills: many(userSportSkills),
  children: many(children),
}));

export const userVenueProfilesRelations = relations(userVenueProfiles, ({ one }) => ({
  user: one(users, { fields: [userVenueProfiles.userId], references: [users.id] }),
}));

export const trainerVenueProfilesRelations = relations(trainerVenueProfiles, ({ one }) => ({
  user: one(users, { fields: [trainerVenueProfiles.userId], references: [users.id] }),
}));

export const userSportSkillsRelations = relations(userSportSkills, ({ one }) => ({
  user: one(users, { fields: [userSportSkills.userId], references: [users.id] }),
}));

export const childrenRelations = relations(children, ({ one }) => ({
  user: one(users, { fields: [children.userId], references: [users.id] }),
}));
