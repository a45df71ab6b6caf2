// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_tree
// {
//
//   uint $Element;                     // Offset:    0 Size:     4
//
// }
//
// Resource bind info for g_out
// {
//
//   uint $Element;                     // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_tree                            texture  struct         r/o    0        1
// g_out                                 UAV  struct         r/w    0        1
//
struct S_t0 { uint w[1]; };
StructuredBuffer<S_t0> g_tree : register(t0);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_out : register(u0);
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    precise int4 r2 = 0;
    precise uint4 x0[16] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    {
        int p0 = asint(vThreadID.x) * 7;
        r0.x = p0;
    }
    x0[0].x = 0x00000000u;
    r0.yz = int2(0, 1);
    [loop] while (true) {
        r1.x = (0x00000000u < asuint(r0.z)) ? 0xffffffffu : 0u;
        r1.y = (asuint(r0.y) < 0x00000040u) ? 0xffffffffu : 0u;
        if (asuint((asint(r1.y) & asint(r1.x))) == 0u) { break; }
        r0.yw = r0.yz + int2(1, -1);
        r1.x = x0[asuint(r0.w)].x;
        r1.y = g_tree[r1.x].w[0];
        r1.z = asuint(asint(r1.x) << (0x00000001u & 31u));
        r1.x = ((r1.x << (0x00000001u & 31u)) & (((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u))) | (0x00000001u & ~(((1u << (0x0000001fu & 31u)) - 1u) << (0x00000001u & 31u)));
        r1.z = asuint(asint(r1.z) + 2);
        if (asuint((asint(((r1.x < 0x000003ffu) ? 0xffffffffu : 0u)) & asint(((asuint(r0.w) < 0x0000000fu) ? 0xffffffffu : 0u)))) != 0u) {
            r1.w = asuint(asint(r1.y) & 1);
            x0[asuint(r0.w)].x = ((r1.w != 0u) ? r1.x : r1.z);
        } else {
            r0.z = r0.w;
        }
        r0.w = asint(((r1.z < 0x000003ffu) ? 0xffffffffu : 0u)) & asint(((asuint(r0.z) < 0x0000000fu) ? 0xffffffffu : 0u));
        if ((r0.w & asint(((asuint(r0.x) < r1.y) ? 0xffffffffu : 0u))) != 0) {
            r1.y = asuint(asint(r1.y) & 1);
            x0[asuint(r0.z)].x = ((r1.y != 0u) ? r1.z : r1.x);
            r0.z = (r0.z + 1);
        }
    }
    g_out[vThreadID.x].w[0] = asuint(r0.y);
    {
        return output;
    }
}
