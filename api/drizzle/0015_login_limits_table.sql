-- IF NOT EXISTS: a database that ran the login limits before this migration has the library's own (same) table.
CREATE TABLE IF NOT EXISTS "rate_limiter_flexible" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
