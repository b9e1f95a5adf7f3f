/* SPDX-License-Identifier: MIT */
/* The JSON text of the engine's "search" event. */
#include <stdio.h>

#include "gomoku/notation.h"
#include "gomoku/status.h"
#include "search/search_log.h"

/* {"x":..,"y":..,"move":".."} with two ints and a point name, or "null". */
#define LOG_BEST_MAX 96

int log_format_search(char *buf, size_t size, const gmk_search_result *r, int width, int height)
{
	char best[LOG_BEST_MAX];
	if (r->best.x >= 0) {
		char name[GMK_POINT_STRING_MAX];
		log_point_name(r->best, width, height, name, sizeof(name));
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
		log_emit(sink, json);
}
