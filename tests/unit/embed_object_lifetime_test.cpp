// kiln::Object without a live interpreter, through the public header only:
// every public operation on an Object whose interpreter is gone throws
// RuntimeError (it must never read the freed heap), and a default Object is
// None that belongs to no interpreter (docs/embedding.md, "Values and handles").
#include <doctest/doctest.h>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "kiln/kiln.hpp"

namespace {

struct Point {
    double x = 0, y = 0;
    Point(double x_, double y_) : x(x_), y(y_) {}
};

// One public Object operation, named for the failure message.
struct Operation {
    const char* name;
    std::function<void(const kiln::Object&)> run;
};

// Every public Object operation but copying, moving and destroying, which
// are always allowed. `live` is an Object of a live interpreter, for the
// operations that take a second Object.
std::vector<Operation> all_operations(const kiln::Object& live) {
    return {
        {"is_none", [](const kiln::Object& o) { (void)o.is_none(); }},
        {"is_bool", [](const kiln::Object& o) { (void)o.is_bool(); }},
        {"is_int", [](const kiln::Object& o) { (void)o.is_int(); }},
        {"is_float", [](const kiln::Object& o) { (void)o.is_float(); }},
        {"is_str", [](const kiln::Object& o) { (void)o.is_str(); }},
        {"is_list", [](const kiln::Object& o) { (void)o.is_list(); }},
        {"is_tuple", [](const kiln::Object& o) { (void)o.is_tuple(); }},
        {"is_dict", [](const kiln::Object& o) { (void)o.is_dict(); }},
        {"is_callable", [](const kiln::Object& o) { (void)o.is_callable(); }},
        {"type_name", [](const kiln::Object& o) { (void)o.type_name(); }},
        {"repr", [](const kiln::Object& o) { (void)o.repr(); }},
        {"str", [](const kiln::Object& o) { (void)o.str(); }},
        {"truthy", [](const kiln::Object& o) { (void)o.truthy(); }},
        {"is itself", [](const kiln::Object& o) { (void)o.is(o); }},
        {"is a live value", [&live](const kiln::Object& o) { (void)o.is(live); }},
        {"a live value is it", [&live](const kiln::Object& o) { (void)live.is(o); }},
        {"as<int>", [](const kiln::Object& o) { (void)o.as<int>(); }},
        {"as<int64_t>", [](const kiln::Object& o) { (void)o.as<std::int64_t>(); }},
        {"as<double>", [](const kiln::Object& o) { (void)o.as<double>(); }},
        {"as<bool>", [](const kiln::Object& o) { (void)o.as<bool>(); }},
        {"as<std::string>", [](const kiln::Object& o) { (void)o.as<std::string>(); }},
        {"as<std::string_view>", [](const kiln::Object& o) { (void)o.as<std::string_view>(); }},
        {"as<std::vector<int>>", [](const kiln::Object& o) { (void)o.as<std::vector<int>>(); }},
        {"as<std::map<...>>", [](const kiln::Object& o) { (void)o.as<std::map<std::string, int>>(); }},
        {"as<std::optional<int>>", [](const kiln::Object& o) { (void)o.as<std::optional<int>>(); }},
        {"as<std::pair<...>>", [](const kiln::Object& o) { (void)o.as<std::pair<int, int>>(); }},
        {"as<std::tuple<...>>", [](const kiln::Object& o) { (void)o.as<std::tuple<int>>(); }},
        {"as<Point>", [](const kiln::Object& o) { (void)o.as<Point>(); }},
        {"as<Point&>", [](const kiln::Object& o) { (void)o.as<Point&>(); }},
        {"as<Point*>", [](const kiln::Object& o) { (void)o.as<Point*>(); }},
        {"as<std::shared_ptr<Point>>", [](const kiln::Object& o) { (void)o.as<std::shared_ptr<Point>>(); }},
        {"call()", [](const kiln::Object& o) { (void)o.call(); }},
        {"call(1)", [](const kiln::Object& o) { (void)o.call(1); }},
        {"operator()", [](const kiln::Object& o) { (void)o(); }},
        {"call_with", [](const kiln::Object& o) { (void)o.call_with(std::vector<kiln::Object>{}); }},
        {"attr", [](const kiln::Object& o) { (void)o.attr("x"); }},
        {"set_attr", [&live](const kiln::Object& o) { o.set_attr("x", live); }},
        {"item", [&live](const kiln::Object& o) { (void)o.item(live); }},
        {"set_item", [&live](const kiln::Object& o) { o.set_item(live, live); }},
        {"operator[]", [](const kiln::Object& o) { (void)o[0]; }},
        {"size", [](const kiln::Object& o) { (void)o.size(); }},
        {"append", [&live](const kiln::Object& o) { o.append(live); }},
        {"elements", [](const kiln::Object& o) { (void)o.elements(); }},
        {"dict_items", [](const kiln::Object& o) { (void)o.dict_items(); }},
        {"get_int", [](const kiln::Object& o) { (void)o.get_int(); }},
        {"get_uint", [](const kiln::Object& o) { (void)o.get_uint(); }},
        {"get_float", [](const kiln::Object& o) { (void)o.get_float(); }},
        {"get_bool", [](const kiln::Object& o) { (void)o.get_bool(); }},
        {"get_str", [](const kiln::Object& o) { (void)o.get_str(); }},
        {"host", [](const kiln::Object& o) { (void)o.host<Point>(); }},
        {"host_shared", [](const kiln::Object& o) { (void)o.host_shared<Point>(); }},
        {"interpreter", [](const kiln::Object& o) { (void)o.interpreter(); }},
        {"passed to a live list's append", [&live](const kiln::Object& o) { live.append(o); }},
        {"passed to a live function", [&live](const kiln::Object& o) { (void)live.attr("count")(o); }},
    };
}

// The RuntimeError `run` throws, or a failure naming `what` when it throws
// none (or another exception).
void check_runtime_error(const char* what, const std::function<void()>& run, const std::string& message) {
    const std::string operation = what;
    INFO(operation);
    try {
        run();
        FAIL_CHECK("no exception");
    } catch (const kiln::Exception& e) {
        CHECK(e.type() == "RuntimeError");
        CHECK(e.message() == message);
    }
}

} // namespace

TEST_CASE("every Object operation throws RuntimeError once its interpreter is gone") {
    // Orphans of each sort: a heap object (a list), a host instance, and a
    // value kept inline in the handle (an int), which must throw all the same.
    kiln::Object list, instance, number, function;
    {
        kiln::Interpreter gone;
        gone.add_class<Point>("Point").constructor<double, double>().property("x", &Point::x);
        list = gone.eval("[1, 2, 3]");
        instance = gone.eval("Point(1, 2)");
        number = gone.eval("7");
        function = gone.eval("len");
        CHECK(instance.host<Point>() != nullptr);
    }
    kiln::Interpreter in;
    kiln::Object live = in.eval("[4, 5]");
    const std::string outlived = "this kiln::Object outlived its interpreter";
    for (const kiln::Object* orphan : {&list, &instance, &number, &function}) {
        for (const Operation& op : all_operations(live))
            check_runtime_error(op.name, [&] { op.run(*orphan); }, outlived);
        check_runtime_error("set_global_object", [&] { in.set_global_object("x", *orphan); }, outlived);
        check_runtime_error("tuple", [&] { (void)in.tuple({*orphan}); }, outlived);
    }
    // Copying, moving, assigning and destroying orphans stay allowed.
    kiln::Object copy = list;
    kiln::Object moved = std::move(copy);
    copy = number;
    moved = kiln::Object();
    CHECK(in.eval<int>("len([4, 5])") == 2); // the live interpreter is untouched
}

TEST_CASE("a default Object is None that belongs to no interpreter") {
    const kiln::Object none;
    // The questions about its value answer as for None ...
    CHECK(none.is_none());
    CHECK_FALSE(none.is_bool());
    CHECK_FALSE(none.is_int());
    CHECK_FALSE(none.is_float());
    CHECK_FALSE(none.is_str());
    CHECK_FALSE(none.is_list());
    CHECK_FALSE(none.is_tuple());
    CHECK_FALSE(none.is_dict());
    CHECK_FALSE(none.is_callable());
    CHECK(none.type_name() == "NoneType");
    CHECK(none.repr() == "None");
    CHECK(none.str() == "None");
    CHECK_FALSE(none.truthy());
    CHECK(none.is(kiln::Object()));
    CHECK_FALSE(none.get_int());
    CHECK_FALSE(none.get_uint());
    CHECK_FALSE(none.get_float());
    CHECK_FALSE(none.get_bool());
    CHECK_FALSE(none.get_str());
    CHECK(none.host<Point>() == nullptr);
    CHECK(none.host_shared<Point>() == nullptr);
    // ... it converts where None does ...
    CHECK(none.as<std::optional<int>>() == std::nullopt);
    CHECK(none.as<std::shared_ptr<Point>>() == nullptr);
    CHECK(none.as<Point*>() == nullptr);
    // ... and it is None to any interpreter.
    kiln::Interpreter in;
    CHECK(none.is(in.none()));
    in.set_global_object("x", none);
    CHECK(in.eval<bool>("x is None"));
    kiln::Object live = in.eval("[4, 5]");
    live.append(none);
    CHECK(live.repr() == "[4, 5, None]");
    // What needs an interpreter throws: calls, attributes, items, len, and
    // failed conversions (their message names types through the interpreter).
    const std::string empty = "this kiln::Object is empty: it belongs to no interpreter";
    for (const char* name : {"call()", "call(1)", "operator()", "call_with", "attr", "set_attr", "item", "set_item",
                             "operator[]", "size", "append", "elements", "dict_items", "interpreter", "as<int>",
                             "as<std::string>", "as<std::vector<int>>", "as<Point&>"}) {
        for (const Operation& op : all_operations(live))
            if (std::string(op.name) == name) check_runtime_error(op.name, [&] { op.run(none); }, empty);
    }
}
