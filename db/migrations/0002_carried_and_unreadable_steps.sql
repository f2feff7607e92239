ALTER TABLE `step_feedback` ADD `carried_from` integer;--> statement-breakpoint
ALTER TABLE `step_feedback` ADD `unreadable` integer DEFAULT false NOT NULL;