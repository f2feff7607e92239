ALTER TABLE `step_feedback` ADD `rule_ids` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `verdict_corrections` ADD `rule_id` text;