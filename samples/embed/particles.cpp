// A small embedding host: a particle simulation whose behaviour comes from
// user scripts. Every rules/rule_*.py is a module defining
//     update(p, dt)    called for every live particle, every frame
// and optionally SETTINGS, a dict the host reads once. Rules run
// sandboxed: they can import only from the rules directory, each call gets
// a step budget, and the heap is capped. A rule that fails or runs out of
// budget is reported, with its traceback, and switched off; the simulation
// goes on.
//
// Build against an installed kiln:
//     c++ -O2 particles.cpp $(pkg-config --cflags --libs kiln) -o particles
// Run:
//     ./particles rules [frames]
#include <kiln/kiln.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <dirent.h>
#include <string>
#include <vector>

struct Particle {
    double x = 0, y = 0, vx = 0, vy = 0;
    std::int64_t age = 0;
    bool alive = true;
    Particle(double x_, double y_, double vx_, double vy_) : x(x_), y(y_), vx(vx_), vy(vy_) {}
};

// A deterministic generator, so that every run prints the same numbers.
struct Lcg {
    std::uint64_t state = 12345;
    double next() {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return (double)(state >> 11) / (double)(1ULL << 53);
    }
};

struct Rule {
    std::string name;
    kiln::Object update; // the script function, kept alive by this handle
    bool enabled = true;
    long calls = 0;
};

std::vector<std::string> rule_names(const std::string& dir) {
    std::vector<std::string> names;
    if (DIR* d = opendir(dir.c_str())) {
        while (dirent* e = readdir(d)) {
            std::string f = e->d_name;
            if (f.rfind("rule_", 0) == 0 && f.size() > 3 && f.substr(f.size() - 3) == ".py")
                names.push_back(f.substr(0, f.size() - 3));
        }
        closedir(d);
    }
    std::sort(names.begin(), names.end());
    return names;
}

void report(const std::string& rule, const kiln::Error& e) {
    std::printf("rule %s switched off: %s: %s\n", rule.c_str(), e.type.c_str(), e.message.c_str());
    for (const std::string& line : e.traceback) std::printf("    %s\n", line.c_str());
}

int main(int argc, char** argv) {
    std::string dir = argc > 1 ? argv[1] : "rules";
    int frames = argc > 2 ? std::atoi(argv[2]) : 600;

    kiln::Config config;
    config.module_path = {dir};        // the only files scripts can reach
    config.step_limit = 200000;        // per call from the host
    config.heap_limit = 64 << 20;      // bytes
    config.line_buffered = true;
    config.output = [](std::string_view s) { std::printf("[script] %.*s", (int)s.size(), s.data()); };
    kiln::Interpreter interp(config);

    // What scripts may use: the Particle class and a deterministic random().
    Lcg rng;
    interp.add_class<Particle>("Particle")
        .constructor<double, double, double, double>()
        .property("x", &Particle::x)
        .property("y", &Particle::y)
        .property("vx", &Particle::vx)
        .property("vy", &Particle::vy)
        .property("age", &Particle::age)
        .property("alive", &Particle::alive)
        .method("kill", [](Particle& p) { p.alive = false; })
        .method("__repr__", [](const Particle& p) {
            char buf[96];
            std::snprintf(buf, sizeof buf, "Particle(%.2f, %.2f)", p.x, p.y);
            return std::string(buf);
        });
    interp.def("random", [&rng]() { return rng.next(); });

    // Load the rules.
    std::vector<Rule> rules;
    double dt = 1.0 / 60;
    for (const std::string& name : rule_names(dir)) {
        if (auto err = interp.run_string("import " + name)) {
            report(name, *err);
            continue;
        }
        kiln::Object module = interp.global(name);
        Rule r{name, module.attr("update")};
        if (interp.eval<bool>("hasattr(" + name + ", 'SETTINGS')")) {
            auto settings = module.attr("SETTINGS").as<std::map<std::string, double>>();
            if (settings.count("dt")) dt = settings["dt"];
        }
        rules.push_back(std::move(r));
    }
    std::printf("loaded %zu rules, dt = %.4f\n", rules.size(), dt);

    // The particles live in the interpreter; the host keeps handles to them
    // and reads the C++ objects directly.
    std::vector<kiln::Object> particles;
    for (int i = 0; i < 200; i++)
        particles.push_back(interp.value(Particle(rng.next() * 100, 50 + rng.next() * 50, rng.next() * 10 - 5, 0)));

    for (int frame = 0; frame < frames; frame++) {
        for (Rule& rule : rules) {
            if (!rule.enabled) continue;
            for (kiln::Object& p : particles) {
                if (!p.as<Particle&>().alive) continue;
                try {
                    rule.update(p, dt);
                    rule.calls++;
                } catch (const kiln::Exception& e) {
                    report(rule.name, e.error());
                    rule.enabled = false;
                    break;
                }
            }
        }
        for (kiln::Object& obj : particles) {
            Particle& p = obj.as<Particle&>();
            p.x += p.vx * dt;
            p.y += p.vy * dt;
            p.age++;
        }
    }

    int alive = 0;
    double sx = 0, sy = 0;
    for (kiln::Object& obj : particles) {
        const Particle& p = obj.as<Particle&>();
        if (!p.alive) continue;
        alive++;
        sx += p.x;
        sy += p.y;
    }
    for (const Rule& r : rules) std::printf("rule %s: %ld calls%s\n", r.name.c_str(), r.calls, r.enabled ? "" : " (off)");
    std::printf("%d particles alive, mean position (%.3f, %.3f)\n", alive, sx / std::max(alive, 1),
                sy / std::max(alive, 1));
    return 0;
}
