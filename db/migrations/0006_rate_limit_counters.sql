CREATE TABLE `rate_limit_counters` (
	`limiter` text NOT NULL,
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`limiter`, `key`)
);
--> statement-breakpoint
CREATE INDEX `rate_limit_counters_window` ON `rate_limit_counters` (`limiter`,`window_start`);