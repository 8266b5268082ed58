#include "object_loader.hpp"

#include <fmt/format.h>

#include <dlfcn.h>
#include <elf.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstring>
#include <vector>

// libgcc's unwinder: frames of code it did not find through dl_iterate_phdr.
extern "C" void __register_frame(void*);
extern "C" void __deregister_frame(void*);

namespace kiln::jit {

namespace {

// Where a loaded section goes: each group is page-aligned and gets its own
// protection at the end.
enum Group { kCode, kReadOnly, kWritable, kGroups };

constexpr size_t kStubSize = 16;           // jmp *0(%rip); .quad target
constexpr size_t kMaxRegion = 512u << 20;  // keeps every in-region offset far inside ±2 GB

bool fits_i32(int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

const char* reloc_name(uint32_t type) {
    switch (type) {
    case R_X86_64_GOT32: return "R_X86_64_GOT32";
    case R_X86_64_COPY: return "R_X86_64_COPY";
    case R_X86_64_GLOB_DAT: return "R_X86_64_GLOB_DAT";
    case R_X86_64_JUMP_SLOT: return "R_X86_64_JUMP_SLOT";
    case R_X86_64_RELATIVE: return "R_X86_64_RELATIVE";
    case R_X86_64_16: return "R_X86_64_16";
    case R_X86_64_PC16: return "R_X86_64_PC16";
    case R_X86_64_8: return "R_X86_64_8";
    case R_X86_64_PC8: return "R_X86_64_PC8";
    case R_X86_64_DTPMOD64: return "R_X86_64_DTPMOD64";
    case R_X86_64_DTPOFF64: return "R_X86_64_DTPOFF64";
    case R_X86_64_TPOFF64: return "R_X86_64_TPOFF64";
    case R_X86_64_TLSGD: return "R_X86_64_TLSGD";
    case R_X86_64_TLSLD: return "R_X86_64_TLSLD";
    case R_X86_64_DTPOFF32: return "R_X86_64_DTPOFF32";
    case R_X86_64_GOTTPOFF: return "R_X86_64_GOTTPOFF";
    case R_X86_64_TPOFF32: return "R_X86_64_TPOFF32";
    case R_X86_64_GOTPC32_TLSDESC: return "R_X86_64_GOTPC32_TLSDESC";
    case R_X86_64_TLSDESC_CALL: return "R_X86_64_TLSDESC_CALL";
    default: return "an unknown type";
    }
}

} // namespace

// One load: reads the object through checked copies (the bytes need not be
// aligned), lays the sections out, relocates, protects.
class ObjectLoader {
public:
    ObjectLoader(const uint8_t* data, size_t size, std::string* error) : data_(data), size_(size), error_(error) {}
    std::unique_ptr<LoadedObject> run();

private:
    struct Sec {
        Elf64_Shdr h;
        std::string name;
        bool load = false;
        Group group = kReadOnly;
        size_t at = 0; // offset in the region
    };
    struct Sym {
        Elf64_Sym s;
        std::string name;
        bool resolved = false;
        uint64_t addr = 0;
        size_t got = SIZE_MAX;  // offset of its GOT slot in the region
        size_t stub = SIZE_MAX; // offset of its jump stub
        bool stub_written = false;
    };

    bool fail(std::string msg) {
        *error_ = std::move(msg);
        return false;
    }
    bool in_file(uint64_t off, uint64_t len) const { return off <= size_ && len <= size_ - off; }
    template <class T> T read(uint64_t off) const {
        T v;
        std::memcpy(&v, data_ + off, sizeof v);
        return v;
    }
    bool str_at(const Sec& tab, uint32_t off, std::string* out);
    bool parse();
    bool layout();
    bool resolve(size_t i, uint64_t* addr);
    bool relocate(const Sec& rela);
    uint8_t* at(size_t off) { return (uint8_t*)obj_->base_ + off; }
    uint64_t addr_of(size_t off) const { return (uint64_t)(uintptr_t)obj_->base_ + off; }

    const uint8_t* data_;
    size_t size_;
    std::string* error_;
    std::vector<Sec> secs_;
    std::vector<Sym> syms_;
    size_t symtab_ = 0;
    size_t got_base_ = 0;
    size_t group_begin_[kGroups + 1] = {};
    size_t eh_frame_at_ = SIZE_MAX;
    std::vector<std::pair<size_t, size_t>> commons_; // symbol index, offset
    std::unique_ptr<LoadedObject> obj_;
};

bool ObjectLoader::str_at(const Sec& tab, uint32_t off, std::string* out) {
    if (off >= tab.h.sh_size) return false;
    const char* p = (const char*)data_ + tab.h.sh_offset + off;
    size_t max = tab.h.sh_size - off;
    size_t n = strnlen(p, max);
    if (n == max) return false; // not terminated inside the table
    out->assign(p, n);
    return true;
}

bool ObjectLoader::parse() {
    if (size_ < sizeof(Elf64_Ehdr)) return fail("not an ELF object: too short");
    auto eh = read<Elf64_Ehdr>(0);
    if (std::memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0) return fail("not an ELF object: bad magic");
    if (eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB)
        return fail("not a little-endian ELF64 object");
    if (eh.e_type != ET_REL) return fail(fmt::format("ELF type {} is not a relocatable object", eh.e_type));
    if (eh.e_machine != EM_X86_64) return fail(fmt::format("ELF machine {} is not x86-64", eh.e_machine));
    if (eh.e_shentsize != sizeof(Elf64_Shdr)) return fail("unexpected section header size");
    if (eh.e_shnum == 0 || eh.e_shstrndx >= eh.e_shnum) return fail("no section table (or extended numbering)");
    if (!in_file(eh.e_shoff, (uint64_t)eh.e_shnum * sizeof(Elf64_Shdr))) return fail("section table outside the file");
    secs_.resize(eh.e_shnum);
    for (size_t i = 0; i < secs_.size(); i++) {
        Elf64_Shdr& h = secs_[i].h;
        h = read<Elf64_Shdr>(eh.e_shoff + i * sizeof(Elf64_Shdr));
        if (h.sh_type != SHT_NOBITS && h.sh_type != SHT_NULL && !in_file(h.sh_offset, h.sh_size))
            return fail(fmt::format("section {} lies outside the file", i));
        if (h.sh_addralign > 4096 || (h.sh_addralign & (h.sh_addralign - 1)))
            return fail(fmt::format("section {} has alignment {}", i, h.sh_addralign));
        if (h.sh_size > kMaxRegion) return fail(fmt::format("section {} is too large", i));
    }
    const Sec& shstr = secs_[eh.e_shstrndx];
    if (shstr.h.sh_type != SHT_STRTAB) return fail("section name table is not a string table");
    for (size_t i = 1; i < secs_.size(); i++) {
        Sec& s = secs_[i];
        if (!str_at(shstr, s.h.sh_name, &s.name)) return fail(fmt::format("section {} has a bad name", i));
        const uint64_t f = s.h.sh_flags;
        if (s.h.sh_type == SHT_SYMTAB) {
            if (symtab_) return fail("more than one symbol table");
            symtab_ = i;
        }
        if (!(f & SHF_ALLOC)) continue;
        if (s.name.rfind(".note", 0) == 0 || s.h.sh_type == SHT_NOTE) continue;
        if (f & SHF_TLS) return fail(fmt::format("thread-local section {} is not supported", s.name));
        if (s.h.sh_type == SHT_INIT_ARRAY || s.h.sh_type == SHT_FINI_ARRAY || s.h.sh_type == SHT_PREINIT_ARRAY)
            return fail(fmt::format("section {}: constructors and destructors are not supported", s.name));
        bool eh_frame = s.name == ".eh_frame";
        if (s.h.sh_type != SHT_PROGBITS && s.h.sh_type != SHT_NOBITS && !(eh_frame && s.h.sh_type == SHT_X86_64_UNWIND))
            return fail(fmt::format("section {} has unsupported type {:#x}", s.name, s.h.sh_type));
        if ((f & SHF_EXECINSTR) && (f & SHF_WRITE)) return fail(fmt::format("section {} is writable code", s.name));
        s.load = true;
        if (f & SHF_EXECINSTR) s.group = kCode;
        else if ((f & SHF_WRITE) && s.name.rfind(".data.rel.ro", 0) != 0) s.group = kWritable;
        else s.group = kReadOnly;
    }
    if (!symtab_) return fail("no symbol table");
    const Sec& st = secs_[symtab_];
    if (st.h.sh_entsize != sizeof(Elf64_Sym) || st.h.sh_link == 0 || st.h.sh_link >= secs_.size() ||
        secs_[st.h.sh_link].h.sh_type != SHT_STRTAB)
        return fail("malformed symbol table");
    const Sec& strtab = secs_[st.h.sh_link];
    syms_.resize(st.h.sh_size / sizeof(Elf64_Sym));
    for (size_t i = 0; i < syms_.size(); i++) {
        Sym& y = syms_[i];
        y.s = read<Elf64_Sym>(st.h.sh_offset + i * sizeof(Elf64_Sym));
        if (y.s.st_name && !str_at(strtab, y.s.st_name, &y.name)) return fail(fmt::format("symbol {} has a bad name", i));
        uint16_t sh = y.s.st_shndx;
        if (sh != SHN_UNDEF && sh != SHN_ABS && sh != SHN_COMMON && sh >= secs_.size())
            return fail(fmt::format("symbol {} refers to section {}", y.name.empty() ? std::to_string(i) : y.name, sh));
        if (sh != SHN_UNDEF && sh < secs_.size() && sh != SHN_ABS && y.s.st_value > secs_[sh].h.sh_size)
            return fail(fmt::format("symbol {} lies outside its section", y.name));
        if (ELF64_ST_TYPE(y.s.st_info) == STT_TLS) return fail(fmt::format("thread-local symbol {} is not supported", y.name));
        if (sh == SHN_COMMON && (y.s.st_size > kMaxRegion || y.s.st_value > 4096 || (y.s.st_value & (y.s.st_value - 1))))
            return fail(fmt::format("common symbol {} is malformed", y.name));
    }
    return true;
}

// Places the sections, then GOT slots and stubs for the symbols whose
// relocations may need them (a first pass over the relocations).
bool ObjectLoader::layout() {
    for (size_t i = 1; i < secs_.size(); i++) {
        const Sec& r = secs_[i];
        if (r.h.sh_type == SHT_REL && r.h.sh_info < secs_.size() && secs_[r.h.sh_info].load)
            return fail(fmt::format("section {}: REL relocations (without addends) are not supported", r.name));
        if (r.h.sh_type != SHT_RELA || r.h.sh_info >= secs_.size() || !secs_[r.h.sh_info].load) continue;
        if (r.h.sh_entsize != sizeof(Elf64_Rela) || r.h.sh_link != symtab_)
            return fail(fmt::format("malformed relocation section {}", r.name));
        for (size_t k = 0; k < r.h.sh_size / sizeof(Elf64_Rela); k++) {
            auto rel = read<Elf64_Rela>(r.h.sh_offset + k * sizeof(Elf64_Rela));
            size_t si = ELF64_R_SYM(rel.r_info);
            uint32_t type = ELF64_R_TYPE(rel.r_info);
            if (si >= syms_.size()) return fail(fmt::format("relocation in {} names symbol {} of {}", r.name, si, syms_.size()));
            Sym& y = syms_[si];
            if (type == R_X86_64_GOTPCREL || type == R_X86_64_GOTPCRELX || type == R_X86_64_REX_GOTPCRELX)
                y.got = 0; // wanted; placed below
            if (type == R_X86_64_PLT32 && si && y.s.st_shndx == SHN_UNDEF) y.stub = 0;
        }
    }
    size_t off = 0;
    auto place = [&](size_t bytes, size_t align) {
        off = (off + align - 1) & ~(align - 1);
        size_t at = off;
        off += bytes;
        return at;
    };
    const size_t page = (size_t)sysconf(_SC_PAGESIZE);
    for (int g = 0; g < kGroups; g++) {
        off = (off + page - 1) & ~(page - 1);
        group_begin_[g] = off;
        for (size_t i = 1; i < secs_.size(); i++) {
            Sec& s = secs_[i];
            if (!s.load || s.group != g) continue;
            bool eh = s.name == ".eh_frame";
            // .eh_frame gets the zero terminator a linker would add.
            s.at = place(s.h.sh_size + (eh ? 4 : 0), s.h.sh_addralign ? s.h.sh_addralign : 1);
            if (eh) eh_frame_at_ = s.at;
        }
        if (g == kCode)
            for (Sym& y : syms_)
                if (y.stub == 0) y.stub = place(kStubSize, 16);
        if (g == kReadOnly) {
            got_base_ = place(0, 8);
            for (Sym& y : syms_)
                if (y.got == 0) y.got = place(8, 8);
        }
        if (g == kWritable)
            for (size_t i = 0; i < syms_.size(); i++)
                if (syms_[i].s.st_shndx == SHN_COMMON)
                    commons_.emplace_back(i, place(syms_[i].s.st_size, syms_[i].s.st_value ? syms_[i].s.st_value : 1));
        if (off > kMaxRegion) return fail("object too large to load");
    }
    group_begin_[kGroups] = (off + page - 1) & ~(page - 1);
    if (group_begin_[kGroups] == 0) return fail("object has nothing to load");
    return true;
}

bool ObjectLoader::resolve(size_t i, uint64_t* addr) {
    Sym& y = syms_[i];
    if (!y.resolved) {
        uint16_t sh = y.s.st_shndx;
        if (i == 0) y.addr = 0;
        else if (sh == SHN_ABS) y.addr = y.s.st_value;
        else if (sh == SHN_COMMON) {
            for (auto& [k, at] : commons_)
                if (k == i) y.addr = addr_of(at);
        } else if (sh == SHN_UNDEF) {
            if (y.name == "_GLOBAL_OFFSET_TABLE_") y.addr = addr_of(got_base_);
            else {
                void* p = dlsym(RTLD_DEFAULT, y.name.c_str());
                if (!p && ELF64_ST_BIND(y.s.st_info) != STB_WEAK)
                    return fail(fmt::format("undefined symbol {}", y.name));
                y.addr = (uint64_t)(uintptr_t)p;
            }
        } else {
            const Sec& s = secs_[sh];
            if (!s.load) return fail(fmt::format("symbol {} is in section {}, which is not loaded", y.name, s.name));
            y.addr = addr_of(s.at) + y.s.st_value;
        }
        y.resolved = true;
    }
    *addr = y.addr;
    return true;
}

bool ObjectLoader::relocate(const Sec& r) {
    const Sec& target = secs_[r.h.sh_info];
    if (target.h.sh_type == SHT_NOBITS) return fail(fmt::format("relocations for {}, which has no bytes", target.name));
    for (size_t k = 0; k < r.h.sh_size / sizeof(Elf64_Rela); k++) {
        auto rel = read<Elf64_Rela>(r.h.sh_offset + k * sizeof(Elf64_Rela));
        size_t si = ELF64_R_SYM(rel.r_info);
        uint32_t type = ELF64_R_TYPE(rel.r_info);
        size_t width = 4;
        switch (type) {
        case R_X86_64_NONE: continue;
        case R_X86_64_64:
        case R_X86_64_PC64:
        case R_X86_64_GOTOFF64:
        case R_X86_64_GOTPC64: width = 8; break;
        case R_X86_64_PC32:
        case R_X86_64_PLT32:
        case R_X86_64_32:
        case R_X86_64_32S:
        case R_X86_64_GOTPCREL:
        case R_X86_64_GOTPCRELX:
        case R_X86_64_REX_GOTPCRELX:
        case R_X86_64_GOTPC32: break;
        default: return fail(fmt::format("relocation {} ({}) in {} is not supported", type, reloc_name(type), r.name));
        }
        if (rel.r_offset > target.h.sh_size || width > target.h.sh_size - rel.r_offset)
            return fail(fmt::format("relocation in {} at offset {:#x} lies outside {}", r.name, rel.r_offset, target.name));
        uint64_t S;
        if (!resolve(si, &S)) return false;
        const int64_t A = rel.r_addend;
        const size_t where = target.at + rel.r_offset;
        const uint64_t P = addr_of(where);
        const uint64_t GOT = addr_of(got_base_);
        Sym& y = syms_[si];
        int64_t v = 0;
        switch (type) {
        case R_X86_64_64: v = (int64_t)(S + A); break;
        case R_X86_64_PC64: v = (int64_t)(S + A - P); break;
        case R_X86_64_GOTOFF64: v = (int64_t)(S + A - GOT); break;
        case R_X86_64_GOTPC64: v = (int64_t)(GOT + A - P); break;
        case R_X86_64_GOTPC32: v = (int64_t)(GOT + A - P); break;
        case R_X86_64_PC32: v = (int64_t)(S + A - P); break;
        case R_X86_64_PLT32:
            v = (int64_t)(S + A - P);
            // A call to a function too far away goes through a stub: an
            // absolute jump kept next to the code.
            if (!fits_i32(v) && y.stub != SIZE_MAX) {
                if (!y.stub_written) {
                    static const uint8_t jmp[6] = {0xff, 0x25, 0, 0, 0, 0}; // jmp *0(%rip)
                    std::memcpy(at(y.stub), jmp, 6);
                    std::memcpy(at(y.stub + 6), &S, 8);
                    y.stub_written = true;
                }
                v = (int64_t)(addr_of(y.stub) + A - P);
            }
            break;
        case R_X86_64_32:
        case R_X86_64_32S: v = (int64_t)(S + A); break;
        default: // the GOT-relative loads: the slot holds the symbol's address
            std::memcpy(at(y.got), &S, 8);
            v = (int64_t)(addr_of(y.got) + A - P);
            break;
        }
        if (width == 8) {
            std::memcpy(at(where), &v, 8);
            continue;
        }
        bool ok = type == R_X86_64_32 ? (v >= 0 && v <= (int64_t)UINT32_MAX) : fits_i32(v);
        if (!ok)
            return fail(fmt::format("relocation {} against {} in {} is out of range", reloc_name(type),
                                    y.name.empty() ? "a section" : y.name, target.name));
        uint32_t v32 = (uint32_t)v;
        std::memcpy(at(where), &v32, 4);
    }
    return true;
}

std::unique_ptr<LoadedObject> ObjectLoader::run() {
    if (!parse() || !layout()) return nullptr;
    obj_.reset(new LoadedObject);
    size_t total = group_begin_[kGroups];
    void* base = mmap(nullptr, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) {
        fail(fmt::format("mmap of {} bytes failed: {}", total, std::strerror(errno)));
        return nullptr;
    }
    obj_->base_ = base;
    obj_->size_ = total;
    for (const Sec& s : secs_)
        if (s.load && s.h.sh_type != SHT_NOBITS) std::memcpy(at(s.at), data_ + s.h.sh_offset, s.h.sh_size);
    for (const Sec& r : secs_)
        if (r.h.sh_type == SHT_RELA && r.h.sh_info < secs_.size() && secs_[r.h.sh_info].load && !relocate(r))
            return nullptr;
    for (size_t i = 1; i < syms_.size(); i++) {
        const Sym& y = syms_[i];
        int bind = ELF64_ST_BIND(y.s.st_info);
        if (y.name.empty() || y.s.st_shndx == SHN_UNDEF || (bind != STB_GLOBAL && bind != STB_WEAK)) continue;
        if (y.s.st_shndx < secs_.size() && !secs_[y.s.st_shndx].load) continue;
        uint64_t a;
        if (!resolve(i, &a)) return nullptr;
        obj_->symbols_[y.name] = (void*)(uintptr_t)a;
    }
    // Every function's place, static ones too, for profilers' symbol maps.
    for (size_t i = 1; i < syms_.size(); i++) {
        const Sym& y = syms_[i];
        if (ELF64_ST_TYPE(y.s.st_info) != STT_FUNC || y.s.st_size == 0 || y.name.empty()) continue;
        if (y.s.st_shndx >= secs_.size() || !secs_[y.s.st_shndx].load) continue;
        uint64_t a;
        if (!resolve(i, &a)) return nullptr;
        obj_->functions_.push_back({y.name, (const void*)(uintptr_t)a, (size_t)y.s.st_size});
    }
    static const int prot[kGroups] = {PROT_READ | PROT_EXEC, PROT_READ, PROT_READ | PROT_WRITE};
    for (int g = 0; g < kGroups; g++) {
        size_t len = group_begin_[g + 1] - group_begin_[g];
        if (len && mprotect(at(group_begin_[g]), len, prot[g]) != 0) {
            fail(fmt::format("mprotect failed: {}", std::strerror(errno)));
            return nullptr;
        }
    }
    if (eh_frame_at_ != SIZE_MAX) {
        obj_->eh_frame_ = at(eh_frame_at_);
        __register_frame(obj_->eh_frame_);
    }
    return std::move(obj_);
}

std::unique_ptr<LoadedObject> LoadedObject::load(const uint8_t* data, size_t size, std::string* error) {
    ObjectLoader l(data, size, error);
    return l.run();
}

LoadedObject::~LoadedObject() {
    if (eh_frame_) __deregister_frame(eh_frame_);
    if (base_) munmap(base_, size_);
}

void* LoadedObject::symbol(const std::string& name) const {
    auto it = symbols_.find(name);
    return it == symbols_.end() ? nullptr : it->second;
}

} // namespace kiln::jit
