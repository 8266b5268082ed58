#include "string_builders.hpp"

#include <map>

namespace kiln {

std::string appended_name(const Node& n) {
    if (n.kind == NK::AugAssign && n.op == Op::Add && n.a->kind == NK::Name) return n.a->name;
    if (n.kind == NK::Assign && n.list.size() == 1 && n.list[0]->kind == NK::Name && n.a->kind == NK::BinOp &&
        n.a->op == Op::Add && n.a->a->kind == NK::Name && n.a->a->name == n.list[0]->name)
        return n.list[0]->name;
    return {};
}

namespace {

// Counts every mention of every name under a node: Name nodes, and, to be
// safe, any other node that carries a name (a def, an import, an `except
// ... as`, a keyword argument, an attribute) and parameters.
struct Mentions {
    std::map<std::string, int> all;      // every mention
    std::map<std::string, int> appends;  // the mentions that are an append's own
    std::vector<std::string> order;      // appended names, first append first

    void mention(const std::string& name) {
        if (!name.empty()) all[name]++;
    }

    void walk(const Node& n) {
        std::string target = appended_name(n);
        if (!target.empty()) {
            // The append's own mentions: its target, and the left operand
            // of `name = name + e`. Its value `e` is walked as any code.
            const bool aug = n.kind == NK::AugAssign;
            all[target] += aug ? 1 : 2;
            if (appends[target] == 0) order.push_back(target);
            appends[target] += aug ? 1 : 2;
            walk(aug ? *n.b : *n.a->b);
            return;
        }
        mention(n.name);
        for (const auto& s : n.names) mention(s);
        if (n.params) {
            for (const auto* ps : {&n.params->positional, &n.params->kwonly})
                for (const auto& p : *ps) {
                    mention(p.name);
                    if (p.default_value) walk(*p.default_value);
                    if (p.annotation) walk(*p.annotation);
                }
            mention(n.params->vararg);
            mention(n.params->kwarg);
            if (n.params->vararg_annotation) walk(*n.params->vararg_annotation);
            if (n.params->kwarg_annotation) walk(*n.params->kwarg_annotation);
        }
        for (const Node* c : {n.a.get(), n.b.get(), n.c.get()})
            if (c) walk(*c);
        for (const auto* v : {&n.list, &n.list2, &n.body, &n.orelse})
            for (const auto& c : *v)
                if (c) walk(*c);
    }
};

} // namespace

std::vector<std::string> string_builders(const Node& loop) {
    Mentions m;
    // What runs in each iteration: a while's condition, a for's target, the
    // body. Not a for's iterable (evaluated once, before) nor the else
    // clause (after: the string may be shared from there on).
    if (loop.kind == NK::While || loop.kind == NK::For) m.walk(*loop.a);
    for (const auto& s : loop.body) m.walk(*s);
    std::vector<std::string> out;
    for (const auto& name : m.order)
        if (m.all[name] == m.appends[name]) out.push_back(name);
    return out;
}

} // namespace kiln
