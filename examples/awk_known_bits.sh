#!/bin/sh
# A known-bits analysis in awk, run by auditor as `cmd:examples/awk_known_bits.sh`:
# it speaks the JSON-lines protocol of docs/analysis-protocol.md on stdin/stdout.
#
# For `%r:iW = and %a, C:iW` it claims the bits that are 0 in C known 0; every other
# value it claims unknown (all `x`). Plain POSIX sh and awk (mawk, gawk or busybox).
#
#   auditor scan examples/input.opt -a cmd:examples/awk_known_bits.sh -d known-bits
exec awk '
BEGIN {
    # The header names the analysis (the `analysis` column): printed even when there
    # are no requests, as auditor reads it by running the program with none.
    print "{\"analysis\": \"awk-known-bits\", \"version\": \"1.0\"}"
    fflush()
}

# The number after "id": in a request line.
function request_id(line,    rest) {
    rest = substr(line, index(line, "\"id\":") + 5)
    sub(/^ */, "", rest)
    match(rest, /^[0-9]+/)
    return substr(rest, 1, RLENGTH)
}

# The Souper text of the request (JSON string, its "\n" escapes kept as they are).
function fragment_text(line,    start, rest) {
    start = index(line, "\"fragment\": \"")
    rest = substr(line, start + 13)
    return substr(rest, 1, index(rest, "\", \"domains\"") - 1)
}

# W characters, MSB first: 0 where constant c has a 0 bit, x elsewhere.
function and_mask_fact(c, w,    i, fact, bit) {
    fact = ""
    for (i = w - 1; i >= 0; i--) {
        bit = int(c / (2 ^ i)) % 2
        fact = fact (bit == 0 ? "0" : "x")
    }
    return fact
}

function unknown(w,    fact) {
    fact = ""
    while (length(fact) < w) fact = fact "x"
    return fact
}

# The claim about one Souper line "%name:iW = op args", or "" if it defines nothing.
function claim(id, text,    head, name, w, rest, fact, c) {
    if (text !~ /^%[^:]+:i[0-9]+ *=/) return ""
    head = substr(text, 2, index(text, "=") - 2)
    name = substr(head, 1, index(head, ":") - 1)
    w = substr(head, index(head, ":i") + 2) + 0
    rest = substr(text, index(text, "=") + 1)
    fact = unknown(w)
    # `and %a, C:iW` with a decimal constant small enough for awk numbers
    if (w <= 48 && rest ~ /^ *and %[^,]+, *[0-9]+:i[0-9]+ *$/) {
        c = rest
        sub(/^[^,]*, */, "", c)
        sub(/:.*/, "", c)
        fact = and_mask_fact(c + 0, w)
    }
    return "{\"id\": " id ", \"value\": \"%" name "\", \"domain\": \"known-bits\", \"fact\": \"" fact "\"}"
}

{
    id = request_id($0)
    if (index($0, "\"known-bits\"") > 0) {
        n = split(fragment_text($0), lines, /\\n/)
        for (i = 1; i <= n; i++) {
            out = claim(id, lines[i])
            if (out != "") print out
        }
    }
    print "{\"id\": " id ", \"done\": true}"
    fflush()
}
'
