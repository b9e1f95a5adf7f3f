/* SPDX-License-Identifier: MIT */
/* The JSON text of the board's events. */
#include <stdio.h>

#include "board/board_events.h"
#include "core/names.h"
#include "gomoku/notation.h"

/* "[[x,y],[x,y]]" with four ints, or "null". */
#define LOG_LINE_MAX 64

void log_move(const log_sink *sink, const char *event, gmk_point p, gmk_color color, int ply,
	      int width, int height)
{
	char name[GMK_POINT_STRING_MAX], json[LOG_EVENT_MAX];
	log_point_name(p, width, height, name, sizeof(name));
	snprintf(json, sizeof(json),
		 "{\"event\":\"%s\",\"x\":%d,\"y\":%d,\"move\":\"%s\",\"color\":\"%s\",\"ply\":%d}",
		 event, p.x, p.y, name, name_of_color(color), ply);
	log_emit(sink, json);
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
	log_emit(sink, json);
}

void log_foul(const log_sink *sink, gmk_point p, int foul, int width, int height)
{
	char name[GMK_POINT_STRING_MAX], json[LOG_EVENT_MAX];
	const char *type = name_of_foul(foul);
	log_point_name(p, width, height, name, sizeof(name));
	snprintf(json, sizeof(json),
		 "{\"event\":\"foul\",\"x\":%d,\"y\":%d,\"move\":\"%s\",\"type\":\"%s\"}",
		 p.x, p.y, name, type ? type : "unknown");
	log_emit(sink, json);
}
