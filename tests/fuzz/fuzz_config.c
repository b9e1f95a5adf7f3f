/* SPDX-License-Identifier: MIT */
/* gmk_config_from_json on arbitrary bytes; what loads must write and read back equal. */
#include "fuzz.h"
#include "gomoku.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	char *unknown = NULL;
	if (gmk_config_from_json((const char *)data, size, &o, &l, &unknown) != GMK_OK) {
		FUZZ_ASSERT(unknown == NULL);
		return 0;
	}
	gmk_free(unknown);
	char *text = NULL;
	FUZZ_ASSERT(gmk_config_to_json(&o, &l, &text) == GMK_OK);
	gmk_engine_options o2 = GMK_ENGINE_OPTIONS_INIT;
	gmk_search_limits l2 = GMK_SEARCH_LIMITS_INIT;
	FUZZ_ASSERT(gmk_config_from_json(text, strlen(text), &o2, &l2, &unknown) == GMK_OK);
	FUZZ_ASSERT(unknown == NULL);
	FUZZ_ASSERT(o2.hash_bytes == o.hash_bytes && o2.seed == o.seed);
	FUZZ_ASSERT(l2.time_ms == l.time_ms && l2.depth == l.depth && l2.nodes == l.nodes &&
		    l2.level == l.level && l2.multipv == l.multipv);
	gmk_free(text);
	return 0;
}
