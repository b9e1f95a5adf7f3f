/* SPDX-License-Identifier: MIT */
/* The JSON text of each event; no allocation, so logging cannot fail a move. */
#include <stdio.h>

#include "core/names.h"
#include "gomoku/notation.h"
#include "gomoku/status.h"
#include "log/log.h"

/* "[[x,y],[x,y]]" with four ints, or "null". */
#define LOG_LINE_MAX 64
#define LOG_BEST_MAX 96

static void emit(const log_sink *sink, const char *json)
{
	if (sink->fn)
		sink->fn(json, sink->user_data);
}

/* "h8" or, for a point the notation cannot name, "". */
static void notation(gmk_point p, int width, int height, char *buf, size_t size)
{
	if (gmk_point_to_rif(p, width, height, buf, size) != GMK_OK)
		buf[0] = '\0';
}

void log_move(const log_sink *sink, const char *event, gmk_point p, gmk_color color, int ply,
	      int width, int height)
{
	char name[GMK_POINT_STRING_MAX], json[LOG_EVENT_MAX];
	notation(p, width, height, name, sizeof(name));
	snprintf(json, sizeof(json),
		 "{\"event\":\"%s\",\"x\":%d,\"y\":%d,\"move\":\"%s\",\"color\":\"%s\",\"ply\":%d}",
		 event, p.x, p.y, name, name_of_color(color), ply);
	emit(sink, json);
}

void log_result(const log_sink *sink, const gmk_result *r)
{
	if (r->state == GMK_STATE_ONGOING)
		return;
	char line[LOG_LINE_MAX], json[LOG_EVENT_MAX];
	if (r->line_start.x >= 0)
		snprintf(line, sizeof(line), "[[%d,%d],[%d,%d]]", r->line_start.x,
			 r->line_start.y, r->line_end.x, r->line_end.y);
	else
		snprintf(line, sizeof(line), "null");
	const char *winner = r->state == GMK_STATE_WIN ? name_of_color(r->winner) : NULL;
	snprintf(json, sizeof(json),
		 "{\"event\":\"result\",\"state\":\"%s\",\"winner\":%s%s%s,\"reason\":\"%s\","
		 "\"line\":%s}",
		 name_of_state(r->state), winner ? "\"" : "", winner ? winner : "null",
		 winner ? "\"" : "", name_of_reason(r->reason), line);
	emit(sink, json);
}

void log_foul(const log_sink *sink, gmk_point p, int foul, int width, int height)
{
	char name[GMK_POINT_STRING_MAX], json[LOG_EVENT_MAX];
	const char *type = name_of_foul(foul);
	notation(p, width, height, name, sizeof(name));
	snprintf(json, sizeof(json),
		 "{\"event\":\"foul\",\"x\":%d,\"y\":%d,\"move\":\"%s\",\"type\":\"%s\"}",
		 p.x, p.y, name, type ? type : "unknown");
	emit(sink, json);
}

int log_format_search(char *buf, size_t size, const gmk_search_result *r, int width, int height)
{
	char best[LOG_BEST_MAX];
	if (r->best.x >= 0) {
		char name[GMK_POINT_STRING_MAX];
		notation(r->best, width, height, name, sizeof(name));
		snprintf(best, sizeof(best), "{\"x\":%d,\"y\":%d,\"move\":\"%s\"}", r->best.x,
			 r->best.y, name);
	} else {
		snprintf(best, sizeof(best), "null");
	}
	int n = snprintf(buf, size,
			 "{\"event\":\"search\",\"duration_ms\":%d,\"nodes\":%llu,\"depth\":%d,"
			 "\"score\":%d,\"best\":%s}",
			 r->time_ms, (unsigned long long)r->nodes, r->depth, r->score, best);
	return n >= 0 && (size_t)n < size ? GMK_OK : GMK_EBUFFER;
}

void log_search(const log_sink *sink, const gmk_search_result *r, int width, int height)
{
	char json[LOG_EVENT_MAX];
	if (log_format_search(json, sizeof(json), r, width, height) == GMK_OK)
		emit(sink, json);
}
